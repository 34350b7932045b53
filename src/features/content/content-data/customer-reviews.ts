export interface CustomerReview {
  name: string;
  city: string;
  purchase: string;
  quote: string;
  avatar: string;
}

/** The spec's vertical carousel shows four reviews. */
export const CUSTOMER_REVIEWS: readonly CustomerReview[] = [
  {
    name: 'Maya Rodriguez',
    city: 'Austin, TX',
    purchase: 'Bought a Fujifilm X100V',
    quote:
      'The listing said "light wear on the top plate" and that is exactly what arrived, nothing more. Shutter count matched too. I have stopped refreshing eBay.',
    avatar: '/content/reviews/maya.svg',
  },
  {
    name: 'Theo Okafor',
    city: 'Chicago, IL',
    purchase: 'Sold a Canon 6D, bought a Leica M6',
    quote:
      'I sold my old DSLR and two lenses here and bought the M6 I had wanted for years. The seller met me at a café and let me run a roll first.',
    avatar: '/content/reviews/theo.svg',
  },
  {
    name: 'Priya Shah',
    city: 'Seattle, WA',
    purchase: 'Sold four lenses',
    quote:
      'Listing took five minutes from my phone, on the train, without signal. It went up the moment I was back online and three lenses sold that week.',
    avatar: '/content/reviews/priya.svg',
  },
  {
    name: 'Jonas Berg',
    city: 'Portland, OR',
    purchase: 'Bought a Mamiya RB67',
    quote:
      'A medium-format body is a scary thing to buy used. The seller was verified, the light seals were new, and paying only at the hand-over made it an easy yes.',
    avatar: '/content/reviews/jonas.svg',
  },
];
