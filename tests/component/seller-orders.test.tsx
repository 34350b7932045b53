import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@contract/orders';
import SellerOrdersPage from '@/features/deals/pages/SellerOrdersPage';
import { answer, never, refusal, resetFakeApi } from './support/fake-api';
import { orderOf } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/* Orders Received (/dashboard/orders-received) as a seller sees it. Replaced: the server (the HTTP client's transport). */

const received = (fields: Parameters<typeof orderOf>[0]) => orderOf({ role: 'seller', ...fields });

/** A dispute an admin decided. */
const decided = (resolution: 'released' | 'refunded'): Order['dispute'] => ({
  openedBy: 'buyer',
  reason: 'Not as described',
  details: '',
  photos: [],
  openedAt: '2026-11-20T10:00:00.000Z',
  resolution,
  note: 'Decided from the photos.',
  resolvedAt: '2026-11-21T10:00:00.000Z',
});

const showOrdersReceived = () => renderScreen(<SellerOrdersPage />, { path: '/dashboard/orders-received' });

/** Each card: the item, what the seller reads about the deal, and the label of its link. */
function shownOrders(): string[][] {
  const list = screen.getByRole('list', { name: 'Orders received' });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => [
      card.querySelector('.deal-card__title')!.textContent!,
      card.querySelector('.status-pill')!.textContent!,
      within(card).getByRole('link').getAttribute('aria-label')!,
      within(card).getByRole('link').textContent!,
    ]);
}

beforeEach(() => resetFakeApi());

describe('Orders Received', () => {
  it('lists each order with where the deal stands and what the seller does next', async () => {
    answer('GET /api/seller-orders', {
      body: [
        received({ _id: 'o1', clientOrderId: 'c1', productName: 'Leica M6', buyerName: 'Bea Buyer' }),
        received({
          _id: 'o2',
          clientOrderId: 'c2',
          productName: 'Nikon FM2',
          buyerName: 'Noah Patel',
          status: 'paid',
          unreadMessages: 2,
        }),
        received({ _id: 'o3', clientOrderId: 'c3', productName: 'Pentax 67', status: 'accepted' }),
        received({ _id: 'o4', clientOrderId: 'c4', productName: 'Olympus XA', status: 'completed' }),
        received({ _id: 'o5', clientOrderId: 'c5', productName: 'Canon AE-1', status: 'completed', ratedByMe: true }),
        received({ _id: 'o6', clientOrderId: 'c6', productName: 'Rolleiflex 2.8F', status: 'cancelled' }),
        // Decided disputes stay in the list, saying how they ended.
        received({
          _id: 'o7',
          clientOrderId: 'c7',
          productName: 'Minolta X-700',
          status: 'cancelled',
          cancelReason: 'refunded',
          dispute: decided('refunded'),
        }),
        received({
          _id: 'o8',
          clientOrderId: 'c8',
          productName: 'Yashica Mat-124G',
          status: 'completed',
          ratedByMe: true,
          dispute: decided('released'),
        }),
      ],
    });
    showOrdersReceived();
    await screen.findByRole('list', { name: 'Orders received' });
    expect(screen.getByRole('heading', { name: 'Orders for your gear' })).toBeTruthy();
    expect(shownOrders()).toEqual([
      ['Leica M6', 'New order', 'Accept or decline: Leica M6 for Bea Buyer', 'Accept or decline'],
      [
        'Nikon FM2',
        'Paid: hand it over',
        'Show the hand-over code (2 new messages): Nikon FM2 for Noah Patel',
        'Show the hand-over code2 new',
      ],
      ['Pentax 67', 'Accepted: waiting for payment', 'Open: Pentax 67 for Bea Buyer', 'Open'],
      ['Olympus XA', 'Completed', 'Rate the buyer: Olympus XA for Bea Buyer', 'Rate the buyer'],
      ['Canon AE-1', 'Completed', 'Open: Canon AE-1 for Bea Buyer', 'Open'],
      ['Rolleiflex 2.8F', 'Cancelled', 'Open: Rolleiflex 2.8F for Bea Buyer', 'Open'],
      ['Minolta X-700', 'Buyer refunded after a dispute', 'Open: Minolta X-700 for Bea Buyer', 'Open'],
      ['Yashica Mat-124G', 'Paid to you after a dispute', 'Open: Yashica Mat-124G for Bea Buyer', 'Open'],
    ]);
    expect(screen.getByRole('link', { name: 'Accept or decline: Leica M6 for Bea Buyer' }).getAttribute('href')).toBe(
      '/dashboard/orders/o1',
    );
    expect(within(screen.getAllByRole('listitem')[0]!).getByTestId('price').textContent).toBe('$180');
  });

  it('says when no buyer has ordered yet, with a way to the seller’s products', async () => {
    answer('GET /api/seller-orders', { body: [] });
    showOrdersReceived();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(
      screen.getByText('When a buyer orders one of your listings, it shows up here for you to accept.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your products' }).getAttribute('href')).toBe('/dashboard/my-products');
  });

  it('shows a loading placeholder until the first answer', () => {
    answer('GET /api/seller-orders', never);
    showOrdersReceived();
    expect(screen.getByText('Loading the orders…')).toBeTruthy();
  });

  it('says the orders could not be loaded, and loads them again on Try again', async () => {
    answer('GET /api/seller-orders', refusal(403, 'Only sellers have orders received'));
    showOrdersReceived();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the orders')).toBeTruthy();
    expect(within(alert).getByText('Only sellers have orders received')).toBeTruthy();
    answer('GET /api/seller-orders', { body: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });
});
