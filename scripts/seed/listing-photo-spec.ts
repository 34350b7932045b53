import type { ProductPhotoSpec } from './art/compose-product-photo.ts';
import type { CatalogueListing } from './catalogue.ts';

const CANON_L_RED = '#c8102e';
const NIKON_ED_GOLD = '#c9a227';

/** The maker's name as printed: the name's first word (a Rollei is engraved "Rolleiflex"), spelt as the brand is. */
export function makerName(listing: Pick<CatalogueListing, 'brand' | 'name'>): string {
  const first = listing.name.split(' ')[0] ?? listing.name;
  return first.toLowerCase() === listing.brand.toLowerCase() ? listing.brand : first;
}

/** The name without the maker in front: "Leica M6 Classic" -> "M6 Classic". */
export function modelName(listing: Pick<CatalogueListing, 'brand' | 'name'>): string {
  const maker = makerName(listing);
  return listing.name.toLowerCase().startsWith(maker.toLowerCase())
    ? listing.name.slice(maker.length).trim()
    : listing.name;
}

/** The longest focal length named, e.g. 200 for "70-200mm". */
export function focalLengthOf(name: string): number | null {
  const match = /(\d+)(?:-(\d+))?mm/.exec(name);
  if (!match) return null;
  return Number(match[2] ?? match[1]);
}

function accentOf(listing: CatalogueListing): string | null {
  if (listing.kind !== 'lens') return null;
  if (listing.brand === 'Canon' && /f\/[\d.]+L\b/.test(listing.name)) return CANON_L_RED;
  if (listing.brand === 'Nikon' && /\bED\b/.test(listing.name)) return NIKON_ED_GOLD;
  return null;
}

export function listingPhotoSpec(listing: CatalogueListing, variant: number): ProductPhotoSpec {
  const maker = makerName(listing);
  return {
    kind: listing.kind,
    finish: listing.finish,
    engraving: maker,
    accent: accentOf(listing),
    seed: listing.slug,
    focalLength: focalLengthOf(listing.name),
    brand: maker,
    model: modelName(listing),
    variant,
  };
}
