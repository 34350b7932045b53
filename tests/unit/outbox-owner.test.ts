// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessTokenProvider } from '@/lib/access-token-provider';
import { setApiTransport } from '@/lib/api-transport';
import { endSession, startSession } from '@/lib/session/session-store';
import { sendOutboxNow } from '@/offline/outbox/outbox-sender';
import { newEntry } from '@outbox-core/outbox-entry';
import { addEntry, readEntries, readEntry, removeEntry } from '@outbox-core/outbox-store';

/*
 * Finding 1 of issue 27: Alice's orders were being sent on a slow network when she logged out keeping them and Bob
 * signed in; her next order went out with Bob's token and became Bob's. Here the page's own sender runs against a
 * server reached through the HTTP client's seam, and the session changes under its round.
 */

function token(sub: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub, iat: 1, exp: 4_000_000_000 })}.sig`;
}
const user = (id: string) => ({
  _id: id,
  email: `${id}@example.com`,
  displayName: id,
  photoURL: '',
  role: 'Buyer' as const,
});

afterEach(async () => {
  endSession();
  for (const entry of await readEntries()) await removeEntry(entry.id);
});

describe('whose writes go with whose credential', () => {
  it("never sends Alice's orders as Bob; they go with Alice's token once she is back", async () => {
    setAccessTokenProvider({ tokenForRequest: async () => null, renewToken: async () => null });
    const sent: { order: string; as: string }[] = [];
    let release: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => (release = resolve));
    setApiTransport(async (_path, init) => {
      const order = (JSON.parse(String(init.body)) as { clientOrderId: string }).clientOrderId;
      sent.push({ order, as: (init.headers as Record<string, string>).Authorization ?? 'nobody' });
      if (sent.length === 1) await firstAnswer;
      return new Response(JSON.stringify({ acknowledged: true, insertedId: `o-${order}` }), { status: 201 });
    });
    startSession({ accessToken: token('alice'), user: user('alice') });
    for (const [index, id] of ['a1', 'a2'].entries()) {
      const request = { method: 'POST' as const, path: '/api/orders', body: { clientOrderId: id } };
      await addEntry(newEntry({ id, kind: 'order', ownerId: 'alice', request }, index, false));
    }
    sendOutboxNow();
    // Alice's first order is on a slow network when she logs out (keeping the rest) and Bob signs in.
    await expect.poll(() => sent.length).toBe(1);
    endSession();
    startSession({ accessToken: token('bob'), user: user('bob') });
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([{ order: 'a1', as: `Bearer ${token('alice')}` }]);
    expect(await readEntry('a2')).toMatchObject({ ownerId: 'alice', state: 'waiting' });

    // Alice is back: her order goes, with her token.
    endSession();
    startSession({ accessToken: token('alice'), user: user('alice') });
    await expect.poll(() => sent.length, { timeout: 3_000 }).toBe(2);
    expect(sent[1]).toEqual({ order: 'a2', as: `Bearer ${token('alice')}` });
    await expect.poll(async () => (await readEntries()).length).toBe(0);
  });
});
