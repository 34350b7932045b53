import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropIosStyles, markFactoriesPure, plainWrappersIn } from '@scripts/build/ionic-slim';

/*
 * The Ionic slimming plugin rewrites Ionic's published code with patterns. An Ionic upgrade that changes that code
 * makes a pattern silently match nothing (the app still builds, just bigger): these tests read the installed
 * packages and fail naming the pattern that stopped matching.
 */
const require = createRequire(import.meta.url);
const ionicReactPath = require.resolve('@ionic/react');
const ionicReactSource = readFileSync(ionicReactPath, 'utf8');
const componentsFolder = path.join(path.dirname(require.resolve('@ionic/core/package.json')), 'components');

describe('Ionic slimming patterns against the installed Ionic', () => {
  it('PLAIN_WRAPPER finds every createComponent wrapper of @ionic/react, with tag name and events', () => {
    const wrappers = plainWrappersIn(ionicReactSource);
    const createComponentCalls = ionicReactSource.match(/= \/\*@__PURE__\*\/ createComponent\(\{/g)?.length ?? 0;
    expect(wrappers.size, 'PLAIN_WRAPPER found no plain wrapper in @ionic/react').toBeGreaterThan(0);
    expect(wrappers.size, 'PLAIN_WRAPPER misses some of the createComponent wrappers of @ionic/react').toBe(
      createComponentCalls,
    );
    expect(wrappers.get('IonBadge')).toEqual({ tagName: 'ion-badge', events: '{}' });
    expect(wrappers.get('IonAccordionGroup')).toEqual({
      tagName: 'ion-accordion-group',
      events: "{ onIonChange: 'ionChange' }",
    });
    const missingElements = [...wrappers.values()]
      .map(({ tagName }) => `${tagName}.js`)
      .filter((file) => !existsSync(path.join(componentsFolder, file)));
    expect(missingElements, 'a wrapper module imports @ionic/core/components/<tag>.js, which is missing').toEqual([]);
  });

  it('wrapper modules and the transform find what they name', () => {
    expect(
      ionicReactPath.endsWith('/node_modules/@ionic/react/dist/index.js'),
      'the transform recognises @ionic/react by the path /node_modules/@ionic/react/dist/index.js',
    ).toBe(true);
    expect(() => require.resolve('@stencil/react-output-target/runtime')).not.toThrow();
  });

  it('IMPURE_FACTORY marks the top-level factory calls of @ionic/react pure', () => {
    const slimmed = markFactoriesPure(ionicReactSource);
    expect(slimmed, 'IMPURE_FACTORY matched no factory call in @ionic/react').not.toBe(ionicReactSource);
    expect(slimmed, 'IMPURE_FACTORY does not mark IonRouterOutlet pure').toContain(
      'const IonRouterOutlet = /*@__PURE__*/ createForwardRef(',
    );
    expect(slimmed, 'IMPURE_FACTORY does not mark IonContext pure').toContain(
      'const IonContext = /*@__PURE__*/ React.createContext(',
    );
    expect(slimmed, 'IMPURE_FACTORY does not mark IonNavInner pure').toContain(
      'const IonNavInner = /*@__PURE__*/ createReactComponent(',
    );
    const leftImpure = slimmed.match(
      /^const \w+ = (?:React\.)?(?:createContext|createForwardRef|createReactComponent)\(/gm,
    );
    expect(leftImpure, 'IMPURE_FACTORY leaves top-level factory calls unmarked').toBeNull();
  });

  it('IOS_STYLE empties the iOS stylesheet of every @ionic/core component that has one', () => {
    const styled = readdirSync(componentsFolder)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, code: readFileSync(path.join(componentsFolder, file), 'utf8') }))
      .filter(({ code }) => code.includes('static get style(){return{ios:'));
    expect(styled.length, 'no @ionic/core component declares `static get style(){return{ios:`').toBeGreaterThan(0);
    const unmatched = styled.filter(
      ({ code }) => !dropIosStyles(code).includes('static get style(){return{ios:"",md:'),
    );
    expect(
      unmatched.map(({ file }) => file),
      'IOS_STYLE does not match these components',
    ).toEqual([]);
    const badge = styled.find(({ file }) => file === 'ion-badge.js')?.code ?? '';
    const slimBadge = dropIosStyles(badge);
    expect(slimBadge.length, 'IOS_STYLE left the iOS stylesheet of ion-badge').toBeLessThan(badge.length);
    // The md stylesheet stays.
    expect(slimBadge).toContain(
      'static get style(){return{ios:"",md:":host{--background:var(--ion-color-primary, #0054e9)',
    );
  });
});
