import type { Role, User } from '@contract/users';

/** What a route or action asks of the user: any signed-in account, one role (docs/spec.md section 6), or one of a few. */
export type Access = 'signedIn' | Role | readonly Role[];

export function hasAccess(user: User | null, access: Access): boolean {
  if (!user) return false;
  if (Array.isArray(access)) return access.includes(user.role);
  return access === 'signedIn' || user.role === access;
}

export const isAdmin = (user: User | null) => hasAccess(user, 'admin');
export const isBuyer = (user: User | null) => hasAccess(user, 'Buyer');
export const isSeller = (user: User | null) => hasAccess(user, 'Seller');

/** How a role is named to people: the stored role "admin" reads "Admin" like the others. */
export function roleLabel(role: Role): string {
  return role === 'admin' ? 'Admin' : role;
}
