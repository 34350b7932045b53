import type { ListingDraft } from './listing-draft.ts';

/** Digital SLR bodies and autofocus lenses for them. */
export const dslrListings: ListingDraft[] = [
  {
    name: 'Nikon D750', brand: 'Nikon', introduced: 2014, kind: 'dslr',
    condition: 'Good', originalPrice: 1999, resellPrice: 590, purchaseYear: 2016, usedYears: 9,
    description: 'Shutter count 64,000, was recalled and serviced by Nikon for the flare issue. Tilt screen works, both card slots OK. Wear on the grip and a small scratch on the top LCD. Includes two EN-EL15 batteries and the charger.',
  },
  {
    name: 'Nikon D850', brand: 'Nikon', introduced: 2017, kind: 'dslr',
    condition: 'Excellent', originalPrice: 3299, resellPrice: 1750, purchaseYear: 2019, usedYears: 6,
    description: '45MP landscape beast with 22,000 actuations. Sensor clean, no dead pixels. Always used on a tripod with an L-plate. Complete in box with the strap, battery, charger and body cap.',
  },
  {
    name: 'Nikon D810', brand: 'Nikon', introduced: 2014, kind: 'dslr',
    condition: 'Good', originalPrice: 2999, resellPrice: 690, purchaseYear: 2015, usedYears: 10,
    description: 'Still a superb 36MP camera. Shutter count around 80,000, well within its rating. Rubber is intact, some paint wear on the prism. Includes battery, charger and the original strap.',
  },
  {
    name: 'Nikon D610', brand: 'Nikon', introduced: 2013, kind: 'dslr',
    condition: 'Good', originalPrice: 1999, resellPrice: 480, purchaseYear: 2016, usedYears: 9,
    description: 'Affordable full frame with the fixed D600 shutter, no oil spots. 31,000 actuations. Light wear on the edges. Comes with a battery, charger and a third-party battery grip.',
  },
  {
    name: 'Nikon D500', brand: 'Nikon', introduced: 2016, kind: 'dslr',
    condition: 'Excellent', originalPrice: 1999, resellPrice: 820, purchaseYear: 2018, usedYears: 7,
    description: 'Wildlife and sports favourite, 10 fps with a huge buffer. 48,000 actuations, focus tuned with my 200-500. Very clean body, includes two batteries and the XQD card reader.',
  },
  {
    name: 'Nikon D7500', brand: 'Nikon', introduced: 2017, kind: 'dslr',
    condition: 'Excellent', originalPrice: 1249, resellPrice: 560, purchaseYear: 2019, usedYears: 6,
    description: 'APS-C with the D500 sensor. Only 11,000 shutter count. Tilt screen is perfect. Box, battery, charger and strap included. Great upgrade from an entry-level body.',
  },
  {
    name: 'Nikon D3500 with 18-55mm VR', brand: 'Nikon', introduced: 2018, kind: 'dslr',
    condition: 'Good', originalPrice: 499, resellPrice: 290, purchaseYear: 2020, usedYears: 5,
    description: 'Ideal first camera with the kit zoom. Shutter count 7,500. A small scuff on the lens hood, otherwise clean. Includes the battery, charger and a 32 GB card.',
  },
  {
    name: 'Canon EOS 5D Mark III', brand: 'Canon', introduced: 2012, kind: 'dslr',
    condition: 'Good', originalPrice: 3499, resellPrice: 620, purchaseYear: 2013, usedYears: 12,
    description: 'Reliable full frame with 110,000 actuations (shutter replaced by Canon service at 95,000, receipt included). Both CF and SD slots work. Usual wear on the grip. Includes two LP-E6 batteries and a charger.',
  },
  {
    name: 'Canon EOS 5D Mark IV', brand: 'Canon', introduced: 2016, kind: 'dslr',
    condition: 'Excellent', originalPrice: 3499, resellPrice: 1450, purchaseYear: 2018, usedYears: 7,
    description: '30MP with dual pixel AF, about 42,000 actuations. Sensor cleaned, screen protected since new. Box, strap, battery, charger and the original cables included.',
  },
  {
    name: 'Canon EOS 6D', brand: 'Canon', introduced: 2012, kind: 'dslr',
    condition: 'Good', originalPrice: 2099, resellPrice: 430, purchaseYear: 2014, usedYears: 11,
    description: 'First full-frame for a lot of us, still great in low light. 58,000 actuations. Some wear on the mode dial and grip. Includes two batteries and the charger.',
  },
  {
    name: 'Canon EOS 80D', brand: 'Canon', introduced: 2016, kind: 'dslr',
    condition: 'Excellent', originalPrice: 1199, resellPrice: 480, purchaseYear: 2017, usedYears: 8,
    description: 'APS-C with the flip screen and great video AF. Shutter count 18,000. Barely a mark on it. Includes battery, charger and the original strap.',
  },
  {
    name: 'Canon EOS 7D Mark II', brand: 'Canon', introduced: 2014, kind: 'dslr',
    condition: 'Fair', originalPrice: 1799, resellPrice: 420, purchaseYear: 2015, usedYears: 10,
    description: 'Worked hard at motorsport events. 160,000 actuations, everything works but the paint is worn through on the prism and grip corners. Priced for the wear. Two batteries included.',
  },
  {
    name: 'Canon EOS-1D X', brand: 'Canon', introduced: 2012, kind: 'dslr',
    condition: 'Good', originalPrice: 6799, resellPrice: 1050, purchaseYear: 2014, usedYears: 11,
    description: 'The original 1D X, 210,000 actuations of a 400,000 rated shutter. Serviced in 2023. Cosmetic wear on the edges, all buttons and both CF slots work. Includes two LP-E4N batteries and the dual charger.',
  },
  {
    name: 'Canon EOS Rebel T7i', brand: 'Canon', introduced: 2017, kind: 'dslr',
    condition: 'Excellent', originalPrice: 899, resellPrice: 410, purchaseYear: 2019, usedYears: 6,
    description: 'Flip-screen beginner DSLR with great autofocus. Shutter count 6,000. Comes with the EF-S 18-55mm IS STM, battery, charger and the box.',
  },
  {
    name: 'Pentax K-1 Mark II', brand: 'Pentax', introduced: 2018, kind: 'dslr',
    condition: 'Excellent', originalPrice: 1999, resellPrice: 1180, purchaseYear: 2019, usedYears: 6,
    description: 'Weather-sealed full frame with pixel shift and the crazy flexible screen. 19,000 actuations. Clean sensor. Includes the box, strap, two batteries and the charger.',
  },
  {
    name: 'Pentax K-70', brand: 'Pentax', introduced: 2016, kind: 'dslr',
    condition: 'Good', originalPrice: 649, resellPrice: 360, purchaseYear: 2017, usedYears: 8,
    description: 'Weather-sealed APS-C, great with old Pentax lenses. Some wear on the rubber, all functions work. Includes battery, charger and strap.',
  },
  {
    name: 'Sony A99 II', brand: 'Sony', introduced: 2016, kind: 'dslr',
    condition: 'Good', originalPrice: 3199, resellPrice: 1050, purchaseYear: 2018, usedYears: 7,
    description: 'Sony\'s last A-mount flagship, 42MP with a translucent mirror. 25,000 actuations. Light wear, all functions work. Includes two batteries and the original strap.',
  },
  {
    name: 'Canon EF 50mm f/1.8 STM', brand: 'Canon', introduced: 2015, kind: 'lens',
    condition: 'Excellent', originalPrice: 125, resellPrice: 90, purchaseYear: 2021, usedYears: 4,
    description: 'The "nifty fifty". Quiet STM focusing, metal mount. Glass clean, comes with both caps. Perfect first prime for portraits.',
  },
  {
    name: 'Canon EF 24-70mm f/2.8L II USM', brand: 'Canon', introduced: 2012, kind: 'lens',
    condition: 'Good', originalPrice: 2299, resellPrice: 980, purchaseYear: 2015, usedYears: 10,
    description: 'Sharp workhorse zoom. Glass is clean, zoom ring smooth, no creep. Wear marks on the barrel from years of events. Hood, caps and the pouch included.',
  },
  {
    name: 'Canon EF 70-200mm f/2.8L IS II USM', brand: 'Canon', introduced: 2010, kind: 'lens', finish: 'white',
    condition: 'Good', originalPrice: 2499, resellPrice: 1050, purchaseYear: 2014, usedYears: 11,
    description: 'The white L zoom. IS works silently, focus is fast and accurate. Paint has some scuffs and the tripod collar knob is a bit loose, glass perfect. Hood and soft case included.',
  },
  {
    name: 'Canon EF 100mm f/2.8L Macro IS USM', brand: 'Canon', introduced: 2009, kind: 'lens',
    condition: 'Excellent', originalPrice: 899, resellPrice: 620, purchaseYear: 2016, usedYears: 9,
    description: 'Life-size macro with hybrid IS, also a lovely portrait lens. Glass clean, focus limiter switch works. Includes hood, caps and the box.',
  },
  {
    name: 'Nikon AF-S 50mm f/1.4G', brand: 'Nikon', introduced: 2008, kind: 'lens',
    condition: 'Good', originalPrice: 449, resellPrice: 240, purchaseYear: 2015, usedYears: 10,
    description: 'Smooth rendering, AF-S so it focuses on every modern Nikon. Glass clean, a little wear on the focus ring. Comes with the HB-47 hood and caps.',
  },
  {
    name: 'Nikon AF-S 24-70mm f/2.8G ED', brand: 'Nikon', introduced: 2007, kind: 'lens',
    condition: 'Good', originalPrice: 1799, resellPrice: 760, purchaseYear: 2013, usedYears: 12,
    description: 'The classic pro zoom. Optically excellent, zoom is smooth. Some wear marks on the paint and the rubber zoom ring is slightly loose but does not slip. Hood and caps included.',
  },
  {
    name: 'Nikon AF-S 85mm f/1.8G', brand: 'Nikon', introduced: 2012, kind: 'lens',
    condition: 'Excellent', originalPrice: 499, resellPrice: 330, purchaseYear: 2018, usedYears: 7,
    description: 'Wonderful portrait lens for full frame. Clean glass, fast and quiet AF. Box, hood and caps included.',
  },
  {
    name: 'Sigma 35mm f/1.4 DG HSM Art (Canon EF)', brand: 'Other', introduced: 2012, kind: 'lens',
    condition: 'Good', originalPrice: 899, resellPrice: 390, purchaseYear: 2016, usedYears: 9,
    description: 'Tack sharp at f/1.4. Calibrated with the USB dock for my 5D IV. Glass clean, some marks on the hood. Hood, caps and the Sigma padded case included.',
  },
  {
    name: 'Tamron SP 70-200mm f/2.8 Di VC USD G2 (Nikon F)', brand: 'Other', introduced: 2016, kind: 'lens',
    condition: 'Excellent', originalPrice: 1299, resellPrice: 790, purchaseYear: 2019, usedYears: 6,
    description: 'Sharp, fast and stabilised. Comes with the tripod foot, hood and caps. Glass perfect, zoom and focus rings smooth. Selling because I moved to mirrorless.',
  },
  {
    name: 'Zeiss Milvus 50mm f/1.4 (Nikon F)', brand: 'Zeiss', introduced: 2015, kind: 'lens',
    condition: 'Excellent', originalPrice: 1199, resellPrice: 740, purchaseYear: 2018, usedYears: 7,
    description: 'Manual focus with a long, silky focus throw, built like jewellery. Glass mint, weather sealed. Box, hood and caps included.',
  },
  {
    name: 'Pentax smc DA 35mm f/2.4 AL', brand: 'Pentax', introduced: 2010, kind: 'lens',
    condition: 'Excellent', originalPrice: 199, resellPrice: 120, purchaseYear: 2019, usedYears: 6,
    description: 'Light and sharp normal lens for Pentax APS-C. Glass clean, AF quick. Both caps included. Great match for the K-70.',
  },
];
