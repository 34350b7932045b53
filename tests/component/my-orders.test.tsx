import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/orders';
import type { OutboxEntry, OutboxState } from '@outbox-core/outbox-entry';
import type * as GetMyOrders from '@/lib/my-orders-query';
import MyOrdersPage from '@/features/buying/pages/MyOrdersPage';
import { fakeOutbox, resetFakeOutbox, storedEntry } from './support/fake-outbox';
import { orderOf } from './support/fixtures';

/*
 * My Orders as the buyer sees it. Two boundaries are replaced: the server's answer to GET /api/my-orders (the
 * orders query) and the outbox's storage (IndexedDB); the screen, its hooks and the outbox's reading are real.
 */

const BUYER_ID = 'buyer-1';

const server = vi.hoisted(() => ({ answer: (): Promise<Order[]> => new Promise<Order[]>(() => undefined) }));

vi.mock('@/lib/my-orders-query', async (importOriginal) => {
  const actual = await importOriginal<typeof GetMyOrders>();
  return {
    ...actual,
    useMyOrdersQuery: () => useQuery({ queryKey: actual.myOrdersQueryKey, queryFn: () => server.answer() }),
  };
});

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({
    status: 'signedIn',
    loading: false,
    user: { _id: BUYER_ID, email: 'bea@example.test', displayName: 'Bea Buyer', photoURL: '', role: 'Buyer' },
  }),
}));

/** An order the buyer placed with no connection: in the outbox, shown from what the buyer saw. */
function orderInOutbox(pending: Order, state: OutboxState, refusedBecause?: string): OutboxEntry {
  return storedEntry(
    {
      id: pending.clientOrderId,
      kind: 'order',
      ownerId: BUYER_ID,
      request: { method: 'POST', path: '/api/orders', body: {} },
      display: pending,
    },
    state,
    refusedBecause,
  );
}

function showMyOrders() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <MyOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each row of the orders table as its product name and what its Action cell says, in order. */
function shownRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Your orders' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').querySelector('.orders-table__product-name')!.textContent!,
      within(row).getAllByRole('cell').at(-1)!.textContent!,
    ]);
}

beforeEach(() => {
  server.answer = () => new Promise<Order[]>(() => undefined);
  resetFakeOutbox({ _id: BUYER_ID, email: 'bea@example.test', displayName: 'Bea Buyer', photoURL: '', role: 'Buyer' });
});

describe('My Orders', () => {
  it('lists the orders with price, seller, meeting place, where each deal stands and what can be done', async () => {
    server.answer = () =>
      Promise.resolve([
        orderOf({
          _id: 'o1',
          clientOrderId: 'c1',
          productName: 'Canon AE-1 Program',
          productPrice: 180,
          status: 'accepted',
          meetingAt: '2026-11-22T16:30:00.000Z',
        }),
        orderOf({ _id: 'o2', clientOrderId: 'c2', productName: 'Leica M6', productPrice: 1299, status: 'paid' }),
        orderOf({ _id: 'o3', clientOrderId: 'c3', productName: 'Nikon FM2', productPrice: 12.5, availability: 'sold' }),
        orderOf({ _id: 'o4', clientOrderId: 'c4', productName: 'Pentax 67', sellerPhone: null, unreadMessages: 2 }),
        orderOf({ _id: 'o5', clientOrderId: 'c5', productName: 'Olympus XA', status: 'completed' }),
      ]);
    showMyOrders();

    expect(screen.getByRole('heading', { name: 'My orders' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Your orders' });
    expect(shownRows()).toEqual([
      ['Canon AE-1 Program', 'Pay NowMessages'],
      ['Leica M6', 'PaidHand over'],
      ['Nikon FM2', 'SoldRemove'],
      ['Pentax 67', 'Messages (2 new)Remove'],
      ['Olympus XA', 'PaidRate the seller'],
    ]);
    const pentax = screen.getByRole('row', { name: /Pentax 67/ });
    expect(within(pentax).getByText('Waiting for the seller')).toBeTruthy();
    expect(within(pentax).getByText('Phone shown once the seller accepts')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Leica M6/ })).getByText('Paid: meet to hand over')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hand over: Leica M6' }).getAttribute('href')).toBe('/dashboard/orders/o2');
    const canon = screen.getByRole('row', { name: /Canon AE-1 Program/ });
    expect(within(canon).getByTestId('price').textContent).toBe('$180');
    expect(within(canon).getByText('Sun, Nov 22, 4:30 PM')).toBeTruthy();
    expect(within(canon).getByRole('link', { name: 'Pay Now for Canon AE-1 Program' }).getAttribute('href')).toBe(
      '/payment/product-of-o1',
    );
    expect(within(canon).getByRole('link', { name: '+1 206 555 0100' }).getAttribute('href')).toBe('tel:+12065550100');
    expect(within(canon).getByText('Pike Place Market, main entrance')).toBeTruthy();
    expect(within(canon).getByText('+1 206 555 0199').parentElement!.textContent).toBe('Your phone: +1 206 555 0199');
    for (const paid of screen.getAllByRole('button', { name: 'Paid' }))
      expect(paid.hasAttribute('disabled')).toBe(true);
    expect(within(screen.getByRole('row', { name: /Nikon FM2/ })).getByTestId('price').textContent).toBe('$12.50');
  });

  it("promises the seller's phone only on an order still waiting for the seller, never on a cancelled one", async () => {
    server.answer = () =>
      Promise.resolve([
        orderOf({ _id: 'o1', clientOrderId: 'c1', productName: 'Pentax 67', sellerPhone: null }),
        orderOf({
          _id: 'o2',
          clientOrderId: 'c2',
          productName: 'Leica M6',
          sellerPhone: null,
          status: 'cancelled',
          cancelReason: 'buyer',
        }),
      ]);
    showMyOrders();

    await screen.findByRole('table', { name: 'Your orders' });
    const pentax = screen.getByRole('row', { name: /Pentax 67/ });
    expect(within(pentax).getByText('Phone shown once the seller accepts')).toBeTruthy();
    const leica = screen.getByRole('row', { name: /Leica M6/ });
    expect(within(leica).queryByText('Phone shown once the seller accepts')).toBeNull();
  });

  it('shows an order placed with no connection as waiting, and one under way as sending, above the placed ones', async () => {
    server.answer = () =>
      Promise.resolve([orderOf({ _id: 'o1', clientOrderId: 'c1', productName: 'Canon AE-1 Program' })]);
    fakeOutbox.entries = [
      orderInOutbox(orderOf({ _id: 'pending:c7', clientOrderId: 'c7', productName: 'Pentax 67' }), 'waiting'),
      orderInOutbox(orderOf({ _id: 'pending:c8', clientOrderId: 'c8', productName: 'Olympus XA' }), 'sending'),
    ];
    showMyOrders();

    await screen.findByText('Waiting for connection');
    expect(shownRows()).toEqual([
      ['Pentax 67', 'Waiting for connection'],
      ['Olympus XA', 'Sending…'],
      ['Canon AE-1 Program', 'MessagesRemove'],
    ]);
    // Nothing to pay for or remove before the server has the order.
    expect(screen.queryByRole('link', { name: 'Pay Now for Pentax 67' })).toBeNull();
  });

  it('says why an order that waited was refused, until the buyer dismisses it', async () => {
    server.answer = () => Promise.resolve([]);
    fakeOutbox.entries = [
      orderInOutbox(
        orderOf({ _id: 'pending:c9', clientOrderId: 'c9', productName: 'Hasselblad 500C/M' }),
        'refused',
        'This item has already been sold.',
      ),
    ];
    showMyOrders();

    await screen.findByText('Not placed: This item has already been sold.');
    expect(shownRows()).toEqual([['Hasselblad 500C/M', 'Not placed: This item has already been sold.Dismiss']]);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Hasselblad 500C/M' }));
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.queryByText(/Not placed/)).toBeNull();
    expect(fakeOutbox.entries).toEqual([]);
  });

  it('shows an empty cart with a way to the products', async () => {
    server.answer = () => Promise.resolve([]);
    showMyOrders();

    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.getByText('Order a camera or lens you like and it shows up here, ready to pay.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the cart could not be loaded, and loads it again on Try again', async () => {
    server.answer = () => Promise.reject(new Error('The server did not answer.'));
    showMyOrders();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your orders')).toBeTruthy();
    expect(within(alert).getByText('The server did not answer.')).toBeTruthy();

    server.answer = () =>
      Promise.resolve([orderOf({ _id: 'o1', clientOrderId: 'c1', productName: 'Canon AE-1 Program' })]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Your orders' });
    expect(shownRows()).toEqual([['Canon AE-1 Program', 'MessagesRemove']]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading placeholder until the first answer', () => {
    showMyOrders();
    expect(screen.getByText('Loading your orders…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
