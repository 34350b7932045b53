import type { IdentityVerifier, VerifiedIdentity } from '@server/auth/identity.ts';

/**
 * Stands in for Firebase: an ID token is only valid if `issue` made it, so a test can present a
 * proved identity, or a made-up token that must be refused.
 */
export class FakeIdentityVerifier implements IdentityVerifier {
  private readonly issued = new Map<string, VerifiedIdentity>();
  readonly deletedAccounts: string[] = [];
  private counter = 0;

  issue(identity: Partial<VerifiedIdentity> & { email: string }): string {
    const uid = identity.uid ?? `uid-${identity.email}`;
    // An ID token's shape, naming its uid as Firebase's do; only the signature is made up.
    const claims = Buffer.from(JSON.stringify({ sub: uid, n: ++this.counter })).toString('base64url');
    const token = `e30.${claims}.fake-signature`;
    this.issued.set(token, {
      uid,
      signInProvider: identity.signInProvider ?? 'password',
      emailVerified: identity.emailVerified ?? false,
      ...identity,
      email: identity.email.toLowerCase(),
    });
    return token;
  }

  async verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    const identity = this.issued.get(idToken);
    if (!identity) throw new Error('invalid ID token');
    return identity;
  }

  async signInExists(uid: string): Promise<boolean> {
    const issuedUids = [...this.issued.values()].map((identity) => identity.uid);
    return issuedUids.includes(uid) && !this.deletedAccounts.includes(uid);
  }

  async deleteAccount(uid: string): Promise<void> {
    this.deletedAccounts.push(uid);
  }
}
