/**
 * Every query holding one user's data (orders, wishlist, own products, admin lists) is keyed under this root,
 * so signing out or switching accounts removes it all at once and the public catalogue cache stays.
 */
export const PERSONAL_QUERY_ROOT = 'personal';

export function personalQueryKey<const Parts extends readonly unknown[]>(...parts: Parts) {
  return [PERSONAL_QUERY_ROOT, ...parts] as const;
}
