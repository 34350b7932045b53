import { describe, expect, it } from 'vitest';
import type { User } from '@contract/users';
import { decideGuard } from '@/app/app-frame/guards/guard-decision';
import { dashboardMenuFor } from '@/app/app-frame/dashboard/dashboard-menu';
import type { Access } from '@/lib/session/roles';

const user = (role: User['role']): User => ({
  _id: `id-${role}`,
  email: `${role.toLowerCase()}@example.test`,
  displayName: role,
  photoURL: '',
  role,
});

const signedIn = (role: User['role']) => ({ status: 'signedIn' as const, user: user(role) });
const signedOut = { status: 'signedOut' as const, user: null };
const loading = { status: 'loading' as const, user: null };

describe('decideGuard', () => {
  const accesses: Access[] = ['signedIn', 'buy', 'sell', 'admin'];

  it('waits while the session loads, whatever the route needs', () => {
    for (const access of accesses) expect(decideGuard(loading, access)).toBe('wait');
  });

  it('sends visitors to log in, whatever the route needs', () => {
    for (const access of accesses) expect(decideGuard(signedOut, access)).toBe('redirectToLogin');
  });

  it('lets any signed-in user open the dashboard', () => {
    for (const role of ['Buyer', 'Seller', 'admin'] as const)
      expect(decideGuard(signedIn(role), 'signedIn')).toBe('allow');
  });

  it('lets only an account with the capability open its pages: a seller buys too, an admin only administers', () => {
    const matrix: [User['role'], Access, 'allow' | 'redirectToLogin'][] = [
      ['Buyer', 'buy', 'allow'],
      ['Buyer', 'sell', 'redirectToLogin'],
      ['Buyer', 'admin', 'redirectToLogin'],
      ['Seller', 'buy', 'allow'],
      ['Seller', 'sell', 'allow'],
      ['Seller', 'admin', 'redirectToLogin'],
      ['admin', 'buy', 'redirectToLogin'],
      ['admin', 'sell', 'redirectToLogin'],
      ['admin', 'admin', 'allow'],
    ];
    for (const [role, access, decision] of matrix) expect(decideGuard(signedIn(role), access)).toBe(decision);
  });
});

describe('dashboardMenuFor', () => {
  const menuOf = (role: User['role']) => dashboardMenuFor(user(role)).map(({ label, path }) => `${label} ${path}`);

  it("lists exactly the menu pages of the account's capabilities, in the spec's order, then the deals' pages", () => {
    expect(menuOf('Buyer')).toEqual([
      'My Orders /dashboard/my-orders',
      'My Offers /dashboard/my-offers',
      'My Wishlist /dashboard/my-wishlist',
      'Saved Searches /dashboard/saved-searches',
      'Questions /dashboard/questions',
      'Notifications /dashboard/notifications',
    ]);
    // An account that sells buys too (issue 30).
    expect(menuOf('Seller')).toEqual([
      'My Orders /dashboard/my-orders',
      'My Offers /dashboard/my-offers',
      'My Wishlist /dashboard/my-wishlist',
      'Saved Searches /dashboard/saved-searches',
      'Add Product /dashboard/add-product',
      'My Products /dashboard/my-products',
      'Orders Received /dashboard/orders-received',
      'Offers Received /dashboard/offers-received',
      'Questions /dashboard/questions',
      'Notifications /dashboard/notifications',
    ]);
    expect(menuOf('admin')).toEqual([
      'All Buyers /dashboard/all-buyers',
      'All Sellers /dashboard/all-sellers',
      'Reported Items /dashboard/reported-items',
      'Disputes /dashboard/disputes',
      'Notifications /dashboard/notifications',
    ]);
  });

  it('shows visitors nothing', () => {
    expect(dashboardMenuFor(null)).toEqual([]);
  });
});
