import { hasCapability, type Capability, type Role, type User } from '@contract/users';

/** What a route or action asks of the user: any signed-in account, or one capability (contract/users.ts). */
export type Access = 'signedIn' | Capability;

export function hasAccess(user: User | null, access: Access): boolean {
  if (!user) return false;
  return access === 'signedIn' || hasCapability(user.role, access);
}

export const isAdmin = (user: User | null) => hasAccess(user, 'admin');
export const canBuy = (user: User | null) => hasAccess(user, 'buy');
export const canSell = (user: User | null) => hasAccess(user, 'sell');

/** How an account is named to people: what it does (an account that sells buys too). */
export function roleLabel(role: Role): string {
  if (role === 'admin') return 'Admin';
  return role === 'Seller' ? 'Buyer and seller' : 'Buyer';
}

/** Whether the listing is the user's own: they sell it, so they neither order it nor ask about it. */
export function isOwnListing(user: User | null, listing: { sellerPublicId?: string | undefined }): boolean {
  return Boolean(user?.publicId && listing.sellerPublicId === user.publicId);
}
