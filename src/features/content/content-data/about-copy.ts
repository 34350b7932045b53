export const ABOUT_FIGURES = [
  { value: '300,000+', label: 'items recirculated every year' },
  { value: '$0', label: 'charged before the item is in your hands' },
  { value: '7 days', label: 'to hand over, or the hold on the card is released' },
] as const;

export const ABOUT_PROMISES = [
  {
    title: 'Listings that tell the truth',
    text: 'Condition grades mean the same thing on every listing. Scratches, haze, sticky apertures and shutter counts are written down, not discovered on arrival.',
  },
  {
    title: 'Sellers you can tell apart',
    text: "An admin checks a seller's account before verifying it. Verified sellers carry a badge on every listing, and only they can advertise one; a listing from a seller not yet verified says so.",
  },
  {
    title: 'Prices that make sense',
    text: 'Original and resale prices sit side by side, so you always see what a camera cost new and what it is worth today.',
  },
  {
    title: 'A marketplace that keeps working',
    text: 'Shutterswap works on a patchy train connection and in a basement darkroom: browse what you have seen before and we send your order the moment you are back online.',
  },
] as const;

/** How a buyer's money is protected, step by step, as the deal really runs (there is no warranty). */
export const PROTECTION_POINTS = [
  'Paying only authorises your card: the item is reserved for you, nothing is charged yet.',
  "At the meeting you enter the code shown on the seller's phone; only then is the payment taken.",
  'Not handed over within 7 days, the hold is released and the order cancelled.',
  'Something wrong? Open a dispute on the order and an admin releases the payment or refunds you.',
] as const;
