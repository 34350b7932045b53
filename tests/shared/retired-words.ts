/*
 * Words no page may show (docs/design.md, the departures from the spec's text): read by the source scan
 * (tests/unit/ui-words.test.ts) and by the browser walk over every screen (tests/e2e/accessibility.spec.ts).
 */

/** The first version's misspellings. */
export const MISSPELLINGS = ['Logut', 'Releted', 'Preffered', 'follwoing', 'Minalto'];

/** The spec's words for a cart there is not: an order is a request to a seller. */
export const CART_WORDS = ['Add To Cart', 'These are the products in your cart', 'seals the deal', 'your cart'];

/** Shutterswap vets no one, gives no warranty and takes no trade-ins (its Terms say what it does). */
export const FALSE_CLAIMS = [
  'vetted',
  'vetting',
  'six-month warranty',
  'warranty on every',
  'trade-in',
  'trade in',
  'traded in',
  'inspected by hand',
];

/** A misspelling as a whole word, a phrase with any spacing; either case. */
export function retiredPattern(text: string): RegExp {
  return MISSPELLINGS.includes(text) ? new RegExp(`\\b${text}\\b`, 'i') : new RegExp(text.replaceAll(' ', '\\s+'), 'i');
}

/** Every retired word or claim, with its pattern. */
export const RETIRED = [...MISSPELLINGS, ...CART_WORDS, ...FALSE_CLAIMS].map((text) => ({
  text,
  pattern: retiredPattern(text),
}));
