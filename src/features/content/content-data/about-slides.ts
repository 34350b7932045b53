export interface AboutSlide {
  title: string;
  text: string;
  image: string;
  alt: string;
}

export const ABOUT_SLIDES: readonly AboutSlide[] = [
  {
    title: 'Verified sellers, marked',
    text: 'An admin checks a seller before verifying them; their listings carry the badge, and only they can advertise.',
    image: '/content/about/verified-sellers.svg',
    alt: 'A green shield with a check mark',
  },
  {
    title: 'Graded on one scale',
    text: 'Sellers grade wear from LN to UG and write down shutter counts and what comes in the box.',
    image: '/content/about/inspected-by-hand.svg',
    alt: 'A camera under a magnifying glass',
  },
  {
    title: 'Paid at the hand-over',
    text: "Your card is only held when you pay; the money is taken when you enter the seller's code at the meeting.",
    image: '/content/about/verified-sellers.svg',
    alt: 'A green shield with a check mark',
  },
  {
    title: 'Pass it on',
    text: 'Sell the body you outgrew straight from your phone, photos and all, even with no signal.',
    image: '/content/about/pass-it-on.svg',
    alt: 'Two cameras joined by circular arrows',
  },
  {
    title: 'Film lives here',
    text: '35mm and 120 film cameras, and the lenses made for them.',
    image: '/content/about/film-is-alive.svg',
    alt: 'A 35mm film canister and a 120 roll next to a film strip',
  },
  {
    title: 'Meet locally',
    text: 'Pick your preferred meeting place and see the gear in your hands before you pay.',
    image: '/content/about/meet-locally.svg',
    alt: 'A map pin on a street grid',
  },
];
