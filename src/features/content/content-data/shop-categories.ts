import type { Category } from '@contract/catalogue';

export interface ShopCategoryTab {
  /** The tab's label as the spec writes it. */
  label: string;
  category: Category;
}

export const SHOP_CATEGORY_TABS: readonly ShopCategoryTab[] = [
  { label: 'Film', category: 'Film' },
  { label: 'Point & Shoot', category: 'Point & Shoot' },
  { label: 'Mirrorless', category: 'Mirrorless' },
  { label: 'DSLR', category: 'DSLR' },
  { label: 'Action', category: 'Action' },
  { label: 'Medium-Format', category: 'Medium Format' },
];
