import { INCLUDED_ITEMS, type IncludedItem } from '@contract/listing-details.ts';

/*
 * A seeded listing's "What's Included" is read from its own description, so the two never disagree ("comes with
 * the original strap" means Strap is listed; "no box" means Box is not).
 */

/**
 * A sentence that says what comes with the item, in words ("comes with", "included", "body only") or as a bare
 * list ("Two batteries and the charger."): only these are read, so "a mark near the strap lug" is not a strap.
 */
const SAYS_WHAT_COMES_WITH = [
  /\b(comes with|includes?|included|including|body only|with (the )?original|with both|no box)\b/i,
  /^(one|two|three|four|both|original|complete in|all in|body with|adventure combo|box|batter(y|ies)|hood|caps|strap|charger)\b/i,
];

const MENTIONS: Record<IncludedItem, RegExp> = {
  Box: /\bbox(es)?\b/i,
  Caps: /\bcaps?\b/i,
  Strap: /\b(neck |wrist |hand )?straps?\b(?! lugs?)/i,
  Charger: /\bchargers?\b/i,
  Battery: /\bbatter(y|ies)\b/i,
  Manual: /\b(manual|instructions)\b(?! (focus|exposure|mode|control))/i,
  Case: /(?<!(battery|charging) )\bcase\b/i,
  'Lens hood': /(?<!built-in )\bhood\b/i,
};

function isNegated(sentence: string, pattern: RegExp): boolean {
  const mention = pattern.exec(sentence);
  if (!mention) return false;
  const before = sentence.slice(0, mention.index).toLowerCase();
  const after = sentence.slice(mention.index + mention[0].length).toLowerCase();
  return /\b(no|without)\s+(\w+\s+){0,2}$/.test(before) || /^\s*(is |are )?not included/.test(after);
}

export function includedItemsOf(description: string): IncludedItem[] {
  const sentences = description
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => SAYS_WHAT_COMES_WITH.some((pattern) => pattern.test(sentence)));
  return INCLUDED_ITEMS.filter((item) =>
    sentences.some((sentence) => MENTIONS[item].test(sentence) && !isNegated(sentence, MENTIONS[item])),
  );
}
