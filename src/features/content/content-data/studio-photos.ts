export interface StudioPhoto {
  src: string;
  alt: string;
}

export const STUDIO_HOURLY_RATE = 200;

export const STUDIO_PHOTOS: readonly StudioPhoto[] = [
  { src: '/content/studio/cyclorama.svg', alt: 'The white cyclorama wall lit by two softboxes' },
  { src: '/content/studio/portrait-set.svg', alt: 'The portrait set with a teal backdrop and a single key light' },
  { src: '/content/studio/product-table.svg', alt: 'The product table with a camera under a softbox and a ring light' },
  { src: '/content/studio/film-lounge.svg', alt: 'The film lounge with framed prints and a leather sofa' },
];

export const STUDIO_FEATURES = [
  '1,100 sq ft of north-facing daylight',
  'Cyclorama wall and three paper backdrops',
  'Strobes, softboxes and a tethering station',
  'Changing room, Wi-Fi and fresh coffee',
] as const;
