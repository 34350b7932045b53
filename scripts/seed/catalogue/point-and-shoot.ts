import type { ListingDraft } from './listing-draft.ts';

/** Fixed-lens compacts, film and digital. */
export const pointAndShootListings: ListingDraft[] = [
  {
    name: 'Contax T2 Titanium', brand: 'Contax', introduced: 1990, kind: 'compact', finish: 'champagne',
    condition: 'Excellent', originalPrice: 650, resellPrice: 1150, purchaseYear: 2015, usedYears: 10,
    description: 'The titanium T2 with the Sonnar 38mm f/2.8. LCD is clear, flash fires, autofocus is accurate and the sapphire shutter button is unscratched. Tested with a roll of Portra 160 in January. Includes the leather case and wrist strap.',
  },
  {
    name: 'Contax T3 Black', brand: 'Contax', introduced: 2001, kind: 'compact',
    condition: 'Good', originalPrice: 1300, resellPrice: 1650, purchaseYear: 2018, usedYears: 7,
    description: 'Black T3 with the "double teeth" lens ring, no date back. Everything works: AF, flash, exposure compensation, no error codes. Small rubbing on the corners of the paint. A true pocket camera with a brilliant Sonnar.',
  },
  {
    name: 'Ricoh GR1v', brand: 'Ricoh', introduced: 2001, kind: 'compact', finish: 'graphite',
    condition: 'Excellent', originalPrice: 900, resellPrice: 1200, purchaseYear: 2016, usedYears: 9,
    description: 'GR1v with the 28mm f/2.8 GR lens, no LCD bleeding and no missing segments. Focus and flash modes all work. Very light wear on the edges of the magnesium body. Comes with the Ricoh case and strap.',
  },
  {
    name: 'Olympus Mju II Black', brand: 'Olympus', introduced: 1997, kind: 'compact',
    condition: 'Good', originalPrice: 180, resellPrice: 260, purchaseYear: 2017, usedYears: 8,
    description: 'Weatherproof Mju II (Stylus Epic) with the 35mm f/2.8 lens. Flash, autofocus and spot meter all work, film advance is smooth. Some scuffs on the clamshell, lens cover slides freely. Tested with a roll of Gold 200.',
  },
  {
    name: 'Olympus XA', brand: 'Olympus', introduced: 1979, kind: 'compact',
    condition: 'Good', originalPrice: 120, resellPrice: 150, purchaseYear: 2019, usedYears: 6,
    description: 'The tiny rangefinder with a 35mm f/2.8. Rangefinder patch visible and aligned, aperture priority exposure is spot on. New light seals in the door. Comes with the A11 flash, which also works.',
  },
  {
    name: 'Olympus Trip 35', brand: 'Olympus', introduced: 1967, kind: 'compact', finish: 'chrome',
    condition: 'Fair', originalPrice: 60, resellPrice: 70, purchaseYear: 2020, usedYears: 5,
    description: 'Selenium cell still powers the meter and the red flag pops up in low light as it should. Shutter fires at both speeds. Some marks on the chrome and the leatherette is lifting a little at one corner. No battery needed, ever.',
  },
  {
    name: 'Yashica T4 Super', brand: 'Other', introduced: 1990, kind: 'compact',
    condition: 'Good', originalPrice: 220, resellPrice: 380, purchaseYear: 2016, usedYears: 9,
    description: 'The T4 Super with the waist-level "super scope" finder and the Zeiss Tessar 35mm f/3.5. Autofocus, flash and rewind all work, door closes tight. Small scratch on the back. Tested recently, negatives look crisp.',
  },
  {
    name: 'Konica Big Mini BM-201', brand: 'Other', introduced: 1989, kind: 'compact',
    condition: 'Good', originalPrice: 90, resellPrice: 180, purchaseYear: 2018, usedYears: 7,
    description: 'Small, light and a surprisingly sharp 35mm f/3.5. LCD fully readable, AF and flash work. Normal wear on the body, one small scuff on the lens cover. Takes a CR2 battery (fresh one installed).',
  },
  {
    name: 'Konica Hexar AF', brand: 'Other', introduced: 1993, kind: 'compact',
    condition: 'Excellent', originalPrice: 600, resellPrice: 720, purchaseYear: 2019, usedYears: 6,
    description: 'Silent-mode enabled Hexar AF with the famous 35mm f/2 lens. Autofocus is confident, no LCD issues, the shutter is almost inaudible. Barely used the last two years. Includes strap and lens cap.',
  },
  {
    name: 'Nikon 35Ti', brand: 'Nikon', introduced: 1993, kind: 'compact', finish: 'champagne',
    condition: 'Good', originalPrice: 700, resellPrice: 640, purchaseYear: 2017, usedYears: 8,
    description: 'Titanium body with the analog dial display on top, all needles move as they should. 35mm f/2.8 Nikkor is clean. Light wear on the titanium and the rubber eyepiece. Shoots beautifully, just selling to fund a medium format kit.',
  },
  {
    name: 'Minolta TC-1', brand: 'Other', introduced: 1996, kind: 'compact', finish: 'chrome',
    condition: 'Excellent', originalPrice: 1100, resellPrice: 1050, purchaseYear: 2019, usedYears: 6,
    description: 'Tiny titanium body with the 28mm G-Rokkor and the perfectly round aperture. Everything works, no error codes. Includes the original case, strap and the hood. Very light signs of use.',
  },
  {
    name: 'Leica Minilux', brand: 'Leica', introduced: 1995, kind: 'compact', finish: 'champagne',
    condition: 'Fair', originalPrice: 420, resellPrice: 380, purchaseYear: 2015, usedYears: 10,
    description: 'Summarit 40mm f/2.4, a gorgeous lens. The camera works fine at the moment, but as everyone knows these can show the E02 error one day, so I am pricing it fairly. Some wear on the titanium finish. Tested last month.',
  },
  {
    name: 'Rollei 35 S', brand: 'Other', introduced: 1974, kind: 'compact', finish: 'chrome',
    condition: 'Good', originalPrice: 280, resellPrice: 260, purchaseYear: 2018, usedYears: 7,
    description: 'Sonnar 40mm f/2.8 version, zone focus, meter works with a modern battery adapter. Lens collapses and locks properly. Small marks on the top plate. Includes the leather half case.',
  },
  {
    name: 'Canon AF35M Sure Shot', brand: 'Canon', introduced: 1979, kind: 'compact',
    condition: 'Good', originalPrice: 70, resellPrice: 85, purchaseYear: 2020, usedYears: 5,
    description: 'First Canon autofocus compact, 38mm f/2.8. Flash charges quickly, motor advance works, lens is clean. Plastic has some light scratches. Uses two AA batteries, which makes it easy to travel with.',
  },
  {
    name: 'Pentax Espio Mini', brand: 'Pentax', introduced: 1994, kind: 'compact', finish: 'chrome',
    condition: 'Excellent', originalPrice: 120, resellPrice: 175, purchaseYear: 2021, usedYears: 4,
    description: 'Great little 32mm f/3.5, pin-sharp. LCD perfect, flash and self-timer work. Hardly any wear. One of the nicest compacts for the money that is not yet overpriced.',
  },
  {
    name: 'Fujifilm Klasse W Silver', brand: 'FujiFilm', introduced: 2006, kind: 'compact', finish: 'champagne',
    condition: 'Excellent', originalPrice: 650, resellPrice: 820, purchaseYear: 2017, usedYears: 8,
    description: 'The 28mm f/2.8 Klasse with aperture priority and exposure compensation. LCD clean, no shutter error. Comes with the original strap and a soft case. Used mostly on holidays, kept in a drawer otherwise.',
  },
  {
    name: 'Fujifilm X100V Silver', brand: 'FujiFilm', introduced: 2020, kind: 'rangefinder', finish: 'chrome',
    condition: 'Excellent', originalPrice: 1399, resellPrice: 1350, purchaseYear: 2021, usedYears: 3,
    description: 'Around 9,000 shutter actuations. Screen protector applied since day one, no scratches. Includes the original box, two batteries, the lens cap and a Fujifilm adapter ring with a UV filter. Selling because I switched to the X100VI.',
  },
  {
    name: 'Fujifilm XF10', brand: 'FujiFilm', introduced: 2018, kind: 'compact', finish: 'champagne',
    condition: 'Good', originalPrice: 499, resellPrice: 340, purchaseYear: 2019, usedYears: 5,
    description: 'APS-C sensor in a jacket pocket. Champagne gold version, 28mm equivalent f/2.8 lens. A couple of small scuffs on the bottom, screen clean. Includes charger cable and one battery.',
  },
  {
    name: 'Ricoh GR III', brand: 'Ricoh', introduced: 2019, kind: 'compact', finish: 'graphite',
    condition: 'Excellent', originalPrice: 899, resellPrice: 780, purchaseYear: 2022, usedYears: 3,
    description: 'No dust on the sensor (checked at f/16 against a white wall), stabiliser and snap focus work perfectly. Includes the GW-4 wide converter adapter, two batteries and the box. Very light wear on the bottom plate.',
  },
  {
    name: 'Ricoh GR II', brand: 'Ricoh', introduced: 2015, kind: 'compact', finish: 'graphite',
    condition: 'Good', originalPrice: 599, resellPrice: 420, purchaseYear: 2016, usedYears: 9,
    description: 'Well used but fully working GR II. Some paint wear on the edges and the mode dial, screen has a few hairline scratches. No dust spots in images. Comes with two batteries and a charger.',
  },
  {
    name: 'Sony RX100 VII', brand: 'Sony', introduced: 2019, kind: 'compact',
    condition: 'Excellent', originalPrice: 1299, resellPrice: 980, purchaseYear: 2021, usedYears: 4,
    description: 'Tiny 24-200mm pocket camera with the real-time tracking AF. Pop-up viewfinder and flip screen work perfectly. Includes the original box, an attachment grip and two spare batteries.',
  },
  {
    name: 'Sony RX1R II', brand: 'Sony', introduced: 2015, kind: 'compact',
    condition: 'Good', originalPrice: 3299, resellPrice: 1950, purchaseYear: 2017, usedYears: 8,
    description: 'Full-frame 42MP with the Zeiss 35mm f/2. Lens and sensor are clean. Some wear on the edges of the body and the aperture ring. Comes with the thumb grip, three batteries and the lens hood.',
  },
  {
    name: 'Canon PowerShot G7 X Mark III', brand: 'Canon', introduced: 2019, kind: 'compact',
    condition: 'Excellent', originalPrice: 749, resellPrice: 620, purchaseYear: 2022, usedYears: 3,
    description: 'Vlogging favourite with the flip screen and mic input. No scratches on the screen, used for a handful of videos. Box, charger cable and wrist strap included.',
  },
  {
    name: 'Canon PowerShot G9 X Mark II', brand: 'Canon', introduced: 2017, kind: 'compact', finish: 'chrome',
    condition: 'Good', originalPrice: 529, resellPrice: 310, purchaseYear: 2018, usedYears: 6,
    description: 'Silver version, 1-inch sensor, very slim. Touchscreen works well, lens extends cleanly. A few small marks on the front plate. Includes a battery and the USB charger.',
  },
  {
    name: 'Panasonic Lumix LX100 II', brand: 'Panasonic', introduced: 2018, kind: 'compact',
    condition: 'Excellent', originalPrice: 899, resellPrice: 610, purchaseYear: 2020, usedYears: 4,
    description: 'Micro Four Thirds sensor with the Leica DC Vario-Summilux 24-75mm f/1.7-2.8. No dust in the lens. Aperture ring and aspect ratio switch all good. Includes the box, a spare battery and a small leather half case.',
  },
  {
    name: 'Leica Q2', brand: 'Leica', introduced: 2019, kind: 'rangefinder',
    condition: 'Excellent', originalPrice: 4995, resellPrice: 3950, purchaseYear: 2021, usedYears: 4,
    description: 'Q2 with the Summilux 28mm f/1.7, about 12,000 frames. Glass perfect, screen protected since new. Includes original box, two batteries, the Leica charger and the protector grip. Selling with the receipt from the Leica Store.',
  },
  {
    name: 'Olympus Tough TG-6', brand: 'Olympus', introduced: 2019, kind: 'compact',
    condition: 'Good', originalPrice: 449, resellPrice: 290, purchaseYear: 2020, usedYears: 5,
    description: 'Waterproof to 15 m, used on two snorkelling trips, always rinsed afterwards. Seals on the door are clean and intact. Scratches on the body as you would expect. Microscope mode is great for macro.',
  },
];
