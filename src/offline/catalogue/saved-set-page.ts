import type { SavedSetScope } from '@device-catalogue/saved-sets';

/** The app's page showing what a saved set holds: the catalogue, the category, the search, the seller's listing. */
export function pageOfSavedSet(scope: SavedSetScope): string {
  switch (scope.kind) {
    case 'catalogue':
      return '/products';
    case 'category':
      return `/category/${scope.category}`;
    case 'search':
      return scope.query ? `/products?${scope.query}` : '/products';
    case 'seller':
      return `/product/${scope.listingId}`;
  }
}
