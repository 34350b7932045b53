/*
 * How much one listing holds. No zod here: the service worker imports this file, and a schema would bring zod into
 * its bundle.
 */

export const MAX_PHOTOS_PER_LISTING = 6;
