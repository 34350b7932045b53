import type { ListingDraft } from './listing-draft.ts';

/** Interchangeable-lens mirrorless bodies and their native lenses. */
export const mirrorlessListings: ListingDraft[] = [
  {
    name: 'Sony A7 III', brand: 'Sony', introduced: 2018, kind: 'mirrorless',
    condition: 'Good', originalPrice: 1999, resellPrice: 1150, purchaseYear: 2019, usedYears: 6,
    description: 'About 38,000 shutter actuations. Fully working, sensor cleaned last month. The rubber on the grip has a small shiny spot from my thumb and the LCD has a screen protector. Includes two batteries, the charger and the body cap.',
  },
  {
    name: 'Sony A7R IV', brand: 'Sony', introduced: 2019, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 3499, resellPrice: 1950, purchaseYear: 2020, usedYears: 5,
    description: '61MP body, 14,500 shutter count, always used with an L-bracket so the bottom is pristine. Original box, two batteries and strap. Selling as I went to the A7C R for travel.',
  },
  {
    name: 'Sony A6400 with 16-50mm', brand: 'Sony', introduced: 2019, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 999, resellPrice: 690, purchaseYear: 2022, usedYears: 3,
    description: 'APS-C body with the 16-50mm kit lens. Flip screen is perfect, around 6,000 shutter actuations. Includes one battery, the charger cable and the box. Great starter for video or stills.',
  },
  {
    name: 'Fujifilm X-T3 Silver', brand: 'FujiFilm', introduced: 2018, kind: 'mirrorless', finish: 'chrome',
    condition: 'Good', originalPrice: 1499, resellPrice: 720, purchaseYear: 2019, usedYears: 6,
    description: 'Silver X-T3 with lovely retro dials. Works perfectly, some light scuffs on the top plate edges. Shutter count around 30,000. Comes with three batteries and a small metal thumb rest.',
  },
  {
    name: 'Fujifilm X-T4 Black', brand: 'FujiFilm', introduced: 2020, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 1699, resellPrice: 1050, purchaseYear: 2021, usedYears: 4,
    description: 'IBIS version with the vari-angle screen. Very low shutter count (about 8,000). Original box, battery, charger, strap and the unused hot shoe cover. No marks at all.',
  },
  {
    name: 'Fujifilm X-Pro2', brand: 'FujiFilm', introduced: 2016, kind: 'rangefinder',
    condition: 'Good', originalPrice: 1699, resellPrice: 690, purchaseYear: 2017, usedYears: 8,
    description: 'Hybrid optical/electronic finder, all functions work. There is some wear on the paint at the corners and the leatherette has a tiny nick near the strap lug. Includes two batteries and a charger.',
  },
  {
    name: 'Fujifilm X-E4 Silver', brand: 'FujiFilm', introduced: 2021, kind: 'rangefinder', finish: 'chrome',
    condition: 'Excellent', originalPrice: 849, resellPrice: 880, purchaseYear: 2021, usedYears: 4,
    description: 'Discontinued and hard to find now. Silver body, flip screen, about 5,000 frames. Includes the thumb rest, the grip and the original box. Flawless, kept in a padded pouch.',
  },
  {
    name: 'Nikon Z6 II', brand: 'Nikon', introduced: 2020, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 1999, resellPrice: 1250, purchaseYear: 2021, usedYears: 4,
    description: 'Dual card slots, 24MP, shutter count 21,000. Cosmetically near new. Includes the FTZ II adapter so your F-mount lenses work too, plus two batteries and the box.',
  },
  {
    name: 'Nikon Z5', brand: 'Nikon', introduced: 2020, kind: 'mirrorless',
    condition: 'Good', originalPrice: 1399, resellPrice: 720, purchaseYear: 2021, usedYears: 4,
    description: 'Full frame for a fair price. Works perfectly, light marks on the bottom from a tripod plate. Comes with one battery, the charger, strap and body cap.',
  },
  {
    name: 'Nikon Zf', brand: 'Nikon', introduced: 2023, kind: 'slr',
    condition: 'Excellent', originalPrice: 1999, resellPrice: 1580, purchaseYear: 2024, usedYears: 1,
    description: 'Retro full-frame with the dedicated B&W switch. Only 3,100 shutter actuations. Complete in box with the strap, battery and charger, plus a SmallRig grip. Like new.',
  },
  {
    name: 'Nikon Z fc with 28mm f/2.8 SE', brand: 'Nikon', introduced: 2021, kind: 'slr', finish: 'chrome',
    condition: 'Excellent', originalPrice: 1199, resellPrice: 820, purchaseYear: 2022, usedYears: 3,
    description: 'The kit with the matching 28mm f/2.8 SE lens. Beautiful condition, used mostly for family pictures. Box, battery, strap and the lens hood included.',
  },
  {
    name: 'Canon EOS R6', brand: 'Canon', introduced: 2020, kind: 'mirrorless',
    condition: 'Good', originalPrice: 2499, resellPrice: 1290, purchaseYear: 2021, usedYears: 4,
    description: 'Used for weddings for two seasons, about 62,000 actuations. Everything works, light wear on the grip and the joystick. Includes three LP-E6NH batteries and the charger.',
  },
  {
    name: 'Canon EOS RP', brand: 'Canon', introduced: 2019, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 1299, resellPrice: 640, purchaseYear: 2020, usedYears: 5,
    description: 'Lightest Canon full frame. Fully working, low shutter count (9,000). Comes with the EF-EOS R adapter so it works with all EF lenses. Box and strap included.',
  },
  {
    name: 'Canon EOS R', brand: 'Canon', introduced: 2018, kind: 'mirrorless',
    condition: 'Fair', originalPrice: 2299, resellPrice: 720, purchaseYear: 2019, usedYears: 6,
    description: 'Works perfectly but cosmetically tired: worn paint on the corners and a scuff on the LCD, which does not affect the image. Shutter curtain protection on power off is enabled. Body only with one battery.',
  },
  {
    name: 'Panasonic Lumix GH5', brand: 'Panasonic', introduced: 2017, kind: 'mirrorless',
    condition: 'Good', originalPrice: 1999, resellPrice: 560, purchaseYear: 2018, usedYears: 7,
    description: '4K60 10-bit workhorse, V-Log installed. Fan-less body runs cool. Used for corporate video, some wear on the rubber. Comes with four batteries and a dual charger.',
  },
  {
    name: 'Panasonic Lumix S5', brand: 'Panasonic', introduced: 2020, kind: 'mirrorless',
    condition: 'Excellent', originalPrice: 1999, resellPrice: 990, purchaseYear: 2021, usedYears: 4,
    description: 'Full-frame L-mount with great IBIS and dual native ISO. Used as a B-cam, always on a cage. Includes two batteries, the charger and the original box.',
  },
  {
    name: 'Olympus OM-D E-M10 Mark III', brand: 'Olympus', introduced: 2017, kind: 'mirrorless', finish: 'chrome',
    condition: 'Good', originalPrice: 649, resellPrice: 330, purchaseYear: 2018, usedYears: 7,
    description: 'Silver body with the 14-42mm EZ pancake zoom. Small and fun, 5-axis stabilisation works great. Some marks on the kit lens barrel. Battery and charger included.',
  },
  {
    name: 'Olympus OM-D E-M1 Mark II', brand: 'Olympus', introduced: 2016, kind: 'mirrorless',
    condition: 'Good', originalPrice: 1999, resellPrice: 540, purchaseYear: 2018, usedYears: 7,
    description: 'Weather-sealed, superb IBIS, around 45,000 actuations. All buttons and dials work. Some wear on the grip rubber. Includes two batteries and the charger.',
  },
  {
    name: 'Leica M10 Black Chrome', brand: 'Leica', introduced: 2017, kind: 'rangefinder',
    condition: 'Excellent', originalPrice: 6595, resellPrice: 4350, purchaseYear: 2019, usedYears: 6,
    description: 'Digital M with the thinner body, sensor recently cleaned by Leica. Rangefinder perfectly calibrated. Tiny mark on the baseplate. Complete in box with two batteries, charger and strap.',
  },
  {
    name: 'Sony FE 85mm f/1.8', brand: 'Sony', introduced: 2017, kind: 'lens',
    condition: 'Excellent', originalPrice: 599, resellPrice: 430, purchaseYear: 2020, usedYears: 5,
    description: 'Fast, light portrait lens for E-mount. Glass is spotless, focus is quick and silent. Comes with the hood and both caps. A UV filter lived on the front since day one.',
  },
  {
    name: 'Sony FE 24-70mm f/2.8 GM', brand: 'Sony', introduced: 2016, kind: 'lens',
    condition: 'Good', originalPrice: 2199, resellPrice: 1090, purchaseYear: 2017, usedYears: 8,
    description: 'First version GM. Optically perfect, zoom ring smooth. Some wear marks on the barrel and the hood has a few scuffs. Caps, hood and the soft case included.',
  },
  {
    name: 'Fujifilm XF 23mm f/2 R WR Silver', brand: 'FujiFilm', introduced: 2016, kind: 'lens', finish: 'chrome',
    condition: 'Excellent', originalPrice: 449, resellPrice: 330, purchaseYear: 2019, usedYears: 6,
    description: 'Compact weather-resistant 35mm equivalent, silver to match an X-T or X-E body. Glass clean, aperture ring clicks firmly. Includes the hood and caps.',
  },
  {
    name: 'Fujifilm XF 35mm f/1.4 R', brand: 'FujiFilm', introduced: 2012, kind: 'lens',
    condition: 'Good', originalPrice: 599, resellPrice: 380, purchaseYear: 2016, usedYears: 9,
    description: 'The classic Fuji "magic" lens. Autofocus is a bit noisy as usual for this model but accurate. Glass is clean, no haze. Light scuffs on the barrel. Hood and caps included.',
  },
  {
    name: 'Sigma 30mm f/1.4 DC DN Contemporary (Sony E)', brand: 'Other', introduced: 2016, kind: 'lens',
    condition: 'Excellent', originalPrice: 339, resellPrice: 240, purchaseYear: 2021, usedYears: 4,
    description: 'Fast APS-C standard lens for E-mount. Sharp, quiet AF with eye detection. Mint glass, comes with hood and caps in the original box.',
  },
  {
    name: 'Nikon Nikkor Z 50mm f/1.8 S', brand: 'Nikon', introduced: 2018, kind: 'lens',
    condition: 'Excellent', originalPrice: 599, resellPrice: 440, purchaseYear: 2021, usedYears: 4,
    description: 'Razor sharp from f/1.8. No marks on the glass, lens hood included. Front and rear caps. I bought the 40mm f/2 for size, otherwise I would keep it.',
  },
  {
    name: 'Canon RF 35mm f/1.8 Macro IS STM', brand: 'Canon', introduced: 2018, kind: 'lens',
    condition: 'Good', originalPrice: 499, resellPrice: 360, purchaseYear: 2020, usedYears: 5,
    description: 'Small everyday lens with half-size macro and stabilisation. Clean glass, AF works perfectly. The control ring has a few scuffs. Comes with caps, no hood.',
  },
  {
    name: 'Zeiss Batis 85mm f/1.8 (Sony E)', brand: 'Zeiss', introduced: 2015, kind: 'lens',
    condition: 'Excellent', originalPrice: 1199, resellPrice: 720, purchaseYear: 2018, usedYears: 7,
    description: 'The Batis with the OLED distance display. Stunning rendering. Glass flawless, the rubber focus ring has no stretching. Caps and hood included.',
  },
  {
    name: 'Voigtländer Nokton 40mm f/1.2 Aspherical (Sony E)', brand: 'Voigtländer', introduced: 2018, kind: 'lens',
    condition: 'Excellent', originalPrice: 799, resellPrice: 610, purchaseYear: 2020, usedYears: 5,
    description: 'Manual focus with electronic contacts, so EXIF and focus magnification work. Beautiful glow at f/1.2. Glass clean, focus is smooth and well damped. Box, hood and caps.',
  },
];
