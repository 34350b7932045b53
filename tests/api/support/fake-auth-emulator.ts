import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type EmulatorAccount = { localId: string; email: string; emailVerified: boolean; providers: string[] };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token shaped like the emulator's: unsigned (`alg: none`), so anyone can write any claims. */
export function unsignedIdToken(claims: {
  uid: string;
  email: string;
  emailVerified?: boolean;
  signInProvider?: string;
}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    email: claims.email,
    email_verified: claims.emailVerified ?? false,
    user_id: claims.uid,
    sub: claims.uid,
    firebase: { identities: { email: [claims.email] }, sign_in_provider: claims.signInProvider ?? 'password' },
    iat: now,
    exp: now + 3600,
    aud: 'demo-shutterswap',
    iss: 'https://securetoken.google.com/demo-shutterswap',
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/**
 * The Firebase Auth Emulator's `accounts:lookup` and `accounts:delete`, as the real one answers them
 * on 127.0.0.1: a lookup by ID token decodes the unsigned token and answers with the account the
 * emulator holds for its `user_id` (never with the token's other claims); a lookup by `localId`
 * needs the emulator's admin credential, `Bearer owner`.
 */
export class FakeAuthEmulator {
  private readonly accounts = new Map<string, EmulatorAccount>();
  private readonly server = createServer((request, response) => void this.handle(request, response));

  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST names it. */
  host = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.host = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Creates a sign-in and answers its uid and an ID token the emulator would issue for it. */
  signUp(email: string, options: { emailVerified?: boolean; provider?: string } = {}) {
    const uid = randomBytes(14).toString('base64url');
    const provider = options.provider ?? 'password';
    const emailVerified = options.emailVerified ?? false;
    this.accounts.set(uid, { localId: uid, email, emailVerified, providers: [provider] });
    return { uid, idToken: unsignedIdToken({ uid, email, emailVerified, signInProvider: provider }) };
  }

  has(uid: string): boolean {
    return this.accounts.has(uid);
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      idToken?: string;
      localId?: string | string[];
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const isOwner = request.headers.authorization === 'Bearer owner';
    const answer = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    const error = (message: string) => answer(400, { error: { code: 400, message } });

    // Project-scoped paths are where firebase-admin sends the same calls.
    const method = /^\/identitytoolkit\.googleapis\.com\/v1\/(?:projects\/[^/]+\/)?accounts:(\w+)$/.exec(
      url.pathname,
    )?.[1];
    if (method === 'lookup') {
      if (isOwner) {
        const ids = Array.isArray(body.localId) ? body.localId : [];
        const found = ids.flatMap((id) => (this.accounts.has(id) ? [this.toRecord(this.accounts.get(id)!)] : []));
        return answer(200, {
          kind: 'identitytoolkit#GetAccountInfoResponse',
          ...(found.length ? { users: found } : {}),
        });
      }
      if (!url.searchParams.get('key')) return answer(403, { error: { code: 403, message: 'missing API key' } });
      const claims = this.decode(body.idToken);
      if (!claims) return error('INVALID_ID_TOKEN');
      const account = this.accounts.get(claims.user_id);
      if (!account) return error('USER_NOT_FOUND');
      return answer(200, { kind: 'identitytoolkit#GetAccountInfoResponse', users: [this.toRecord(account)] });
    }
    if (method === 'delete' && isOwner) {
      const uid = String(body.localId);
      if (!this.accounts.delete(uid)) return error('USER_NOT_FOUND');
      return answer(200, { kind: 'identitytoolkit#DeleteAccountResponse' });
    }
    answer(404, { error: { code: 404, message: 'not found' } });
  }

  private decode(idToken: unknown): { user_id: string } | undefined {
    if (typeof idToken !== 'string') return undefined;
    try {
      const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
      return typeof payload?.user_id === 'string' ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  private toRecord(account: EmulatorAccount) {
    return {
      localId: account.localId,
      email: account.email,
      emailVerified: account.emailVerified,
      validSince: '0',
      providerUserInfo: account.providers.map((providerId) => ({
        providerId,
        email: account.email,
        rawId: providerId === 'password' ? account.email : account.localId,
        federatedId: account.email,
      })),
    };
  }
}
