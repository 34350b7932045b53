import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/catalogue';
import ListingActions from '@/features/selling/components/ListingActions';
import { PRODUCT } from './support/fixtures';

/* The Action column of My Products: what a seller may do with a listing, and why not when they may not. */

function renderActions(product: Product) {
  const onAdvertise = vi.fn();
  render(
    <ListingActions
      product={product}
      advertising={false}
      deleting={false}
      onAdvertise={onAdvertise}
      onUpdate={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
  return { onAdvertise };
}

describe('ListingActions', () => {
  it('offers "Click to Advertise" to a verified seller', () => {
    renderActions({ ...PRODUCT, sellerVerified: true, status: 'Unadvertised', availability: 'available' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Click to Advertise' }).disabled).toBe(false);
  });

  it('tells a seller not verified yet that advertising waits for verification, with no button to press', () => {
    renderActions({ ...PRODUCT, sellerVerified: false, status: 'Unadvertised', availability: 'available' });
    expect(screen.queryByRole('button', { name: 'Click to Advertise' })).toBeNull();
    expect(screen.getByText('Advertise once verified').textContent).toBe('Advertise once verified');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: `Update ${PRODUCT.name}` }).disabled).toBe(false);
  });
});
