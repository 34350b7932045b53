import type { ListingDraft } from './listing-draft.ts';

/** Action, 360 and rugged cameras. */
export const actionListings: ListingDraft[] = [
  {
    name: 'GoPro HERO11 Black', brand: 'GoPro', introduced: 2022, kind: 'action',
    condition: 'Excellent', originalPrice: 499, resellPrice: 290, purchaseYear: 2023, usedYears: 2,
    description: 'Used on one ski trip. Lens cover scratch-free, both screens perfect. Includes two Enduro batteries, the mounting buckle, thumb screw and the USB-C cable.',
  },
  {
    name: 'GoPro HERO12 Black', brand: 'GoPro', introduced: 2023, kind: 'action',
    condition: 'Excellent', originalPrice: 399, resellPrice: 280, purchaseYear: 2024, usedYears: 1,
    description: 'Like new, used for a handful of cycling videos. Includes the Enduro battery, a second battery, the Media Mod and a 128 GB card. Original box.',
  },
  {
    name: 'GoPro HERO13 Black', brand: 'GoPro', introduced: 2024, kind: 'action',
    condition: 'Excellent', originalPrice: 399, resellPrice: 320, purchaseYear: 2025, usedYears: 1,
    description: 'Bought as a gift and barely used. Magnetic latch mount included, plus the Enduro battery and the box. Not a single scratch on the lens.',
  },
  {
    name: 'GoPro HERO10 Black', brand: 'GoPro', introduced: 2021, kind: 'action',
    condition: 'Good', originalPrice: 449, resellPrice: 190, purchaseYear: 2022, usedYears: 3,
    description: 'Fully working with HyperSmooth 4.0. Light scratches on the body from mountain biking, replaceable lens cover is clean. Includes two batteries and a chest mount.',
  },
  {
    name: 'GoPro HERO9 Black', brand: 'GoPro', introduced: 2020, kind: 'action',
    condition: 'Good', originalPrice: 449, resellPrice: 160, purchaseYear: 2021, usedYears: 4,
    description: 'Front screen and rear touchscreen work. New lens cover fitted this year. Comes with three batteries, a dual charger and a floating hand grip.',
  },
  {
    name: 'GoPro HERO8 Black', brand: 'GoPro', introduced: 2019, kind: 'action',
    condition: 'Fair', originalPrice: 399, resellPrice: 110, purchaseYear: 2020, usedYears: 5,
    description: 'Works fine, heavily used for surfing. The body has scratches and the fold-out fingers are a bit loose but hold a mount. Lens is clean. One battery.',
  },
  {
    name: 'GoPro HERO7 Black', brand: 'GoPro', introduced: 2018, kind: 'action',
    condition: 'Good', originalPrice: 399, resellPrice: 95, purchaseYear: 2019, usedYears: 6,
    description: 'Great starter action cam with HyperSmooth. Touchscreen responsive, battery holds a decent charge. Includes the frame mount and a head strap.',
  },
  {
    name: 'GoPro HERO6 Black', brand: 'GoPro', introduced: 2017, kind: 'action',
    condition: 'Fair', originalPrice: 499, resellPrice: 75, purchaseYear: 2018, usedYears: 7,
    description: 'Older but still records 4K60. Some scratches on the screen, does not affect use. Comes with the waterproof housing (dive tested last summer, no leaks) and one battery.',
  },
  {
    name: 'GoPro HERO5 Black', brand: 'GoPro', introduced: 2016, kind: 'action',
    condition: 'Fair', originalPrice: 399, resellPrice: 60, purchaseYear: 2017, usedYears: 8,
    description: 'Fully working, waterproof without a housing. Body has wear and the battery door is a little loose but closes. Good cheap dashcam or timelapse camera.',
  },
  {
    name: 'GoPro MAX 360', brand: 'GoPro', introduced: 2019, kind: 'action',
    condition: 'Good', originalPrice: 499, resellPrice: 230, purchaseYear: 2021, usedYears: 4,
    description: '360 camera with great stabilisation and reframing in the app. Both lenses unscratched, I always used the protective lens covers (included). Two batteries and the carry pouch.',
  },
  {
    name: 'DJI Osmo Action 3', brand: 'Other', introduced: 2022, kind: 'action',
    condition: 'Excellent', originalPrice: 329, resellPrice: 200, purchaseYear: 2023, usedYears: 2,
    description: 'Quick-release magnetic mount, excellent in the cold. Both screens perfect. Includes the battery case with three batteries and the horizontal-vertical protective frame.',
  },
  {
    name: 'DJI Osmo Action 4', brand: 'Other', introduced: 2023, kind: 'action',
    condition: 'Excellent', originalPrice: 399, resellPrice: 260, purchaseYear: 2024, usedYears: 1,
    description: 'Bigger 1/1.3-inch sensor, really good at night. Used on one holiday. Adventure combo: three batteries, charging case, extension rod and the original box.',
  },
  {
    name: 'DJI Osmo Action 5 Pro', brand: 'Other', introduced: 2024, kind: 'action',
    condition: 'Excellent', originalPrice: 349, resellPrice: 290, purchaseYear: 2025, usedYears: 1,
    description: 'Bought in January, switching systems. Includes two batteries, the quick-release adapter and the box. Not a mark on it.',
  },
  {
    name: 'DJI Osmo Action', brand: 'Other', introduced: 2019, kind: 'action',
    condition: 'Fair', originalPrice: 349, resellPrice: 80, purchaseYear: 2019, usedYears: 6,
    description: 'The first Osmo Action. Works, records 4K60 with RockSteady. Screen has scuffs and the lens cover has a small scratch that can show against the sun. Two batteries.',
  },
  {
    name: 'DJI Pocket 2', brand: 'Other', introduced: 2020, kind: 'action',
    condition: 'Good', originalPrice: 349, resellPrice: 170, purchaseYear: 2021, usedYears: 4,
    description: 'Tiny 3-axis gimbal camera, brilliant for walking vlogs. Gimbal calibrates fine, no drift. Comes with the Do-It-All handle, mini tripod and the case.',
  },
  {
    name: 'Insta360 X3', brand: 'Other', introduced: 2022, kind: 'action',
    condition: 'Good', originalPrice: 449, resellPrice: 240, purchaseYear: 2023, usedYears: 2,
    description: '360 camera with the invisible selfie stick effect. Lenses are clean, I always used the lens guards. Includes two batteries, the invisible selfie stick and the pouch.',
  },
  {
    name: 'Insta360 ONE RS 1-Inch 360', brand: 'Other', introduced: 2022, kind: 'action',
    condition: 'Excellent', originalPrice: 799, resellPrice: 460, purchaseYear: 2023, usedYears: 2,
    description: 'Co-engineered with Leica, 1-inch sensors for really clean 360 footage. Everything works, lenses perfect. Includes the mounting bracket, battery and the box.',
  },
  {
    name: 'Insta360 GO 3 64GB', brand: 'Other', introduced: 2023, kind: 'action',
    condition: 'Excellent', originalPrice: 379, resellPrice: 230, purchaseYear: 2024, usedYears: 1,
    description: 'Thumb-sized camera with the Action Pod. Magnetic pendant, clip and pivot stand included. Great for POV clips with the kids. All in the original box.',
  },
  {
    name: 'Insta360 Ace Pro', brand: 'Other', introduced: 2023, kind: 'action',
    condition: 'Good', originalPrice: 449, resellPrice: 270, purchaseYear: 2024, usedYears: 1,
    description: 'Flip screen action camera with a large sensor. Small scuff on the side of the body, lens guard clean. Two batteries and the quick-release mount.',
  },
  {
    name: 'Sony RX0 II', brand: 'Sony', introduced: 2019, kind: 'action',
    condition: 'Excellent', originalPrice: 699, resellPrice: 380, purchaseYear: 2020, usedYears: 5,
    description: 'Rugged 1-inch sensor mini camera with a tilting screen. Used for timelapses in a studio, never in water. Comes with two batteries and the VCT-SGR1 grip.',
  },
  {
    name: 'Sony FDR-X3000 4K Action Cam', brand: 'Sony', introduced: 2016, kind: 'action',
    condition: 'Good', originalPrice: 549, resellPrice: 150, purchaseYear: 2017, usedYears: 8,
    description: 'Optical stabilisation, Zeiss lens. Includes the waterproof housing, the live view remote and two batteries. Some wear on the housing latch.',
  },
  {
    name: 'Olympus Tough TG-Tracker', brand: 'Olympus', introduced: 2016, kind: 'action',
    condition: 'Good', originalPrice: 349, resellPrice: 120, purchaseYear: 2017, usedYears: 8,
    description: 'Rugged 4K camera with GPS and sensors that log your route, altitude and depth. Waterproof to 30 m without a housing. Some scratches, seals intact.',
  },
  {
    name: 'Ricoh WG-6', brand: 'Ricoh', introduced: 2018, kind: 'action',
    condition: 'Good', originalPrice: 399, resellPrice: 190, purchaseYear: 2019, usedYears: 6,
    description: 'Waterproof, shockproof and freezeproof with ring lights around the lens for macro. Door seals clean. Light scratches on the body. Battery, strap and USB cable.',
  },
  {
    name: 'Nikon KeyMission 170', brand: 'Nikon', introduced: 2016, kind: 'action',
    condition: 'Fair', originalPrice: 399, resellPrice: 70, purchaseYear: 2017, usedYears: 8,
    description: 'Wide 170 degree action camera, waterproof to 10 m. Works fine; screen has small scratches and the app is a bit clunky. Comes with the waterproof lens cover and two mounts.',
  },
  {
    name: 'Akaso Brave 7 LE', brand: 'Other', introduced: 2020, kind: 'action',
    condition: 'Good', originalPrice: 159, resellPrice: 70, purchaseYear: 2021, usedYears: 4,
    description: 'Budget 4K action camera with dual screens and the wrist remote. Comes with the full accessory kit: two batteries, housing, a bag of mounts. Great for kids or a first action cam.',
  },
  {
    name: 'Garmin VIRB Ultra 30', brand: 'Other', introduced: 2016, kind: 'action',
    condition: 'Good', originalPrice: 499, resellPrice: 130, purchaseYear: 2017, usedYears: 8,
    description: 'Records GPS, speed and heart-rate overlays from Garmin sensors. Includes the waterproof housing with the voice-control microphone. Small scuff on the screen.',
  },
];
