export interface AboutSlide {
  title: string;
  text: string;
  image: string;
  alt: string;
}

export const ABOUT_SLIDES: readonly AboutSlide[] = [
  {
    title: 'Vetted sellers only',
    text: 'Every seller passes an identity and history check before their first listing goes live.',
    image: '/content/about/vetted-sellers.svg',
    alt: 'A green shield with a check mark',
  },
  {
    title: 'Inspected by hand',
    text: 'Shutters timed, lenses checked for haze and fungus, sensors looked at under light.',
    image: '/content/about/inspected-by-hand.svg',
    alt: 'A camera under a magnifying glass',
  },
  {
    title: 'Six-month warranty',
    text: 'If it stops working in the first six months, we repair it, replace it or refund you.',
    image: '/content/about/six-month-warranty.svg',
    alt: 'A rosette with the number six',
  },
  {
    title: 'Trade in, trade up',
    text: 'Turn the body you outgrew into credit for the one you have been saving for.',
    image: '/content/about/trade-in-trade-up.svg',
    alt: 'Two cameras joined by circular arrows',
  },
  {
    title: 'Film lives here',
    text: 'Fresh 35mm and 120mm stock, plus the cameras that were made for it.',
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
