import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Dispute } from '@contract/disputes';
import DisputesPage from '@/features/admin/pages/DisputesPage';
import { answer, apiCalls, callsMade, never, refusal, resetFakeApi } from './support/fake-api';
import { orderOf } from './support/fixtures';
import { renderScreen } from './support/render-screen';

/* The admin's Disputes (/dashboard/disputes). Replaced: the server (the HTTP client's transport). */

const DISPUTE: Dispute = {
  orderId: 'o1',
  productID: 'p1',
  productName: 'Leica M6',
  productImg: '/uploads/m6.webp',
  amount: 1299,
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.test',
  buyerPhone: '+1 206 555 0199',
  sellerName: 'Sam Seller',
  sellerEmail: 'sam@example.test',
  sellerPhone: '+1 206 555 0100',
  openedBy: 'buyer',
  reason: 'Never handed over',
  details: 'The seller never came to the fountain',
  photos: [{ url: '/uploads/strap.webp', thumbUrl: '/uploads/strap-thumb.webp' }],
  openedAt: '2026-11-21T09:00:00.000Z',
  decision: null,
  handover: {
    paidAt: '2026-11-20T12:00:00.000Z',
    expiresAt: '2026-11-27T12:00:00.000Z',
    confirmedAt: null,
    failedAttempts: 2,
    meetingPlace: 'Westlake Park, by the fountain',
    meetingAt: null,
  },
  messages: [
    {
      _id: 'm1',
      orderId: 'o1',
      mine: false,
      senderName: 'Sam Seller',
      kind: 'meeting',
      text: 'Saturday suits me',
      meetingPlace: 'Westlake Park, by the fountain',
      meetingAt: '2026-11-22T16:30:00.000Z',
      acceptedAt: '2026-11-20T13:00:00.000Z',
      readAt: null,
      createdAt: '2026-11-20T12:30:00.000Z',
      writtenAt: '2026-11-20T12:30:00.000Z',
    },
    {
      _id: 'm2',
      orderId: 'o1',
      mine: false,
      senderName: 'Bea Buyer',
      kind: 'text',
      text: 'I am at the fountain',
      meetingPlace: null,
      meetingAt: null,
      acceptedAt: null,
      readAt: null,
      createdAt: '2026-11-22T16:35:00.000Z',
      writtenAt: '2026-11-22T16:35:00.000Z',
    },
  ],
};

/** The order as the server answers a decision. */
const decided = (status: 'completed' | 'cancelled') =>
  orderOf({ _id: 'o1', clientOrderId: 'c1', productName: 'Leica M6', role: 'seller', status });

const NOTE = 'The seller did not turn up; the messages show it.';
const writeNote = async (user: ReturnType<typeof userEvent.setup>) =>
  user.type(await screen.findByRole('textbox', { name: /Note to both parties/ }), NOTE);

const showDisputes = () => renderScreen(<DisputesPage />, { path: '/dashboard/disputes' });

beforeEach(() => {
  resetFakeApi();
  answer('GET /api/disputes?state=decided', { body: [] });
});

describe('Disputes', () => {
  it('shows each dispute with both parties, the hand-over record and the messages', async () => {
    answer('GET /api/disputes?state=open', { body: [DISPUTE] });
    showDisputes();
    const card = (await screen.findByRole('list', { name: 'Disputed orders' })).querySelector('li')!;
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Leica M6 · $1,299');
    expect(
      within(card).getByText(
        'Opened by the buyer on Sat, Nov 21, 9:00 AM: Never handed over. The seller never came to the fountain',
      ),
    ).toBeTruthy();
    expect(within(card).getByText(/^Bea Buyer · /).textContent).toBe('Bea Buyer · bea@example.test · +1 206 555 0199');
    expect(within(card).getByText(/^Sam Seller · /).textContent).toBe(
      'Sam Seller · sam@example.test · +1 206 555 0100',
    );
    const record = Array.from(card.querySelectorAll('.dispute__record li')).map((item) => item.textContent);
    expect(record).toEqual([
      'Paid (card authorised): Fri, Nov 20, 12:00 PM',
      'Hand-over deadline: Fri, Nov 27, 12:00 PM',
      'Meeting: Westlake Park, by the fountain',
      "Code confirmed by the buyer's phone: never",
      'Wrong codes entered: 2',
    ]);
    const messages = Array.from(card.querySelectorAll('.dispute__messages li')).map((item) =>
      item.textContent!.replace(/ \(.+\):/, ':'),
    );
    expect(messages).toEqual([
      'Sam Seller: proposed to meet at Westlake Park, by the fountain. Saturday suits me',
      'Bea Buyer: I am at the fountain',
    ]);
  });

  it('refunds the buyer once the admin confirms, and the list follows', async () => {
    const user = userEvent.setup();
    answer('GET /api/disputes?state=open', { body: [DISPUTE] });
    answer('POST /api/disputes/o1/refund', async () => {
      answer('GET /api/disputes?state=open', { body: [] });
      return { body: { acknowledged: true, order: decided('cancelled') } };
    });
    showDisputes();
    await writeNote(user);
    await user.click(await screen.findByRole('button', { name: 'Refund the buyer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund the buyer?' });
    expect(within(dialog).getByText('Leica M6: this cannot be undone. Both parties are sent your note.')).toBeTruthy();
    expect(callsMade().filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Buyer refunded')).toBeTruthy();
    expect(await screen.findByText('No disputes')).toBeTruthy();
    expect(apiCalls.find((entry) => entry.call === 'POST /api/disputes/o1/refund')?.body).toEqual({ note: NOTE });
  });

  it('releases the payment to the seller once confirmed; Cancel decides nothing', async () => {
    const user = userEvent.setup();
    answer('GET /api/disputes?state=open', { body: [DISPUTE] });
    answer('POST /api/disputes/o1/release', { body: { acknowledged: true, order: decided('completed') } });
    showDisputes();
    await writeNote(user);
    await user.click(await screen.findByRole('button', { name: 'Release to the seller' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Release the payment to the seller?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(apiCalls.filter((entry) => entry.call.startsWith('POST'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Release to the seller' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Release the payment to the seller?' })).getByRole('button', {
        name: 'Release',
      }),
    );
    expect(await screen.findByText('Payment released to the seller')).toBeTruthy();
  });

  it("shows the server's refusal when the dispute was decided meanwhile", async () => {
    const user = userEvent.setup();
    answer('GET /api/disputes?state=open', { body: [DISPUTE] });
    answer('POST /api/disputes/o1/release', refusal(409, 'This order is not disputed (any more)'));
    showDisputes();
    await writeNote(user);
    await user.click(await screen.findByRole('button', { name: 'Release to the seller' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Release the payment to the seller?' })).getByRole('button', {
        name: 'Release',
      }),
    );
    expect(await screen.findByText('This order is not disputed (any more)')).toBeTruthy();
  });

  it('asks for a note before either decision, and decides nothing without one', async () => {
    const user = userEvent.setup();
    answer('GET /api/disputes?state=open', { body: [DISPUTE] });
    showDisputes();
    await user.click(await screen.findByRole('button', { name: 'Refund the buyer' }));
    expect(screen.getByText('Tell both parties why, in at least 10 characters')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the buyer's photos, and the decided disputes with the decision, who decided, when and the note", async () => {
    answer('GET /api/disputes?state=open', { body: [DISPUTE] });
    answer('GET /api/disputes?state=decided', {
      body: [
        {
          ...DISPUTE,
          orderId: 'o2',
          decision: {
            resolution: 'refunded',
            note: NOTE,
            decidedBy: 'Ada Admin',
            decidedAt: '2026-11-23T10:00:00.000Z',
          },
        },
      ],
    });
    showDisputes();
    const open = await screen.findByRole('list', { name: 'Disputed orders' });
    expect(within(open).getByRole('img', { name: 'Evidence photo 1 from the buyer' }).getAttribute('src')).toBe(
      '/uploads/strap-thumb.webp',
    );
    const history = await screen.findByRole('list', { name: 'Decided disputes' });
    expect(history.querySelector('.dispute__decision')?.textContent).toBe(
      `Refunded the buyer by Ada Admin on Mon, Nov 23, 10:00 AM: ${NOTE}`,
    );
    expect(within(history).queryByRole('button', { name: 'Refund the buyer' })).toBeNull();
  });

  it('says when there is no dispute', async () => {
    answer('GET /api/disputes?state=open', { body: [] });
    showDisputes();
    expect(await screen.findByText('No disputes')).toBeTruthy();
    expect(screen.getByText('Every deal is going fine. Disputed orders show up here.')).toBeTruthy();
  });

  it('shows a loading placeholder until the first answer', () => {
    answer('GET /api/disputes?state=open', never);
    showDisputes();
    expect(screen.getByText('Loading the disputes…')).toBeTruthy();
  });

  it('says the disputes could not be loaded, and loads them again on Try again', async () => {
    answer('GET /api/disputes?state=open', refusal(403, 'Only admins can do this'));
    showDisputes();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the disputes')).toBeTruthy();
    expect(within(alert).getByText('Only admins can do this')).toBeTruthy();
    answer('GET /api/disputes?state=open', { body: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No disputes')).toBeTruthy();
  });
});
