import type { ListingDraft } from './listing-draft.ts';

/** 120 film bodies, digital medium format and their lenses. */
export const mediumFormatListings: ListingDraft[] = [
  {
    name: 'Hasselblad 500C/M with Planar 80mm f/2.8', brand: 'Hasselblad', introduced: 1970, kind: 'medium-format', finish: 'chrome',
    condition: 'Excellent', originalPrice: 1900, resellPrice: 2150, purchaseYear: 2016, usedYears: 9,
    description: 'Complete kit: chrome 500C/M body, Zeiss Planar C 80mm f/2.8 T*, A12 film back and the waist-level finder. CLA\'d in 2023, no light leaks, back and body serial numbers matched. Lens glass is clean. Ready to shoot.',
  },
  {
    name: 'Hasselblad 503CW Black', brand: 'Hasselblad', introduced: 1996, kind: 'medium-format',
    condition: 'Excellent', originalPrice: 2600, resellPrice: 2400, purchaseYear: 2018, usedYears: 7,
    description: 'Late black 503CW with the Acute Matte D screen, super bright. Body only with the waist-level finder. Includes a spare focusing screen and the winder coupling cover. Very clean.',
  },
  {
    name: 'Mamiya RB67 Pro S with 90mm f/3.8', brand: 'Mamiya', introduced: 1974, kind: 'medium-format',
    condition: 'Good', originalPrice: 700, resellPrice: 620, purchaseYear: 2017, usedYears: 8,
    description: 'The studio tank. Pro S body, Sekor C 90mm f/3.8, Pro S 120 back and waist-level finder. Light seals in the back replaced in 2024. Some wear on the body, lens glass clean with slight dust. Heavy but glorious negatives.',
  },
  {
    name: 'Mamiya RZ67 Pro II', brand: 'Mamiya', introduced: 1995, kind: 'medium-format',
    condition: 'Excellent', originalPrice: 1400, resellPrice: 1150, purchaseYear: 2019, usedYears: 6,
    description: 'RZ67 Pro II body with the 110mm f/2.8 W lens, 120 Pro II back and the waist-level finder. Electronic shutter accurate on every speed. Very clean for its age.',
  },
  {
    name: 'Mamiya 7 II with 80mm f/4', brand: 'Mamiya', introduced: 1995, kind: 'rangefinder',
    condition: 'Excellent', originalPrice: 2400, resellPrice: 2950, purchaseYear: 2017, usedYears: 8,
    description: 'The 6x7 rangefinder that fits in a shoulder bag. Rangefinder aligned, no meter issues, light seals fine. The N 80mm f/4 lens is razor sharp. Includes the lens hood and strap.',
  },
  {
    name: 'Mamiya 645 Pro TL', brand: 'Mamiya', introduced: 1997, kind: 'medium-format',
    condition: 'Good', originalPrice: 600, resellPrice: 480, purchaseYear: 2018, usedYears: 7,
    description: 'Body with the AE prism finder, 120 insert and the 80mm f/2.8 C lens. All speeds work, meter accurate. Light wear. A great way into 645.',
  },
  {
    name: 'Mamiya Sekor C 127mm f/3.8 (RB67)', brand: 'Mamiya', introduced: 1974, kind: 'lens',
    condition: 'Good', originalPrice: 180, resellPrice: 150, purchaseYear: 2019, usedYears: 6,
    description: 'Classic RB67 portrait lens. Shutter fires and cocks properly on all speeds. Glass clean with a couple of tiny dust specks, no haze or fungus. Caps included.',
  },
  {
    name: 'Mamiya N 80mm f/4 L (Mamiya 7)', brand: 'Mamiya', introduced: 1995, kind: 'lens',
    condition: 'Excellent', originalPrice: 650, resellPrice: 620, purchaseYear: 2018, usedYears: 7,
    description: 'The standard lens for the Mamiya 7. Leaf shutter works on every speed. Glass perfect. Comes with the hood and both caps.',
  },
  {
    name: 'Pentax 67 with TTL Prism', brand: 'Pentax', introduced: 1990, kind: 'slr',
    condition: 'Good', originalPrice: 800, resellPrice: 820, purchaseYear: 2016, usedYears: 9,
    description: 'Pentax 67 with the metered TTL prism and a wooden grip. Mirror lock-up works, shutter accurate. Meter reads correctly. Some wear on the prism. The SLR that shoots like a giant 35mm.',
  },
  {
    name: 'Pentax 67II Body', brand: 'Pentax', introduced: 1998, kind: 'slr',
    condition: 'Excellent', originalPrice: 1700, resellPrice: 1650, purchaseYear: 2018, usedYears: 7,
    description: 'The last and best 67 with the AE prism and the built-in grip. Everything works, no LCD issues. Very clean. Body and AE finder only.',
  },
  {
    name: 'Pentax SMC Takumar 6x7 105mm f/2.4', brand: 'Pentax', introduced: 1969, kind: 'lens', finish: 'chrome',
    condition: 'Good', originalPrice: 380, resellPrice: 360, purchaseYear: 2017, usedYears: 8,
    description: 'The legendary normal lens for the Pentax 67. Glass clean with light cleaning marks that do not affect images. Focus smooth. Hood and caps included.',
  },
  {
    name: 'Pentax 645N', brand: 'Pentax', introduced: 1997, kind: 'dslr',
    condition: 'Good', originalPrice: 520, resellPrice: 450, purchaseYear: 2019, usedYears: 6,
    description: 'Autofocus 645 with the FA 75mm f/2.8. Uses AA batteries, grip is comfortable. One 120 insert included. Light wear, fully working.',
  },
  {
    name: 'Rolleiflex 2.8F Planar', brand: 'Other', introduced: 1960, kind: 'tlr',
    condition: 'Good', originalPrice: 1600, resellPrice: 1750, purchaseYear: 2015, usedYears: 10,
    description: 'Zeiss Planar 80mm f/2.8 taking lens, screen upgraded to a brighter Maxwell. Meter is dead (as usual) so I used a handheld one. Shutter speeds tested, crank smooth. Some brassing on the edges.',
  },
  {
    name: 'Yashica Mat-124G', brand: 'Other', introduced: 1970, kind: 'tlr',
    condition: 'Good', originalPrice: 380, resellPrice: 360, purchaseYear: 2018, usedYears: 7,
    description: 'Popular 6x6 TLR with the sharp Yashinon 80mm f/3.5. Meter works (reads about 1/3 stop under). Viewing lens slightly hazy which makes focusing a bit dim, taking lens clean. Comes with the leather case.',
  },
  {
    name: 'Mamiya C330 Professional f', brand: 'Mamiya', introduced: 1983, kind: 'tlr',
    condition: 'Good', originalPrice: 420, resellPrice: 390, purchaseYear: 2019, usedYears: 6,
    description: 'The only TLR with interchangeable lenses. Body with the 80mm f/2.8 blue dot. Bellows are light tight, shutter works on all speeds. Some wear on the leatherette.',
  },
  {
    name: 'Bronica SQ-A with Zenzanon 80mm', brand: 'Other', introduced: 1982, kind: 'medium-format',
    condition: 'Fair', originalPrice: 550, resellPrice: 430, purchaseYear: 2016, usedYears: 9,
    description: 'Electronic 6x6 SLR, waist-level finder, 120 back and the PS 80mm f/2.8. Works well, but the back has a small light leak on the left edge in bright sun, so I used gaffer tape. Priced accordingly.',
  },
  {
    name: 'Fujifilm GW690III', brand: 'FujiFilm', introduced: 1992, kind: 'rangefinder', finish: 'graphite',
    condition: 'Good', originalPrice: 700, resellPrice: 820, purchaseYear: 2016, usedYears: 9,
    description: 'The "Texas Leica", 6x9 negatives from the 90mm f/3.5 lens. Rangefinder aligned, shutter accurate. Eight big frames per roll. Some wear on the body, lens glass clean.',
  },
  {
    name: 'Fujifilm GA645', brand: 'FujiFilm', introduced: 1995, kind: 'compact',
    condition: 'Good', originalPrice: 650, resellPrice: 720, purchaseYear: 2018, usedYears: 7,
    description: 'Autofocus 645 point and shoot with a 60mm f/4. LCD readable, AF and film transport working. Light wear on the corners. Takes a CR123A battery.',
  },
  {
    name: 'Contax 645 with Planar 80mm f/2', brand: 'Contax', introduced: 1999, kind: 'dslr',
    condition: 'Excellent', originalPrice: 2900, resellPrice: 3100, purchaseYear: 2017, usedYears: 8,
    description: 'The wedding photographers\' dream: Contax 645, AE prism, MFB-1A back and the Planar 80mm f/2. All electronics work, AF confirmed. Very clean. Includes the 120 insert and strap.',
  },
  {
    name: 'Hasselblad X1D-50c', brand: 'Hasselblad', introduced: 2016, kind: 'mirrorless', finish: 'graphite',
    condition: 'Good', originalPrice: 8995, resellPrice: 2400, purchaseYear: 2018, usedYears: 7,
    description: 'Digital medium format in a small body, 50MP. Updated to the latest firmware, which made it much faster. Sensor clean. Wear on the grip. Body with two batteries and the charger.',
  },
  {
    name: 'Hasselblad 907X 50C', brand: 'Hasselblad', introduced: 2019, kind: 'medium-format', finish: 'graphite',
    condition: 'Excellent', originalPrice: 6399, resellPrice: 4200, purchaseYear: 2021, usedYears: 4,
    description: 'CFV II 50C digital back on the 907X body. Works with V-system lenses too. Perfect condition, includes the box, two batteries, charger and the control grip.',
  },
  {
    name: 'Fujifilm GFX 50S', brand: 'FujiFilm', introduced: 2017, kind: 'mirrorless',
    condition: 'Good', originalPrice: 6499, resellPrice: 1850, purchaseYear: 2018, usedYears: 7,
    description: '51MP medium format with the detachable EVF and the tilt adapter. Shutter count 28,000. Light wear, sensor clean. Includes three batteries.',
  },
  {
    name: 'Fujifilm GFX 100S', brand: 'FujiFilm', introduced: 2021, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 5999, resellPrice: 3700, purchaseYear: 2022, usedYears: 3,
    description: '102MP with IBIS in a body the size of a full-frame camera. 9,800 actuations. Like new, box and everything included, plus a spare battery.',
  },
  {
    name: 'Fujifilm GFX 50R', brand: 'FujiFilm', introduced: 2018, kind: 'rangefinder',
    condition: 'Good', originalPrice: 4499, resellPrice: 1750, purchaseYear: 2019, usedYears: 6,
    description: 'Rangefinder-style medium format. All works, small scuff on the top plate. Includes two batteries and the thumb rest.',
  },
  {
    name: 'Fujifilm GF 63mm f/2.8 R WR', brand: 'FujiFilm', introduced: 2017, kind: 'lens',
    condition: 'Excellent', originalPrice: 1499, resellPrice: 880, purchaseYear: 2019, usedYears: 6,
    description: 'The normal lens for GFX (50mm equivalent). Glass perfect, aperture ring firm. Hood, caps and box included.',
  },
  {
    name: 'Zeiss Planar CF 80mm f/2.8 T* (Hasselblad V)', brand: 'Zeiss', introduced: 1982, kind: 'lens', finish: 'chrome',
    condition: 'Good', originalPrice: 520, resellPrice: 450, purchaseYear: 2017, usedYears: 8,
    description: 'Standard lens for Hasselblad V. Leaf shutter accurate on all speeds. Glass has light cleaning marks, no fungus or separation. Caps included.',
  },
  {
    name: 'Zeiss Sonnar CF 150mm f/4 T* (Hasselblad V)', brand: 'Zeiss', introduced: 1982, kind: 'lens',
    condition: 'Excellent', originalPrice: 480, resellPrice: 390, purchaseYear: 2018, usedYears: 7,
    description: 'The classic Hasselblad portrait lens. Shutter works perfectly, glass clean. Includes the bayonet lens hood and both caps.',
  },
];
