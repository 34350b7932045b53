/** The gallery shows list positions 18 to 26 of the advertised products (docs/spec.md sections 7 and 9). */
export const FEATURED_FIRST_POSITION = 18;
export const FEATURED_MAX_ITEMS = 9;

/**
 * Picks the products of the Featured gallery. With fewer than 19 advertised items the spec's
 * positions would be empty, so the first nine are shown instead of an empty gallery.
 */
export function selectFeaturedProducts<T>(advertised: readonly T[]): T[] {
  const start = advertised.length > FEATURED_FIRST_POSITION ? FEATURED_FIRST_POSITION : 0;
  return advertised.slice(start, start + FEATURED_MAX_ITEMS);
}
