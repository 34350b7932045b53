import { z } from 'zod';
import { freeText } from './free-text.ts';
import { profilePhotoUrlSchema } from './images.ts';

export const SIGN_UP_ROLES = ['Buyer', 'Seller'] as const;
export const ROLES = ['Buyer', 'Seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What an account may do (issue 30): every account but an admin's buys; selling is turned on per account
 * (stored as the role "Seller", which buys too, and verified by an admin as before); an admin only administers.
 * The server's route guards and the app's screens both ask this, so they never disagree.
 */
export const CAPABILITIES = ['buy', 'sell', 'admin'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export function hasCapability(role: Role, capability: Capability): boolean {
  if (capability === 'admin') return role === 'admin';
  if (capability === 'sell') return role === 'Seller';
  return role !== 'admin';
}

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);

/**
 * POST /api/users: the identity comes from the verified ID token. Registration makes an account that buys; an
 * older app may still ask for "Seller", which turns selling on at once.
 */
export const createUserBodySchema = z.object({
  email: emailSchema,
  role: z.enum(SIGN_UP_ROLES).default('Buyer'),
  displayName: freeText().min(1, 'Enter your name').max(80),
  photoURL: profilePhotoUrlSchema.default(''),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['Verified', 'Unverified']).optional(),
  /** The id of the account's public seller page, which its listings carry (so the app knows one's own listings). */
  publicId: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const createUserAnswerSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string().nullable(),
  user: userSchema,
});

export const accessTokenAnswerSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswerSchema>;

export const userListSchema = z.array(userSchema);

export const roleCheckParamsSchema = z.object({ email: emailSchema });
/** GET /api/users/{admin|buyer|seller}/{email}: one flag, named after the capability asked about. */
export const roleCheckAnswerSchema = z.union([
  z.object({ isAdmin: z.boolean() }),
  z.object({ isBuyer: z.boolean() }),
  z.object({ isSeller: z.boolean() }),
]);

/** POST /api/users/me/selling ("Start selling"): the account, now selling and awaiting an admin's verification. */
export const startSellingAnswerSchema = z.object({ acknowledged: z.literal(true), user: userSchema });
export type StartSellingAnswer = z.infer<typeof startSellingAnswerSchema>;
