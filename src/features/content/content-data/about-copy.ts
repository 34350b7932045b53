export const ABOUT_FIGURES = [
  { value: '300,000+', label: 'items recirculated every year' },
  { value: '6 months', label: 'warranty on every purchase' },
  { value: '100%', label: 'of sellers vetted before they list' },
] as const;

export const ABOUT_PROMISES = [
  {
    title: 'Listings that tell the truth',
    text: 'Condition grades mean the same thing on every listing. Scratches, haze, sticky apertures and shutter counts are written down, not discovered on arrival.',
  },
  {
    title: 'Sellers we have met',
    text: 'Every seller goes through a vetting process before their first listing goes live: identity, contact details and trading history. Verified sellers carry a badge you can trust.',
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

export const WARRANTY_POINTS = [
  'Covers mechanical and electronic faults that were not described in the listing.',
  'Runs for six months from the day you receive the item, whoever the seller is.',
  'We repair it, replace it with an equivalent item, or refund you in full.',
  'One message to our team starts a claim: no receipts to dig up, the order is on file.',
] as const;
