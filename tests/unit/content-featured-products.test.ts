import { describe, expect, it } from 'vitest';
import { selectFeaturedProducts } from '@/features/content/lib/featured-products';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('selectFeaturedProducts', () => {
  it('takes list positions 18 to 26 of a long list', () => {
    expect(selectFeaturedProducts(numbers(40))).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26]);
  });

  it('never takes more than 9 items', () => {
    expect(selectFeaturedProducts(numbers(100))).toHaveLength(9);
  });

  it('takes what exists from position 18 when the list is a little longer than 18', () => {
    expect(selectFeaturedProducts(numbers(21))).toEqual([18, 19, 20]);
  });

  it('falls back to the first 9 items when there are fewer than 19', () => {
    expect(selectFeaturedProducts(numbers(18))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(selectFeaturedProducts(numbers(4))).toEqual([0, 1, 2, 3]);
    expect(selectFeaturedProducts([])).toEqual([]);
  });
});
