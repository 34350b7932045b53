import { describe, expect, it } from 'vitest';
import { pageOfSavedSet } from '@/offline/catalogue/saved-set-page';

describe('the page a saved set opens', () => {
  it.each([
    [{ kind: 'catalogue' } as const, '/products'],
    [{ kind: 'category', category: 'point-and-shoot' } as const, '/category/point-and-shoot'],
    [{ kind: 'search', query: 'q=leica&maxPrice=900' } as const, '/products?q=leica&maxPrice=900'],
    [{ kind: 'search', query: '' } as const, '/products'],
    [{ kind: 'seller', listingId: 'l-1' } as const, '/product/l-1'],
  ])('%o opens %s', (scope, page) => {
    expect(pageOfSavedSet(scope)).toBe(page);
  });
});
