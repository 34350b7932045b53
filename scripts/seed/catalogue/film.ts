import type { ListingDraft } from './listing-draft.ts';

/** 35 mm film bodies and the manual lenses people shoot on them. */
export const filmListings: ListingDraft[] = [
  {
    name: 'Leica M6 Classic 0.72 Silver Chrome', brand: 'Leica', introduced: 1984, kind: 'rangefinder', finish: 'chrome',
    condition: 'Excellent', originalPrice: 2450, resellPrice: 2890, purchaseYear: 2016, usedYears: 9,
    description: 'Classic Wetzlar M6 with the 0.72 finder, serviced by a Leica technician in 2023 (receipt included). Meter is accurate against my handheld, rangefinder patch is bright and aligned at infinity and close focus. Tiny brassing on the baseplate edge, no dents. Body only with original strap and body cap.',
  },
  {
    name: 'Leica M3 Double Stroke', brand: 'Leica', introduced: 1954, kind: 'rangefinder', finish: 'chrome',
    condition: 'Good', originalPrice: 1900, resellPrice: 1750, purchaseYear: 2013, usedYears: 12,
    description: 'Early double-stroke M3 from 1956, the famous 0.91 finder is clear with only faint haze you can see with a flashlight. All speeds sound right and my last roll of HP5 came back evenly exposed. Normal wear on the vulcanite corners and a small ding on the top plate near the rewind knob.',
  },
  {
    name: 'Leica M4-P Black', brand: 'Leica', introduced: 1981, kind: 'rangefinder',
    condition: 'Good', originalPrice: 1800, resellPrice: 1650, purchaseYear: 2017, usedYears: 8,
    description: 'Black M4-P with 28 to 135 framelines, great as a fully mechanical no-battery camera. Paint has honest wear on the edges, finder is clean and contrasty. Shutter curtains are fine, no pinholes. Comes with a Leica body cap and a thumbs-up grip.',
  },
  {
    name: 'Nikon FM2n Chrome', brand: 'Nikon', introduced: 1982, kind: 'slr', finish: 'chrome',
    condition: 'Excellent', originalPrice: 420, resellPrice: 395, purchaseYear: 2019, usedYears: 6,
    description: 'The honeycomb-shutter FM2n, 1/4000 top speed, fully mechanical. New light seals and mirror foam done by me last spring. Meter LEDs work on fresh batteries, film counter and self-timer work. Body only, very clean with no dents.',
  },
  {
    name: 'Nikon F3 HP', brand: 'Nikon', introduced: 1980, kind: 'slr',
    condition: 'Good', originalPrice: 480, resellPrice: 420, purchaseYear: 2018, usedYears: 7,
    description: 'F3 with the high-eyepoint DE-3 finder, perfect if you wear glasses. LCD in the finder is clear with no bleeding. Some paint wear on the prism corners from years in a bag, nothing structural. Tested with a roll of Portra 400 last month, scans attached on request.',
  },
  {
    name: 'Nikon F2 Photomic', brand: 'Nikon', introduced: 1971, kind: 'slr', finish: 'chrome',
    condition: 'Fair', originalPrice: 350, resellPrice: 260, purchaseYear: 2015, usedYears: 10,
    description: 'Built like a tank, the shutter is accurate on all speeds by ear and on my phone app. The DP-1 meter works but reads about half a stop hot, so I mostly used it as a manual camera. Cosmetic wear and a small dent on the prism housing, priced accordingly.',
  },
  {
    name: 'Nikon FE2 Black', brand: 'Nikon', introduced: 1983, kind: 'slr',
    condition: 'Excellent', originalPrice: 390, resellPrice: 360, purchaseYear: 2020, usedYears: 5,
    description: 'Aperture priority plus mechanical 1/250 backup, one of the best all-rounders ever made. Seals replaced, shutter fires cleanly on all speeds and in auto. Comes with the original strap and a spare set of SR44 batteries.',
  },
  {
    name: 'Canon AE-1 Program Silver', brand: 'Canon', introduced: 1981, kind: 'slr', finish: 'chrome',
    condition: 'Good', originalPrice: 320, resellPrice: 240, purchaseYear: 2019, usedYears: 6,
    description: 'No shutter squeal (I tested it several times, it is quiet). Program mode and shutter priority both work, meter matches my Sekonic. Light seals replaced in 2022. Some marks on the bottom plate, viewfinder has a little dust that does not show in photos.',
  },
  {
    name: 'Canon New F-1 AE Finder', brand: 'Canon', introduced: 1981, kind: 'slr',
    condition: 'Good', originalPrice: 520, resellPrice: 450, purchaseYear: 2016, usedYears: 9,
    description: 'Canon\'s professional FD body with the AE finder FN for shutter priority. Everything works, including the interchangeable focusing screen (standard split prism fitted). Light wear on the paint at the corners. Body and AE finder only, no motor drive.',
  },
  {
    name: 'Canon EOS-1V', brand: 'Canon', introduced: 2000, kind: 'dslr',
    condition: 'Excellent', originalPrice: 900, resellPrice: 780, purchaseYear: 2018, usedYears: 7,
    description: 'Canon\'s last pro film body and it works with every EF lens I own. Rubber grips are still tight, no stickiness, LCD is perfect. I shot about 40 rolls through it. Includes the original strap, eyecup and a CR123A battery.',
  },
  {
    name: 'Pentax K1000', brand: 'Pentax', introduced: 1976, kind: 'slr', finish: 'chrome',
    condition: 'Good', originalPrice: 220, resellPrice: 190, purchaseYear: 2021, usedYears: 4,
    description: 'The classic student camera, fully mechanical so it shoots without a battery. Meter needle moves and is close to correct. New seals, clean mirror. Small scuffs on the top plate, otherwise tidy. Great first film camera.',
  },
  {
    name: 'Pentax MX Black', brand: 'Pentax', introduced: 1976, kind: 'slr',
    condition: 'Excellent', originalPrice: 290, resellPrice: 275, purchaseYear: 2019, usedYears: 6,
    description: 'Tiny, mechanical and a lovely bright finder. LED meter works and agrees with my phone meter. All speeds sound right, no capping at 1/1000. Seals replaced this year. One of the cleanest black MX bodies I have seen.',
  },
  {
    name: 'Olympus OM-1n Silver', brand: 'Olympus', introduced: 1979, kind: 'slr', finish: 'chrome',
    condition: 'Excellent', originalPrice: 340, resellPrice: 310, purchaseYear: 2018, usedYears: 7,
    description: 'CLA\'d in 2024 by a specialist, new prism foam so no desilvering. Meter converted to run on a modern 1.5V battery with a diode, reads accurately. Really clean body. Includes a body cap and a neck strap.',
  },
  {
    name: 'Olympus OM-2n Black', brand: 'Olympus', introduced: 1979, kind: 'slr',
    condition: 'Good', originalPrice: 300, resellPrice: 255, purchaseYear: 2017, usedYears: 8,
    description: 'Aperture priority with the famous off-the-film metering. Auto and manual modes work. There is light brassing on the rewind side and a faint line in the focusing screen that you only notice against the sky. Works great, just not mint.',
  },
  {
    name: 'Minolta X-700', brand: 'Other', introduced: 1981, kind: 'slr',
    condition: 'Good', originalPrice: 210, resellPrice: 175, purchaseYear: 2020, usedYears: 5,
    description: 'Program, aperture priority and manual all work, capacitors replaced so the dreaded lock-up is fixed. Finder is bright with the Acute Matte screen. Some wear on the grip rubber. Body only.',
  },
  {
    name: 'Minolta SRT-101', brand: 'Other', introduced: 1966, kind: 'slr', finish: 'chrome',
    condition: 'Fair', originalPrice: 140, resellPrice: 95, purchaseYear: 2014, usedYears: 11,
    description: 'Old but honest. Shutter works on all speeds, slow speeds are a touch long. Meter works with a zinc-air cell. Visible scratches on the top plate and the strap lugs are a bit worn. Good user camera for someone learning manual exposure.',
  },
  {
    name: 'Canon Canonet QL17 GIII', brand: 'Canon', introduced: 1972, kind: 'rangefinder', finish: 'chrome',
    condition: 'Good', originalPrice: 260, resellPrice: 230, purchaseYear: 2019, usedYears: 6,
    description: 'Compact rangefinder with the sharp 40mm f/1.7. Rangefinder patch re-silvered and aligned, seals done, shutter priority auto works with a 1.35V adapter (included). Small scuff on the lens barrel, glass is clean.',
  },
  {
    name: 'Yashica Electro 35 GSN', brand: 'Other', introduced: 1973, kind: 'rangefinder', finish: 'chrome',
    condition: 'Fair', originalPrice: 160, resellPrice: 120, purchaseYear: 2016, usedYears: 9,
    description: 'Lovely 45mm f/1.7 lens. The pad of death was fixed years ago and the auto exposure works with the battery adapter. The rangefinder patch is a bit dim and the top cover has a small dent. Works, shows its age.',
  },
  {
    name: 'Voigtländer Bessa R2A', brand: 'Voigtländer', introduced: 2004, kind: 'rangefinder',
    condition: 'Excellent', originalPrice: 750, resellPrice: 620, purchaseYear: 2018, usedYears: 6,
    description: 'Leica M-mount rangefinder with aperture priority, a great way into M lenses. Finder is bright, rangefinder accurate with my 35 and 50. Barely any wear. Comes with the original box, manual and strap.',
  },
  {
    name: 'Contax G2 Titanium', brand: 'Contax', introduced: 1996, kind: 'rangefinder', finish: 'champagne',
    condition: 'Excellent', originalPrice: 950, resellPrice: 1180, purchaseYear: 2017, usedYears: 8,
    description: 'Autofocus rangefinder with no LCD bleeding and a bright counter. Autofocus is fast and accurate with the 45mm Planar I shot on it (lens not included). Titanium body has a small mark near the strap lug, otherwise lovely. Tested with a roll of Ektar last month.',
  },
  {
    name: 'Leica Summicron-M 50mm f/2', brand: 'Leica', introduced: 1979, kind: 'lens',
    condition: 'Excellent', originalPrice: 1600, resellPrice: 1450, purchaseYear: 2017, usedYears: 8,
    description: 'Version 4 Summicron with the built-in hood. Glass is clean: no haze, no fungus, no separation, only a couple of cleaning marks I can see with a torch. Focus is smooth and aperture clicks are crisp. Front and rear caps included.',
  },
  {
    name: 'Zeiss Planar T* 50mm f/2 ZM', brand: 'Zeiss', introduced: 2004, kind: 'lens', finish: 'chrome',
    condition: 'Excellent', originalPrice: 850, resellPrice: 690, purchaseYear: 2019, usedYears: 6,
    description: 'Silver ZM Planar for Leica M mount, very sharp wide open with lovely contrast. Glass perfect. Comes with both caps and the original box. Selling because I moved to a 35mm as my only lens.',
  },
  {
    name: 'Voigtländer Nokton Classic 40mm f/1.4', brand: 'Voigtländer', introduced: 2008, kind: 'lens',
    condition: 'Good', originalPrice: 480, resellPrice: 390, purchaseYear: 2018, usedYears: 7,
    description: 'Multi-coated version in M mount. Glass is clean, focus tab and aperture work as they should. Some wear on the paint of the focus tab. Brings up 35mm framelines on most M bodies. Caps included, no box.',
  },
  {
    name: 'Nikon Nikkor 50mm f/1.4 AI-S', brand: 'Nikon', introduced: 1981, kind: 'lens',
    condition: 'Good', originalPrice: 190, resellPrice: 160, purchaseYear: 2019, usedYears: 6,
    description: 'Manual focus 50mm that works on every Nikon F body and adapts beautifully to mirrorless. Clean glass, very light dust inside which is normal. Focus ring is smooth and damped, aperture snappy. Caps included.',
  },
  {
    name: 'Canon FD 50mm f/1.4 S.S.C.', brand: 'Canon', introduced: 1973, kind: 'lens', finish: 'chrome',
    condition: 'Good', originalPrice: 150, resellPrice: 120, purchaseYear: 2020, usedYears: 5,
    description: 'Breech-lock chrome-nose FD lens, super sharp stopped down and glowy wide open. No fungus or haze, a few small cleaning marks on the front element. Breech lock ring turns smoothly. Fits AE-1, A-1, F-1 and any FD body.',
  },
  {
    name: 'Pentax SMC Takumar 50mm f/1.4', brand: 'Pentax', introduced: 1971, kind: 'lens', finish: 'chrome',
    condition: 'Fair', originalPrice: 140, resellPrice: 95, purchaseYear: 2016, usedYears: 9,
    description: 'M42 screw mount. This is the thoriated version so the glass has a light yellow tint, which you can clear with a UV lamp or just correct in post. No fungus. Focus is a little stiffer than it should be in the cold. Sold as a user lens.',
  },
  {
    name: 'Olympus Zuiko Auto-S 50mm f/1.8', brand: 'Olympus', introduced: 1972, kind: 'lens',
    condition: 'Excellent', originalPrice: 80, resellPrice: 60, purchaseYear: 2021, usedYears: 4,
    description: 'Small and sharp OM mount standard lens. Glass is clean with no haze, aperture blades are dry and snappy. Comes with an Olympus front cap and a generic rear cap. Made in Japan version.',
  },
];
