/** A footer entry: a link when the app has a page for it, plain text otherwise (never a dead link). */
export interface FooterLinkEntry {
  label: string;
  to?: string;
}

export interface FooterLinkColumn {
  title: 'Services' | 'Company' | 'Legal';
  entries: readonly FooterLinkEntry[];
}

export const FOOTER_LINK_COLUMNS: readonly FooterLinkColumn[] = [
  {
    title: 'Services',
    entries: [
      { label: 'Shop used gear', to: '/products' },
      { label: 'Sell your camera', to: '/dashboard/add-product' },
    ],
  },
  {
    title: 'Company',
    entries: [
      { label: 'About us', to: '/about' },
      { label: 'Original content', to: '/blog' },
      { label: 'Careers' },
      { label: 'Press kit' },
    ],
  },
  {
    title: 'Legal',
    entries: [
      { label: 'Terms of use', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Cookie policy', to: '/cookies' },
    ],
  },
];
