/** A footer entry: a link when the app has a page for it, plain text otherwise (never a dead link). */
export interface FooterLinkEntry {
  label: string;
  to?: string;
}

export interface FooterLinkColumn {
  title: 'Services' | 'Company' | 'Legal';
  entries: readonly FooterLinkEntry[];
}

/** The legal pages: in the site footer's Legal column and in the short footer of signed-in screens. */
export const LEGAL_LINKS = [
  { label: 'Terms of use', to: '/terms' },
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Cookie policy', to: '/cookies' },
] as const satisfies readonly FooterLinkEntry[];

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
  { title: 'Legal', entries: LEGAL_LINKS },
];
