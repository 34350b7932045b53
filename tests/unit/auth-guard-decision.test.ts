import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { decideGuard } from '../../src/app/guards/guard-decision';
import { dashboardMenuFor } from '../../src/app/dashboard/dashboard-menu';
import { PROTECTED_ROUTES } from '../../src/app/protected-routes';
import type { Access } from '../../src/lib/session/roles';

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
  const accesses: Access[] = ['signedIn', 'Buyer', 'Seller', 'admin'];

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

  it('lets only the matching role open a role page (spec section 6)', () => {
    const matrix: [User['role'], Access, 'allow' | 'redirectToLogin'][] = [
      ['Buyer', 'Buyer', 'allow'],
      ['Buyer', 'Seller', 'redirectToLogin'],
      ['Buyer', 'admin', 'redirectToLogin'],
      ['Seller', 'Buyer', 'redirectToLogin'],
      ['Seller', 'Seller', 'allow'],
      ['Seller', 'admin', 'redirectToLogin'],
      ['admin', 'Buyer', 'redirectToLogin'],
      ['admin', 'Seller', 'redirectToLogin'],
      ['admin', 'admin', 'allow'],
    ];
    for (const [role, access, decision] of matrix) expect(decideGuard(signedIn(role), access)).toBe(decision);
  });
});

describe('dashboardMenuFor', () => {
  // Later issues keep adding pages to the route list, so these check the rule, not today's list.
  const menuRoutesFor = (role: User['role']) =>
    PROTECTED_ROUTES.filter((route) => route.menu && route.access === role).map((route) => route.path);

  it("lists exactly the menu pages of the user's role, in the route list's order", () => {
    for (const role of ['Buyer', 'Seller', 'admin'] as const) {
      expect(dashboardMenuFor(user(role)).map((item) => item.path)).toEqual(menuRoutesFor(role));
    }
  });

  it('gives admins All Buyers and All Sellers, linked to their routes', () => {
    const menu = dashboardMenuFor(user('admin'));
    expect(menu).toContainEqual(expect.objectContaining({ label: 'All Buyers', path: '/dashboard/all-buyers' }));
    expect(menu).toContainEqual(expect.objectContaining({ label: 'All Sellers', path: '/dashboard/all-sellers' }));
  });

  it('shows buyers and sellers none of the admin pages, and visitors nothing', () => {
    for (const role of ['Buyer', 'Seller'] as const) {
      const labels = dashboardMenuFor(user(role)).map((item) => item.label);
      expect(labels).not.toContain('All Buyers');
      expect(labels).not.toContain('All Sellers');
    }
    expect(dashboardMenuFor(null)).toEqual([]);
  });
});
