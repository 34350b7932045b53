import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportedQuestions } from '@contract/listing-questions';
import type { User } from '@contract/users';
import ReportedItemsPage from '@/features/admin/pages/ReportedItemsPage';
import { answer, callsMade, resetFakeApi } from './support/fake-api';
import { fakeOutbox, resetFakeOutbox } from './support/fake-outbox';
import { ADMIN, BUYER } from './support/fixtures';
import { showQuestionThread, THREAD_PATH, THREAD_PRODUCT_ID } from './support/question-thread';
import { renderScreen } from './support/render-screen';

/*
 * Issue 30: a question thread is reportable. Its buyer or seller reports it from the thread (queued like every
 * write); an admin finds it under Reported Items, reads the conversation and dismisses the report. Replaced: the
 * server (the HTTP client's transport) and the outbox's storage.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

const SELLER: User = {
  _id: 'seller-1',
  email: 'sam@example.test',
  displayName: 'Sam Seller',
  photoURL: '',
  role: 'Seller',
};

beforeEach(() => resetFakeApi());

describe('reporting a question thread', () => {
  it('the seller says why; the report goes to the admins through the outbox, and the form closes', async () => {
    const user = userEvent.setup();
    showQuestionThread(SELLER);
    fakeOutbox.nextOutcome = { result: 'sent', answer: { acknowledged: true, alreadyReported: false } };
    await user.click(await screen.findByRole('button', { name: 'Report this conversation' }));
    const form = screen.getByRole('form', { name: 'Report this conversation' });
    await user.selectOptions(within(form).getByLabelText('What is wrong?'), 'Asks to pay or deal outside Shutterswap');
    await user.type(within(form).getByLabelText('Details (optional)'), 'Wants a bank transfer');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Reported: an admin will read this conversation')).toBeTruthy();
    expect(fakeOutbox.submitted.map(({ kind, ownerId, request }) => ({ kind, ownerId, request }))).toEqual([
      {
        kind: 'report',
        ownerId: 'seller-1',
        request: {
          method: 'POST',
          path: `${THREAD_PATH}/report`,
          body: { reason: 'Asks to pay or deal outside Shutterswap', details: 'Wants a bank transfer' },
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Report this conversation' })).toBeNull();
  });

  it('an admin reading the thread is told so, and has nothing to report', async () => {
    showQuestionThread(ADMIN);
    // The seller's name is an element of its own (a link to their page when the answer names it).
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Bea Buyer asked Sam Seller about this listing. You read it as an admin; neither of them is told.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Reported Items' }).getAttribute('href')).toBe(
      '/dashboard/reported-items',
    );
    expect(screen.queryByRole('button', { name: 'Report this conversation' })).toBeNull();
  });
});

describe('Reported Items, for an admin', () => {
  it('lists the reported questions under the reported listings; Dismiss closes one', async () => {
    const user = userEvent.setup();
    resetFakeOutbox(ADMIN);
    const report: ReportedQuestions = {
      _id: 'r1',
      productId: THREAD_PRODUCT_ID,
      productName: 'Nikon FM2',
      buyerId: BUYER._id,
      buyerName: 'Bea Buyer',
      sellerName: 'Sam Seller',
      reportedBy: 'seller',
      reporterName: 'Sam Seller',
      reason: 'Asks to pay or deal outside Shutterswap: Wants a bank transfer',
      createdAt: '2026-11-30T10:00:00.000Z',
    };
    answer('GET /api/products/reported', { body: [] });
    answer('GET /api/questions/reports', { body: [report] });
    answer('DELETE /api/questions/reports/r1', { body: { acknowledged: true, deletedCount: 1 } });
    renderScreen(<ReportedItemsPage />, { path: '/dashboard/reported-items' });

    const list = await screen.findByRole('list', { name: 'Reported questions' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Nikon FM2' })).toBeTruthy();
    expect(item.textContent).toContain(
      'Bea Buyer (buyer) and Sam Seller (seller). Reported by the seller, Sam Seller, on',
    );
    expect(item.textContent).toContain(': Asks to pay or deal outside Shutterswap: Wants a bank transfer');
    expect(within(item).getByRole('link', { name: 'Read the conversation' }).getAttribute('href')).toBe(
      `/dashboard/questions/${THREAD_PRODUCT_ID}/${BUYER._id}`,
    );
    answer('GET /api/questions/reports', { body: [] });
    await user.click(within(item).getByRole('button', { name: 'Dismiss the report on Nikon FM2' }));
    expect(await screen.findByText('Report dismissed')).toBeTruthy();
    expect(await screen.findByText('No reported questions')).toBeTruthy();
    expect(callsMade()).toContain('DELETE /api/questions/reports/r1');
  });
});
