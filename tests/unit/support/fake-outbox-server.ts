import type { OutboxCredential } from '@outbox-core/outbox-credential';
import type { HttpAnswer, OutboxTransport } from '@outbox-core/outbox-http';

/*
 * The server as the outbox's transport meets it, in memory: every call recorded with the token it carried, and
 * answered by `answer` (by default: created). Tokens are JWT-shaped with the user id as their subject, as the
 * server's are, so the outbox can tell whose a token is.
 */

export interface Call {
  /** "POST /api/orders", "upload front.jpg", "find <uploadId>". */
  call: string;
  body?: unknown;
  /** Whose token went with it (its subject), or "none". */
  as: string;
}

export const created = (body: unknown = { acknowledged: true, insertedId: 'x' }): HttpAnswer => ({
  reached: true,
  status: 201,
  body,
  retryAfter: null,
});
export const refusedWith = (status: number, message: string, retryAfter: string | null = null): HttpAnswer => ({
  reached: true,
  status,
  body: { error: { code: 'conflict', message } },
  retryAfter,
});
export const noConnection: HttpAnswer = { reached: false, status: 0, reason: 'Failed to fetch' };

/** An access token of this person, shaped as the server's (only its subject matters here). */
export function tokenFor(userId: string, version = 1): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: userId, iat: version, exp: version + 900 })}.sig`;
}

function subjectOf(token: string | null): string {
  if (!token) return 'none';
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
}

/** A credential that always has this person's token (`renewed` counts renewals). */
export function credentialOf(userId: string): OutboxCredential & { renewed: number } {
  const credential = {
    ownerId: userId,
    renewed: 0,
    token: async () => tokenFor(userId),
    renew: async () => {
      credential.renewed += 1;
      return tokenFor(userId, 2);
    },
  };
  return credential;
}

export function fakeOutboxServer(answer: (call: Call) => HttpAnswer = () => created()) {
  const calls: Call[] = [];
  const reply = async (call: Call) => {
    calls.push(call);
    return answer(call);
  };
  const transport: OutboxTransport = {
    request: ({ method, path, body }, token) => reply({ call: `${method} ${path}`, body, as: subjectOf(token) }),
    async uploadPhoto({ file, name }, token, _signal, onProgress) {
      onProgress(0.5);
      const answered = await reply({ call: `upload ${name}`, body: await file.text(), as: subjectOf(token) });
      if (answered.reached && answered.status < 300) onProgress(1);
      return answered;
    },
    findUpload: (uploadId, token) => reply({ call: `find ${uploadId}`, as: subjectOf(token) }),
  };
  return { transport, calls };
}
