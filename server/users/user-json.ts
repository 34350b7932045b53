import type { User } from '@contract/users.ts';
import type { users } from '../db/schema.ts';

export function toUserJson(row: typeof users.$inferSelect): User {
  return {
    _id: row.id,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    role: row.role,
    publicId: row.publicId,
    ...(row.role === 'Seller' ? { status: row.status ?? 'Unverified' } : {}),
  };
}
