export interface NavLinkItem {
  label: string;
  to: string;
}

/*
 * Public navigation. "Dashboard" and "Login" (and, signed in, the avatar and Logout) are added by the
 * auth issue through SiteHeader's `accountActions` and this list; they are left out until those routes exist.
 */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Products', to: '/products' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
];
