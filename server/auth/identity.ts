/** What the auth provider proved about the person behind an ID token. */
export type VerifiedIdentity = {
  uid: string;
  email: string;
  name?: string;
  picture?: string;
  signInProvider: string;
  /** The provider checked that this person receives mail at the address. */
  emailVerified: boolean;
};

export interface IdentityVerifier {
  /** Resolves the identity, or rejects when the token is not one the provider issued. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /** Whether the provider still has this sign-in account. */
  signInExists(uid: string): Promise<boolean>;
  /** Removes the account from the provider (an admin deleting a user). */
  deleteAccount(uid: string): Promise<void>;
}
