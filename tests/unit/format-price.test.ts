import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice } from '@contract/format-price';

describe('formatPrice', () => {
  it('shows whole dollars without cents, with thousands separators', () => {
    expect(formatPrice(450)).toBe('$450');
    expect(formatPrice(1299)).toBe('$1,299');
    expect(formatPrice(12_500)).toBe('$12,500');
  });

  it('shows cents with two digits', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0.05)).toBe('$0.05');
    expect(formatPrice(1299.99)).toBe('$1,299.99');
  });

  it('shows a price stored in cents the same way', () => {
    expect(formatCents(199_900)).toBe('$1,999');
    expect(formatCents(1_250)).toBe('$12.50');
    expect(formatCents(5)).toBe('$0.05');
  });
});
