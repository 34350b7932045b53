import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdForReplay, replayOnApp } from '@/app/first-paint/first-paint-replay';

/*
 * A press or typing on the server's painted copy, before the app has started, is done again on the app's page.
 * The copy and the app are rendered separately, so their generated ids differ (useId), as they do here.
 */

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const SEARCH = (id: string) => `
  <form role="search"><label for="${id}">Search gear</label><input id="${id}" type="search" name="q" value="" /></form>`;

function pressOn(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

afterEach(() => document.body.replaceChildren());

describe('holding presses on the painted copy', () => {
  it('holds a button and a link to a page only the app shows, and leaves links to painted pages to the browser', () => {
    const copy = page(`
      <button type="button">More actions</button>
      <a href="/login">Login to place order</a>
      <a href="/product/0b7c1c2e-4a4e-4a52-9d0b-1f2f6b1c9e11">Nikon FM2</a>
      <a href="/dashboard" target="_blank">Dashboard</a>
      <p>Plain words</p>`);
    const held = (selector: string, init?: MouseEventInit) => {
      const target = copy.querySelector(selector)!;
      let answer = { held: false, prevented: false };
      target.addEventListener(
        'click',
        (event) => {
          answer = { held: holdForReplay(event), prevented: event.defaultPrevented };
          // The test's own: no navigation in the test's document.
          event.preventDefault();
        },
        { once: true },
      );
      pressOn(target, init);
      return answer;
    };
    expect(held('button')).toEqual({ held: true, prevented: true });
    expect(held('a[href="/login"]')).toEqual({ held: true, prevented: true });
    expect(held('a[href^="/product/"]')).toEqual({ held: false, prevented: false });
    expect(held('a[target]')).toEqual({ held: false, prevented: false });
    expect(held('a[href="/login"]', { ctrlKey: true })).toEqual({ held: false, prevented: false });
    expect(held('p')).toEqual({ held: false, prevented: false });
  });
});

describe('replaying on the app', () => {
  it('carries typed words over, moves the focus, and repeats held presses in their order on the same controls', () => {
    const copy = page(`${SEARCH('«R1»')}<button type="button">Wishlist</button><button type="button">Report</button>`);
    const app = page(`${SEARCH('«r7»')}<button type="button">Wishlist</button><button type="button">Report</button>`);
    const pressed: string[] = [];
    app
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => pressed.push(button.textContent ?? '')));
    const typed = vi.fn();
    app.querySelector('input')!.addEventListener('input', (event) => typed((event.target as HTMLInputElement).value));

    const [wishlist, report] = Array.from(copy.querySelectorAll('button'));
    for (const button of [report!, wishlist!]) {
      button.addEventListener('click', (event) => void holdForReplay(event), { once: true });
      pressOn(button);
    }
    const paintedField = copy.querySelector('input')!;
    paintedField.value = 'leica m6';
    paintedField.focus();

    replayOnApp(copy, app);

    expect(typed).toHaveBeenCalledWith('leica m6');
    expect(app.querySelector('input')!.value).toBe('leica m6');
    expect(document.activeElement).toBe(app.querySelector('input'));
    expect(pressed).toEqual(['Report', 'Wishlist']);
  });

  it("submits the app's form when the painted one was submitted", () => {
    const copy = page(SEARCH('«R2»'));
    const app = page(SEARCH('«r9»'));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    app.querySelector('form')!.addEventListener('submit', submitted);
    const paintedForm = copy.querySelector('form')!;
    paintedForm.addEventListener('submit', (event) => void holdForReplay(event), { once: true });
    paintedForm.requestSubmit();

    replayOnApp(copy, app);

    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('finds a control the app draws with its own component (the menu button) by the tag it names', () => {
    const copy = page('<button type="button" aria-label="Open menu" data-first-paint-as="ion-menu-button"></button>');
    // Ionic moves the label inside its menu button.
    const app = page('<ion-menu-button></ion-menu-button>');
    const opened = vi.fn();
    app.querySelector('ion-menu-button')!.addEventListener('click', opened);
    const button = copy.querySelector('button')!;
    button.addEventListener('click', (event) => void holdForReplay(event), { once: true });
    pressOn(button);

    replayOnApp(copy, app);

    expect(opened).toHaveBeenCalledTimes(1);
  });
});
