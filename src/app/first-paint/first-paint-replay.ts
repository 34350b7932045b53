import { isPaintedPath } from './painted-paths';

/*
 * What a visitor does on the server's painted copy of a page before the app has taken it over (docs/design.md
 * "First paint"): a control they press (or a link to a page only the app shows) is marked in place of acting (the
 * app is not there yet to act), and once the app shows the same page, the press is repeated on the app's own
 * control, what they typed is carried over and the focus follows. The painted copy is rendered by the same
 * components as the app's page, so a control is found again by what it is and says.
 */

const REPLAY_ATTRIBUTE = 'data-first-paint-replay';
/**
 * On a painted control drawn with a plain element where the app has a component of its own (Ionic's menu button,
 * which moves its label inside itself): the component's tag, which alone finds it.
 */
export const COUNTERPART_ATTRIBUTE = 'data-first-paint-as';

/** Controls whose press needs the app. */
const CONTROL = 'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"], a[href]';

const FIELD = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea, select';

let presses = 0;

/**
 * A link the browser can follow without the app: to another page the server paints, or one the visitor opens
 * elsewhere (another tab, a download, another site).
 */
function isLeftToTheBrowser(link: HTMLAnchorElement, event: Event): boolean {
  const opensElsewhere =
    (event instanceof MouseEvent &&
      (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) ||
    (link.target !== '' && link.target !== '_self') ||
    link.hasAttribute('download');
  return opensElsewhere || link.origin !== window.location.origin || isPaintedPath(link.pathname);
}

/**
 * Holds a press or a form's submission on the painted copy back for the app to repeat (a click listener on the
 * copy, in the capture phase). Answers whether the event was held.
 */
export function holdForReplay(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const held = event.type === 'submit' ? target : target?.closest(CONTROL);
  if (!held || (held instanceof HTMLAnchorElement && isLeftToTheBrowser(held, event))) return false;
  event.preventDefault();
  held.setAttribute(REPLAY_ATTRIBUTE, `${event.type}:${++presses}`);
  return true;
}

const squeezed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * What an element is and says: two elements alike in this are the same control of the same page. Never its id: the
 * server's rendering and the app's number their generated ids differently.
 */
function identity(element: Element): string {
  const field = element.matches(FIELD) ? (element as HTMLInputElement) : null;
  const says = field
    ? Array.from(field.labels ?? [], (label) => squeezed(label.textContent)).join(' ')
    : squeezed(element.textContent);
  return [element.localName, element.getAttribute('name') ?? '', element.getAttribute('aria-label') ?? '', says].join(
    '\u0000',
  );
}

/** The app's element that is `painted` in the copy: the same identity, in the same place among its likes. */
function counterpart(painted: Element, copy: Element, app: Element): HTMLElement | null {
  const component = painted.getAttribute(COUNTERPART_ATTRIBUTE);
  const alike = (element: Element) =>
    component ? element.getAttribute(COUNTERPART_ATTRIBUTE) === component : identity(element) === identity(painted);
  const rank = Array.from(copy.querySelectorAll(painted.localName)).filter(alike).indexOf(painted);
  const match = component
    ? app.querySelectorAll(component)[rank]
    : Array.from(app.querySelectorAll(painted.localName)).filter(alike)[rank];
  return match instanceof HTMLElement ? match : null;
}

/** Sets a field's value so React sees it as typed (through the element's own value setter, then an input event). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Repeats on the app (`app`, the page it shows) what was done on the painted copy (`copy`): typed values first,
 * then the focus, then the held presses and submissions in their order.
 */
export function replayOnApp(copy: Element, app: Element): void {
  for (const field of Array.from(
    copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELD),
  )) {
    const typed =
      field instanceof HTMLSelectElement
        ? !field.options[field.selectedIndex]?.defaultSelected
        : field.value !== field.defaultValue;
    const target = typed ? counterpart(field, copy, app) : null;
    if (target && 'value' in target) typeInto(target as HTMLInputElement, field.value);
  }

  const focused = document.activeElement && copy.contains(document.activeElement) ? document.activeElement : null;
  if (focused) counterpart(focused, copy, app)?.focus({ preventScroll: true });

  const held = Array.from(copy.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)).map((element) => {
    const [type = 'click', order = '0'] = (element.getAttribute(REPLAY_ATTRIBUTE) ?? '').split(':');
    return { element, type, order: Number(order) };
  });
  for (const { element, type } of held.sort((a, b) => a.order - b.order)) {
    const target = counterpart(element, copy, app);
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else target?.click();
  }
}
