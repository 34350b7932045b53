export interface NavLinkItem {
  label: string;
  to: string;
}

/*
 * The top navigation (spec "Global elements"). Login, or the avatar, name and Logout when signed in, come from
 * AccountMenu (header) and SideMenuAccount (drawer). Dashboard is always listed: its guard sends visitors to /login.
 */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Products', to: '/products' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Dashboard', to: '/dashboard' },
];

/** Saved for offline: the whole catalogue's download, saved sets and storage (its own item beside the spec's links). */
export const SAVED_FOR_OFFLINE_LINK = {
  to: '/saved-for-offline',
  /** The phone's side menu says what it is for. */
  menuLabel: 'Download the whole catalogue',
  /** The header on wide screens has room for an icon only: its name. */
  headerLabel: 'Saved for offline',
} as const;
