import { categorySlug, type Category } from '@contract/catalogue';

/** The products page selector, in the spec's order. */
export const SELECTOR_CATEGORIES: readonly Category[] = [
  'Film',
  'Point & Shoot',
  'Mirrorless',
  'DSLR',
  'Action',
  'Medium Format',
];

export const ALL_PRODUCTS_VALUE = '';

export function categoryOptionValue(category: Category): string {
  return categorySlug(category);
}
