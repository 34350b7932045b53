import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderMessage } from '@contract/order-messages';
import type { Order } from '@contract/orders';
import type { User } from '@contract/users';
import { orderQueryKey } from '@/features/deals/api/get-order';
import { orderMessagesQueryKey } from '@/features/deals/api/get-order-messages';
import OrderPage from '@/features/deals/pages/OrderPage';
import { forgetDealsOf, keepDeals, readDeal } from '@/offline/deals/deal-store';
import { answer, apiCalls, callsMade, refusal, resetFakeApi, setConnection } from './support/fake-api';
import { fakeOutbox, resetFakeOutbox } from './support/fake-outbox';
import { BUYER, messageOf, orderOf } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/*
 * One deal's page (/dashboard/orders/{id}) for its buyer and its seller: what each does next in every state, the
 * hand-over code on the seller's phone and its entry on the buyer's (checked with no signal), and a meeting proposal.
 * Replaced: the server (the HTTP client's transport), the outbox's store and first try, and the signed-in user.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('@/lib/session/use-session', () => ({
  useSession: () => ({ status: 'signedIn', loading: false, user: session.user }),
}));

const SELLER: User = {
  ...BUYER,
  _id: 'seller-1',
  email: 'sam@example.test',
  displayName: 'Sam Seller',
  role: 'Seller',
};
const CODE = '482913';

const deal = (fields: Partial<Order> = {}) =>
  orderOf({ _id: 'o1', clientOrderId: 'c1', productName: 'Leica M6', productID: 'p1', productPrice: 1299, ...fields });

/**
 * Opens the order page as `user`. The server answers `order` and `messages`; offline, the page opens from what the
 * device kept (the persisted cache), as the app does.
 */
function openOrder(
  user: User,
  order: Order,
  {
    messages = [],
    search = '',
    offline = false,
    cacheLost = false,
  }: { messages?: OrderMessage[]; search?: string; offline?: boolean; cacheLost?: boolean } = {},
) {
  session.user = user;
  resetFakeOutbox(user);
  answer('GET /api/orders/o1', { body: order });
  answer('GET /api/orders/o1/messages', { body: messages });
  if (offline) setConnection(false);
  renderScreen(<OrderPage />, {
    path: `/dashboard/orders/o1${search}`,
    route: '/dashboard/orders/:id',
    kept: (client) => {
      if (!offline || cacheLost) return;
      client.setQueryData(orderQueryKey('o1'), order);
      client.setQueryData(orderMessagesQueryKey('o1'), messages);
    },
  });
}

/** What the page says about the next step: the section under the deal's summary. */
async function nextStep(): Promise<string> {
  await screen.findByRole('heading', { name: 'Leica M6', level: 1 });
  return document.querySelector('.deal__next')!.textContent!;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeEach(() => {
  resetFakeApi();
  resetFakeOutbox();
});
afterEach(() => setConnection(true));

describe('the next step, by state and role', () => {
  it('a new order: the seller accepts it, and then sees the buyer’s phone and waits for the payment', async () => {
    const user = userEvent.setup();
    openOrder(SELLER, deal({ role: 'seller', buyerPhone: null }));
    expect(await nextStep()).toBe(
      'Bea Buyer wants this item. Accept to share phone numbers and let them pay.AcceptDecline',
    );
    expect(screen.getByText('Shown once you accept the order')).toBeTruthy();

    const accepted = deal({ role: 'seller', status: 'accepted', expiresAt: '2026-11-27T12:00:00.000Z' });
    answer('POST /api/orders/o1/accept', async () => {
      answer('GET /api/orders/o1', { body: accepted });
      return { body: { acknowledged: true, order: accepted } };
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Order accepted')).toBeTruthy();
    expect(await screen.findByText('Waiting for Bea Buyer to pay. The item stays on sale until they do.')).toBeTruthy();
    expect(screen.getByText(/^They pay by .+, or the order is cancelled\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 206 555 0199' }).getAttribute('href')).toBe('tel:+12065550199');
    expect(callsMade()).toContain('POST /api/orders/o1/accept');
  });

  it('a new order: the seller declines it', async () => {
    const user = userEvent.setup();
    openOrder(SELLER, deal({ role: 'seller' }));
    const declined = deal({ role: 'seller', status: 'declined' });
    answer('POST /api/orders/o1/decline', { body: { acknowledged: true, order: declined } });
    await screen.findByRole('button', { name: 'Decline' });
    answer('GET /api/orders/o1', { body: declined });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Order declined')).toBeTruthy();
    expect(await screen.findByText('You declined this order.')).toBeTruthy();
  });

  it('a new order with no signal: the seller is told accepting needs a connection', async () => {
    openOrder(SELLER, deal({ role: 'seller' }), { offline: true });
    expect(await nextStep()).toBe(
      'Bea Buyer wants this item. Accept to share phone numbers and let them pay.You are offline: accepting needs a connection.AcceptDecline',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decline' }).disabled).toBe(true);
    // The order as the read cache last had it says when it was last current.
    expect(screen.getByText(/^Offline: up to date as of \d\d:\d\d( [AP]M)?, just now\.$/)).toBeTruthy();
  });

  it('the seller’s refusal to accept (another order accepted) is said, and the order stays new', async () => {
    const user = userEvent.setup();
    openOrder(SELLER, deal({ role: 'seller' }));
    answer(
      'POST /api/orders/o1/accept',
      refusal(409, 'You have accepted another order for this item. Cancel it before accepting this one.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('You have accepted another order for this item. Cancel it before accepting this one.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('a placed order, for its buyer: waiting for the seller, no payment yet, the phone hidden, a way to cancel', async () => {
    openOrder(BUYER, deal({ sellerPhone: null }));
    expect(await nextStep()).toBe(
      'Waiting for Sam Seller to accept your order. You can message them meanwhile.Cancel the order',
    );
    expect(screen.queryByRole('link', { name: /Pay Now/ })).toBeNull();
    expect(screen.getByText('Shown once the seller accepts your order')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
  });

  it('an accepted order, for its buyer: Pay Now, by the deadline', async () => {
    openOrder(BUYER, deal({ status: 'accepted', expiresAt: '2026-11-27T12:00:00.000Z' }));
    await screen.findByRole('heading', { name: 'Leica M6', level: 1 });
    expect(
      screen.getByText('Sam Seller accepted. Pay now to reserve the item: your card is only charged at the hand-over.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay Now for Leica M6' }).getAttribute('href')).toBe('/payment/p1');
    expect(screen.getByText(/^Pay by .+, or the order is cancelled\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 206 555 0100' }).getAttribute('href')).toBe('tel:+12065550100');
  });

  it('a paid order, for its seller: the hand-over code and its QR, to show at the meeting', async () => {
    openOrder(SELLER, deal({ role: 'seller', status: 'paid', handoverCode: CODE }));
    const code = await screen.findByLabelText('Hand-over code 4 8 2 9 1 3');
    expect(code.textContent).toBe('482 913');
    expect(
      screen.getByText(
        'When you meet, let Bea Buyer check the item. Once they are happy, show them this code: they enter it (or scan the QR) on their phone, and the payment is yours. It works with no signal on either phone.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: "QR code of the hand-over code, for the buyer's camera" }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Something went wrong' })).toBeTruthy();
    // Paid: the seller cannot cancel alone, only ask the buyer to agree, or record the hand-over.
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask to cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I handed it over' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders Received' }).getAttribute('href')).toBe(
      '/dashboard/orders-received',
    );
  });

  it('opening a dispute shows its form alone, and Not now brings both choices back', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, deal({ status: 'paid' }));
    await user.click(await screen.findByRole('button', { name: 'Something went wrong' }));
    const form = screen.getByRole('form', { name: 'Open a dispute' });
    expect(
      within(form)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open a dispute', 'Not now']);
    expect(screen.queryByRole('button', { name: 'Ask to cancel' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('button', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask to cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });

  it('a paid order the buyer asks to cancel, for its seller: agree (sent at once) or say it was handed over', async () => {
    const user = userEvent.setup();
    const asked = deal({
      role: 'seller',
      status: 'paid',
      handoverCode: CODE,
      cancelRequest: { by: 'buyer', reason: 'Found one nearer', at: '2026-11-21T09:00:00.000Z' },
    });
    openOrder(SELLER, asked);
    expect(
      await screen.findByText(
        'Bea Buyer asks to cancel: “Found one nearer” Agree, and the hold on their card is released. If you handed the item over, record the hand-over instead: an admin then decides.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Bea Buyer asked to cancel. If you handed the item over, say so: an admin then decides.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to cancel' })).toBeNull();

    const cancelled = deal({ role: 'seller', status: 'cancelled', cancelReason: 'buyer' });
    answer('POST /api/orders/o1/cancel-request/accept', async () => {
      answer('GET /api/orders/o1', { body: cancelled });
      return { body: { acknowledged: true, order: cancelled } };
    });
    await user.click(screen.getByRole('button', { name: 'Agree to cancel' }));
    expect(await screen.findByText('The buyer cancelled this order.')).toBeTruthy();
    expect(callsMade()).toContain('POST /api/orders/o1/cancel-request/accept');
  });

  it('the seller records the hand-over with no signal: queued for the outbox with the time it was taken', async () => {
    const user = userEvent.setup();
    openOrder(SELLER, deal({ role: 'seller', status: 'paid', handoverCode: CODE }), { offline: true });
    fakeOutbox.nextOutcome = { result: 'waiting', reason: 'No connection.' };
    await user.click(await screen.findByRole('button', { name: 'I handed it over' }));
    expect(
      await screen.findByText('Hand-over recorded on this phone. It is sent when you are back online.'),
    ).toBeTruthy();
    expect(fakeOutbox.submitted[0]).toMatchObject({
      id: 'handover-record:o1',
      kind: 'handover-record',
      ownerId: 'seller-1',
      request: { method: 'POST', path: '/api/orders/o1/handed-over' },
    });
  });

  it('a locked hand-over code: both phones say so, and the seller is offered to record the hand-over', async () => {
    const locked = { status: 'paid', handoverAttemptsLeft: 0, handoverCode: CODE } as const;
    openOrder(BUYER, deal({ ...locked, handoverCode: null }));
    expect(
      await screen.findByText(
        'The code is locked after 5 wrong tries. Ask Sam Seller to record the hand-over on their phone: you then confirm or dispute it here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Confirm the hand-over' })).toBeNull();
  });

  it('a locked hand-over code, for its seller', async () => {
    openOrder(SELLER, deal({ role: 'seller', status: 'paid', handoverAttemptsLeft: 0, handoverCode: CODE }));
    expect(
      await screen.findByText(
        'Bea Buyer entered a wrong code 5 times: the code is locked. Once you have handed the item over, record it here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I handed it over' })).toBeTruthy();
  });

  it('a hand-over the seller recorded, for its buyer: confirm or dispute by the deadline, no cancelling', async () => {
    openOrder(
      BUYER,
      deal({
        status: 'paid',
        handoverRecordedAt: '2026-11-21T09:00:00.000Z',
        expiresAt: '2026-11-23T09:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText(
        /^Sam Seller says they handed it over\. Confirm with the code, or open a dispute by .+: after that the payment is taken\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Confirm the hand-over' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to cancel' })).toBeNull();
  });

  it.each([
    ['handed_over', 'buyer', {}, 'Handed over. The payment is being taken; this page updates by itself.'],
    [
      'completed',
      'seller',
      { ratedByMe: true },
      'The deal is done: the payment is yours.You rated Bea Buyer for this deal. Thank you!',
    ],
    ['declined', 'buyer', {}, 'Sam Seller declined this order.'],
    ['declined', 'seller', {}, 'You declined this order.'],
    ['cancelled', 'buyer', { cancelReason: 'seller' }, 'The seller cancelled this order.'],
    ['cancelled', 'seller', { cancelReason: 'buyer' }, 'The buyer cancelled this order.'],
    ['cancelled', 'buyer', { cancelReason: 'buyer' }, 'You cancelled this order.'],
    ['cancelled', 'seller', { cancelReason: 'seller' }, 'You cancelled this order.'],
    [
      'cancelled',
      'buyer',
      { cancelReason: 'expired' },
      'This order was not completed within 7 days and was cancelled.',
    ],
    [
      'cancelled',
      'buyer',
      { cancelReason: 'refunded' },
      'An admin released the hold on the card: nothing was charged.',
    ],
    [
      'disputed',
      'seller',
      {
        dispute: {
          openedBy: 'buyer',
          reason: 'Not as described',
          details: 'The lens has fungus',
          photos: [],
          openedAt: '2026-11-21T09:00:00.000Z',
          resolution: null,
          note: null,
          resolvedAt: null,
        },
      },
      'An admin is looking at this order. Both of you are told the decision and why.',
    ],
  ] as const)('a %s order, for its %s: says where it stands', async (status, role, fields, expected) => {
    openOrder(role === 'buyer' ? BUYER : SELLER, deal({ status, role, ...(fields as Partial<Order>) }));
    expect(await nextStep()).toBe(expected);
  });

  it('a completed order, for its buyer: the deal is done, and the seller is rated once through the outbox', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, deal({ status: 'completed', availability: 'sold' }));
    await screen.findByText('The deal is done: enjoy your gear!');
    const form = screen.getByRole('form', { name: 'Rate Sam Seller' });
    await user.click(within(form).getByRole('radio', { name: /4 out of 5/ }));
    await user.type(within(form).getByRole('textbox', { name: 'A short comment (optional)' }), 'Friendly and on time');
    fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, insertedId: 'r1' } };
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you for your rating')).toBeTruthy();
    expect(fakeOutbox.submitted).toEqual([
      {
        id: 'rating:o1',
        kind: 'rating',
        ownerId: 'buyer-1',
        request: { method: 'POST', path: '/api/orders/o1/rating', body: { stars: 4, comment: 'Friendly and on time' } },
        display: { orderId: 'o1', rating: { stars: 4, comment: 'Friendly and on time' } },
      },
    ]);
  });

  it('says why the order could not be loaded, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, deal());
    answer('GET /api/orders/o1', refusal(403, 'This order is between its buyer and its seller'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load this order')).toBeTruthy();
    expect(within(alert).getByText('This order is between its buyer and its seller')).toBeTruthy();
    answer('GET /api/orders/o1', { body: deal() });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await nextStep()).toBe(
      'Waiting for Sam Seller to accept your order. You can message them meanwhile.Cancel the order',
    );
  });

  it('says when the order does not exist, with a way back', async () => {
    session.user = BUYER;
    answer('GET /api/orders/o1/messages', { body: [] });
    renderScreen(<OrderPage />, { path: '/dashboard/orders/o1', route: '/dashboard/orders/:id' });
    expect(screen.getByText('Loading the order…')).toBeTruthy();
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('a live deal at the meeting, offline, after the read cache lost it (an app update, much browsing)', () => {
  it("the seller's phone still shows the code, and the buyer's phone still checks it", async () => {
    await keepDeals(SELLER._id, [deal({ role: 'seller', status: 'paid', handoverCode: CODE })], Date.now());
    openOrder(SELLER, deal({ role: 'seller', status: 'paid', handoverCode: CODE }), { offline: true, cacheLost: true });
    expect((await screen.findByLabelText('Hand-over code 4 8 2 9 1 3')).textContent).toBe('482 913');
    expect(screen.getByText('You are offline: this is the order as this phone last saw it.')).toBeTruthy();
    cleanup();

    const user = userEvent.setup();
    await keepDeals(BUYER._id, [deal({ status: 'paid', handoverCheck: sha256(`o1:${CODE}`) })], Date.now());
    openOrder(BUYER, deal({ status: 'paid' }), { offline: true, cacheLost: true });
    const form = await screen.findByRole('form', { name: 'Confirm the hand-over' });
    await user.type(within(form).getByRole('textbox', { name: "Code on the seller's phone" }), '482 931');
    await user.click(within(form).getByRole('button', { name: 'I have the item: confirm' }));
    expect(
      await within(form).findByText("This is not the code on the seller's phone. Check the 6 digits."),
    ).toBeTruthy();
  });

  it('an ended deal is no longer kept; another person signed in never reads it', async () => {
    await forgetDealsOf(BUYER._id);
    await keepDeals(SELLER._id, [deal({ role: 'seller', status: 'paid', handoverCode: CODE })], Date.now());
    expect(await readDeal(BUYER._id, 'o1')).toBeUndefined();
    await keepDeals(SELLER._id, [deal({ role: 'seller', status: 'completed', handoverCode: null })], Date.now());
    expect(await readDeal(SELLER._id, 'o1')).toBeUndefined();
  });
});

describe('the hand-over on the buyer’s phone', () => {
  const paid = () => deal({ status: 'paid', handoverCheck: sha256(`o1:${CODE}`) });

  it('with no signal, refuses a mistyped code on the spot, then queues the right one to send when back online', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, paid(), { offline: true });
    const form = await screen.findByRole('form', { name: 'Confirm the hand-over' });
    const field = within(form).getByRole('textbox', { name: "Code on the seller's phone" });
    const confirm = within(form).getByRole('button', { name: 'I have the item: confirm' });

    await user.type(field, '482 931');
    await user.click(confirm);
    expect(
      await within(form).findByText("This is not the code on the seller's phone. Check the 6 digits."),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fakeOutbox.submitted).toEqual([]);

    fakeOutbox.nextOutcome = { result: 'waiting', reason: 'No connection.' };
    await user.clear(field);
    await user.type(field, '482 913');
    await user.click(confirm);
    expect(
      await screen.findByText(
        'Hand-over confirmed on this phone. It will be sent, and the payment taken, when you are back online.',
      ),
    ).toBeTruthy();
    expect(fakeOutbox.submitted).toHaveLength(1);
    expect(fakeOutbox.submitted[0]).toMatchObject({
      id: 'handover:o1',
      kind: 'handover',
      ownerId: 'buyer-1',
      request: { method: 'POST', path: '/api/orders/o1/handover', body: { code: '482913' } },
    });
    expect(fakeOutbox.entries.map((entry) => [entry.id, entry.state])).toEqual([['handover:o1', 'waiting']]);
    expect(apiCalls.filter((entry) => entry.call.startsWith('POST'))).toEqual([]);
  });

  it('asks for six digits before checking anything', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, paid());
    const form = await screen.findByRole('form', { name: 'Confirm the hand-over' });
    await user.type(within(form).getByRole('textbox', { name: "Code on the seller's phone" }), '4829');
    await user.click(within(form).getByRole('button', { name: 'I have the item: confirm' }));
    expect(await within(form).findByText("Enter the 6 digits shown on the seller's phone.")).toBeTruthy();
    expect(fakeOutbox.submitted).toEqual([]);
  });

  it('fills in the code the seller’s QR carried, and sends it at once when online', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, paid(), { search: `?code=${CODE}` });
    const form = await screen.findByRole('form', { name: 'Confirm the hand-over' });
    expect(within(form).getByRole('textbox', { name: "Code on the seller's phone" })).toHaveProperty('value', CODE);
    fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, order: deal({ status: 'completed' }) } };
    await user.click(within(form).getByRole('button', { name: 'I have the item: confirm' }));
    expect(await screen.findByText('Hand-over confirmed. Enjoy your gear!')).toBeTruthy();
  });
});

describe('a meeting proposal in the messages', () => {
  const proposal = (fields: Partial<OrderMessage> = {}) =>
    messageOf({
      _id: 'm1',
      kind: 'meeting',
      meetingPlace: 'Blue Bottle Coffee, 1st Ave',
      meetingAt: '2026-11-22T16:30:00.000Z',
      text: 'I can bring the charger too',
      ...fields,
    });

  it('the other party accepts it; it then reads as agreed', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, deal({ status: 'accepted' }), { messages: [proposal()] });
    expect(await screen.findByText('Meet at Blue Bottle Coffee, 1st Ave')).toBeTruthy();
    expect(screen.getByText('Sun, Nov 22, 4:30 PM')).toBeTruthy();
    expect(screen.getByText('I can bring the charger too')).toBeTruthy();

    answer('GET /api/orders/o1/messages', { body: [proposal({ acceptedAt: '2026-11-20T13:00:00.000Z' })] });
    const accepted = proposal({ acceptedAt: '2026-11-20T13:00:00.000Z' });
    fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, message: accepted } };
    await user.click(screen.getByRole('button', { name: 'Accept this meeting' }));
    expect(await screen.findByText('Meeting agreed')).toBeTruthy();
    expect(await screen.findByText('Agreed')).toBeTruthy();
    expect(fakeOutbox.submitted).toEqual([
      {
        id: 'meeting-acceptance:m1',
        kind: 'message',
        ownerId: 'buyer-1',
        request: { method: 'POST', path: '/api/orders/o1/messages/m1/accept' },
        display: { orderId: 'o1', messageId: 'm1' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Accept this meeting' })).toBeNull();
  });

  it('accepted with no signal: agreed on this phone, waiting for the connection', async () => {
    const user = userEvent.setup();
    openOrder(BUYER, deal({ status: 'accepted' }), { messages: [proposal()], offline: true });
    fakeOutbox.nextOutcome = { result: 'waiting', reason: 'No connection.' };
    await user.click(await screen.findByRole('button', { name: 'Accept this meeting' }));
    expect(
      await screen.findByText(
        'No connection right now. Your answer is saved and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Agreed on this phone, waiting for connection')).toBeTruthy();
  });

  it('the one who proposed it waits for the other to accept', async () => {
    openOrder(SELLER, deal({ role: 'seller', status: 'accepted' }), {
      messages: [proposal({ mine: true })],
    });
    expect(await screen.findByText('Waiting for the other party to accept')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept this meeting' })).toBeNull();
  });
});
