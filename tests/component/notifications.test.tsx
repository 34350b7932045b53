import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@contract/notifications';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import NotificationsPage from '@/features/notifications/pages/NotificationsPage';
import type { User } from '@contract/users';
import { answer, callsMade, never, refusal, resetFakeApi, setConnection } from './support/fake-api';
import { ADMIN, BUYER } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/* Notifications (/dashboard/notifications). Replaced: the server (the HTTP client's transport). */

const notice = (fields: Partial<Notification> & Pick<Notification, '_id' | 'text'>): Notification => ({
  kind: 'order-accepted',
  orderId: null,
  productId: null,
  buyerId: null,
  readAt: null,
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  ...fields,
});

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({ status: 'signedIn', loading: false, user: session.user }),
}));

const showNotifications = () => renderScreen(<NotificationsPage />, { path: '/dashboard/notifications' });

beforeEach(() => {
  resetFakeApi();
  session.user = BUYER;
});
afterEach(() => setConnection(true));

describe('Notifications', () => {
  it('lists what happened, newest first, the new ones marked, each leading to its order; then marks them read', async () => {
    answer('GET /api/notifications', {
      body: [
        notice({
          _id: 'n1',
          kind: 'order-paid',
          orderId: 'o1',
          text: 'Bea Buyer paid for Leica M6. It is reserved for them: hand it over within 7 days.',
        }),
        notice({
          _id: 'n2',
          kind: 'rated',
          text: 'Bea Buyer rated you 5 stars.',
          readAt: '2026-11-20T12:00:00.000Z',
          createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        }),
      ],
    });
    answer('POST /api/notifications/read', { body: { acknowledged: true, modifiedCount: 1 } });
    showNotifications();

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'New: Bea Buyer paid for Leica M6. It is reserved for them: hand it over within 7 days.3 minutes ago',
      'Bea Buyer rated you 5 stars.2 days ago',
    ]);
    expect(
      within(list)
        .getByRole('link', {
          name: 'Bea Buyer paid for Leica M6. It is reserved for them: hand it over within 7 days.',
        })
        .getAttribute('href'),
    ).toBe('/dashboard/orders/o1');
    await vi.waitFor(() => expect(callsMade()).toContain('POST /api/notifications/read'));
  });

  it('keeps the new ones marked while the page is open, after the server has them read', async () => {
    let readAt: string | null = null;
    const paid = () => notice({ _id: 'n1', orderId: 'o1', text: 'Bea Buyer paid for Leica M6.', readAt });
    answer('GET /api/notifications', () => Promise.resolve({ body: [paid()] }));
    answer('POST /api/notifications/read', () => {
      readAt = '2026-11-26T08:00:00.000Z';
      return Promise.resolve({ body: { acknowledged: true, modifiedCount: 1 } });
    });
    showNotifications();
    const list = await screen.findByRole('list', { name: 'Your notifications' });

    await vi.waitFor(() => expect(callsMade().filter((call) => call === 'GET /api/notifications')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(list).getByRole('listitem').textContent).toBe('New: Bea Buyer paid for Leica M6.3 minutes ago');
  });

  it('marks nothing read while offline', async () => {
    setConnection(false);
    renderScreen(<NotificationsPage />, {
      kept: (client) =>
        client.setQueryData(notificationsQueryKey, [notice({ _id: 'n1', text: 'Sam Seller accepted your order.' })]),
    });
    expect(await screen.findByText('Sam Seller accepted your order.')).toBeTruthy();
    expect(callsMade()).toEqual([]);
  });

  it('says when there is nothing yet', async () => {
    answer('GET /api/notifications', { body: [] });
    showNotifications();
    expect(await screen.findByText('Nothing new')).toBeTruthy();
    expect(screen.getByText('Orders, answers, payments and ratings show up here as they happen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
  });

  it('tells an admin of disputes, each leading to the Disputes page, and says so when there is none', async () => {
    session.user = ADMIN;
    answer('GET /api/notifications', { body: [] });
    showNotifications();
    expect(await screen.findByText('Nothing new')).toBeTruthy();
    expect(screen.getByText('Disputes that buyers and sellers open show up here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the disputes' }).getAttribute('href')).toBe('/dashboard/disputes');
  });

  it('an admin’s notice of a dispute opens the Disputes page', async () => {
    session.user = ADMIN;
    const text = 'Bea Buyer opened a dispute about Leica M6 with Sam Seller: The lens has fungus';
    answer('GET /api/notifications', { body: [notice({ _id: 'n1', kind: 'dispute-opened', orderId: 'o1', text })] });
    answer('POST /api/notifications/read', { body: { acknowledged: true, modifiedCount: 1 } });
    showNotifications();
    expect((await screen.findByRole('link', { name: text })).getAttribute('href')).toBe('/dashboard/disputes');
  });

  it('says where this browser cannot show notifications with the app closed', async () => {
    answer('GET /api/notifications', never);
    showNotifications();
    expect(
      await screen.findByText('This browser cannot show notifications from Shutterswap when the app is closed.'),
    ).toBeTruthy();
    expect(screen.getByText('Loading your notifications…')).toBeTruthy();
  });

  it('says the notifications could not be loaded, and loads them again on Try again', async () => {
    answer('GET /api/notifications', refusal(403, 'Sign in again to see your notifications'));
    showNotifications();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your notifications')).toBeTruthy();
    answer('GET /api/notifications', { body: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing new')).toBeTruthy();
  });
});
