import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderMessage } from '@contract/order-messages';
import type { Order } from '@contract/orders';
import { orderMessagesQueryKey } from '@/features/deals/api/get-order-messages';
import MessageThread from '@/features/deals/components/MessageThread';
import { answer, callsMade, resetFakeApi, setConnection } from './support/fake-api';
import { fakeOutbox, putEntries, resetFakeOutbox, storedEntry } from './support/fake-outbox';
import { BUYER, messageOf, orderOf } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/*
 * The messages of an order as its buyer reads and writes them: the server's messages, then this phone's still in
 * the outbox (waiting, sending, refused), each once; new ones written through the outbox, with or without a signal.
 * Replaced: the server (the HTTP client's transport), the outbox's store and first try, and the signed-in user.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));
vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({ status: 'signedIn', loading: false, user: BUYER }),
}));

const ORDER = orderOf({ _id: 'o1', clientOrderId: 'c1', productName: 'Leica M6', status: 'accepted' });

const serverMessage = (id: string, text: string, fields: Partial<OrderMessage> = {}) =>
  messageOf({ _id: id, text, ...fields });

/** A message this phone wrote, as the outbox keeps it until the server has it. */
function queuedMessage(id: string, text: string, state: 'waiting' | 'sending' | 'refused', refusedBecause?: string) {
  const pending = serverMessage(id, text, { mine: true, senderName: 'Bea Buyer', readAt: null });
  return storedEntry(
    {
      id,
      kind: 'message',
      ownerId: BUYER._id,
      request: { method: 'POST', path: '/api/orders/o1/messages', body: { messageId: id, kind: 'text', text } },
      display: pending,
    },
    state,
    refusedBecause,
  );
}

function showThread(order: Order = ORDER, { cached }: { cached?: OrderMessage[] } = {}) {
  renderScreen(<MessageThread order={order} />, {
    kept: (client) => cached && client.setQueryData(orderMessagesQueryKey(order._id), cached),
  });
}

/** Each message shown: who wrote it, its text, and how its delivery stands (empty once sent). */
function shownMessages(): string[][] {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.thread__meta')!.textContent!.split(' · ')[0]!,
      item.querySelector('.thread__text')?.textContent ?? '',
      item.querySelector('.thread__delivery')?.textContent ?? '',
    ]);
}

beforeEach(() => {
  resetFakeApi();
  resetFakeOutbox(BUYER);
});
afterEach(() => setConnection(true));

describe('a long thread (issue 26, finding 11)', () => {
  it('shows the latest 100 messages, and the earlier ones when asked', async () => {
    const numbered = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) =>
        serverMessage(`m${from + index}`, `Message ${from + index}`, {
          writtenAt: new Date(Date.UTC(2030, 0, 1, 10, 0, from + index)).toISOString(),
        }),
      );
    answer('GET /api/orders/o1/messages', { body: numbered(26, 125) });
    answer('GET /api/orders/o1/messages?before=m26', { body: numbered(1, 25) });
    showThread();
    const earlier = await screen.findByRole('button', { name: 'Show earlier messages' });
    expect(shownMessages()).toHaveLength(100);
    expect(shownMessages()[0]![1]).toBe('Message 26');

    await userEvent.setup().click(earlier);
    await vi.waitFor(() => expect(shownMessages()).toHaveLength(125));
    expect(shownMessages().map((shown) => shown[1])).toEqual(
      Array.from({ length: 125 }, (_, index) => `Message ${index + 1}`),
    );
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });
});

describe('the message thread', () => {
  it("shows the server's messages, then this phone's waiting, sending and refused ones, each once", async () => {
    answer('GET /api/orders/o1/messages', {
      body: [
        serverMessage('m1', 'Is Saturday at noon fine?'),
        serverMessage('m2', 'Yes, see you then', { mine: true, senderName: 'Bea Buyer' }),
      ],
    });
    putEntries([
      // Sent, its answer lost: the server has it already, so it shows once, as sent.
      queuedMessage('m2', 'Yes, see you then', 'sending'),
      queuedMessage('m3', 'I will bring cash', 'waiting'),
      queuedMessage('m4', 'Running 5 minutes late', 'sending'),
      queuedMessage('m5', 'Can you do $1,200?', 'refused', 'You cannot write about this order: it is cancelled.'),
      {
        ...queuedMessage('m6', 'About another order', 'waiting'),
        display: { ...serverMessage('m6', ''), orderId: 'o2' },
      },
      { ...queuedMessage('m7', 'Someone else on this phone', 'waiting'), ownerId: 'someone-else' },
    ]);
    showThread();

    await screen.findByText('Is Saturday at noon fine?');
    expect(shownMessages()).toEqual([
      ['Sam Seller', 'Is Saturday at noon fine?', ''],
      ['You', 'Yes, see you then', ''],
      ['You', 'I will bring cash', 'Waiting for connection'],
      ['You', 'Running 5 minutes late', 'Sending…'],
      ['You', 'Can you do $1,200?', 'Not sent: You cannot write about this order: it is cancelled. Dismiss'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Can you do $1,200?')).toBeNull();
    expect(fakeOutbox.entries.map((entry) => entry.id)).toEqual(['m2', 'm3', 'm4', 'm6', 'm7']);
  });

  it('shows what this phone kept with no signal, and the message written meanwhile as waiting', async () => {
    const user = userEvent.setup();
    setConnection(false);
    showThread(ORDER, { cached: [serverMessage('m1', 'Is Saturday at noon fine?')] });
    await screen.findByText('Is Saturday at noon fine?');

    fakeOutbox.nextOutcome = { result: 'waiting', reason: 'No connection.' };
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Saturday works');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(
        'No connection right now. Your message is saved and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(shownMessages()).toEqual([
      ['Sam Seller', 'Is Saturday at noon fine?', ''],
      ['You', 'Saturday works', 'Waiting for connection'],
    ]);
    const [queued] = fakeOutbox.submitted;
    expect(queued).toMatchObject({
      kind: 'message',
      ownerId: 'buyer-1',
      request: { method: 'POST', path: '/api/orders/o1/messages', body: { kind: 'text', text: 'Saturday works' } },
    });
    expect(queued?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((queued?.request.body as { messageId: string }).messageId).toBe(queued?.id);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', '');
    // Nothing is marked read while offline.
    expect(callsMade()).not.toContain('POST /api/orders/o1/read');
  });

  it('sends at once with a signal, and says so', async () => {
    const user = userEvent.setup();
    answer('GET /api/orders/o1/messages', { body: [] });
    showThread();
    fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, message: serverMessage('m9', 'Hello!') } };
    expect(await screen.findByText('No messages yet. Say hello, or propose where and when to meet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(fakeOutbox.entries).toEqual([]);
  });

  it('asks for a message before sending an empty one', async () => {
    const user = userEvent.setup();
    answer('GET /api/orders/o1/messages', { body: [] });
    showThread();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message.')).toBeTruthy();
    expect(fakeOutbox.submitted).toEqual([]);
  });

  it('proposes a meeting place and a time in the future', async () => {
    const user = userEvent.setup();
    answer('GET /api/orders/o1/messages', { body: [] });
    showThread();
    await user.click(screen.getByRole('button', { name: 'Propose a meeting' }));
    const form = screen.getByRole('form', { name: 'Propose a meeting' });
    await user.type(within(form).getByLabelText(/^Where/), 'Blue Bottle Coffee, 1st Ave');
    await user.type(within(form).getByLabelText(/^When/), '2020-05-04T16:30');
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(await within(form).findByText('Choose a time in the future.')).toBeTruthy();
    expect(fakeOutbox.submitted).toEqual([]);

    await user.clear(within(form).getByLabelText(/^When/));
    await user.type(within(form).getByLabelText(/^When/), '2099-05-04T16:30');
    fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, message: serverMessage('m9', '') } };
    await user.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(fakeOutbox.submitted[0]?.request).toEqual({
      method: 'POST',
      path: '/api/orders/o1/messages',
      body: {
        messageId: fakeOutbox.submitted[0]?.id,
        writtenAt: expect.any(String),
        kind: 'meeting',
        meetingPlace: 'Blue Bottle Coffee, 1st Ave',
        meetingAt: new Date(2099, 4, 4, 16, 30).toISOString(),
        text: '',
      },
    });
    // Back to the message form once proposed.
    expect(screen.getByRole('form', { name: 'Send a message' })).toBeTruthy();
  });

  it('marks the messages read once shown with a signal', async () => {
    answer('GET /api/orders/o1/messages', { body: [serverMessage('m1', 'Still for sale?', { readAt: null })] });
    answer('POST /api/orders/o1/read', { body: { acknowledged: true, modifiedCount: 1 } });
    showThread();
    await screen.findByText('Still for sale?');
    await vi.waitFor(() => expect(callsMade()).toContain('POST /api/orders/o1/read'));
  });

  it('keeps the messages of a declined order readable, with nothing to write', async () => {
    answer('GET /api/orders/o1/messages', { body: [serverMessage('m1', 'Is it still available?')] });
    showThread({ ...ORDER, status: 'declined' });
    await screen.findByText('Is it still available?');
    expect(screen.queryByRole('form', { name: 'Send a message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose a meeting' })).toBeNull();
  });

  it('in a dispute, offers words only: no meeting to propose, and an open proposal can no longer be accepted', async () => {
    answer('GET /api/orders/o1/messages', {
      body: [
        serverMessage('m1', '', {
          kind: 'meeting',
          meetingPlace: 'Blue Bottle Coffee, Main St',
          meetingAt: '2026-11-22T16:30:00.000Z',
        }),
      ],
    });
    showThread({ ...ORDER, status: 'disputed' });
    await screen.findByText('Meet at Blue Bottle Coffee, Main St');
    expect(screen.getByText('Not agreed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept this meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose a meeting' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Send a message' })).toBeTruthy();
  });

  it('after the hand-over, an empty thread invites words, not a meeting', async () => {
    answer('GET /api/orders/o1/messages', { body: [] });
    showThread({ ...ORDER, status: 'completed' });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Propose a meeting' })).toBeNull();
  });

  it('says the messages could not be loaded when nothing is kept and there is no signal', async () => {
    setConnection(false);
    showThread();
    expect(await screen.findByText('The messages could not be loaded. You are offline.')).toBeTruthy();
  });
});
