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
