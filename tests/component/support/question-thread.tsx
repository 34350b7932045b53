import type { QuestionThread } from '@contract/listing-questions';
import type { User } from '@contract/users';
import QuestionThreadPage from '@/features/deals/pages/QuestionThreadPage';
import { answer } from './fake-api';
import { resetFakeOutbox } from './fake-outbox';
import { BUYER } from './fixtures';
import { renderScreen } from './render-screen';

/** The listing of the question thread these tests open: what BUYER asked Sam Seller about a Nikon FM2. */
export const THREAD_PRODUCT_ID = '7d1f0c2e-4b8a-4c3e-9f51-2a6b8c9d0e1f';
/** The thread's API path. */
export const THREAD_PATH = `/api/questions/${THREAD_PRODUCT_ID}/${BUYER._id}`;

/**
 * Opens the thread, with no message yet, as `reader` reads it (the outbox started for them); `thread` changes the
 * server's answer.
 */
export function showQuestionThread(reader: User, thread: Partial<QuestionThread> = {}): void {
  resetFakeOutbox(reader);
  const body: QuestionThread = {
    productId: THREAD_PRODUCT_ID,
    productName: 'Nikon FM2',
    buyerId: BUYER._id,
    buyerName: 'Bea Buyer',
    sellerName: 'Sam Seller',
    asking: reader._id === BUYER._id,
    ...thread,
  };
  answer(`GET ${THREAD_PATH}`, { body });
  answer(`GET ${THREAD_PATH}/messages`, { body: [] });
  renderScreen(<QuestionThreadPage />, {
    path: `/dashboard/questions/${THREAD_PRODUCT_ID}/${BUYER._id}`,
    route: '/dashboard/questions/:productId/:buyerId',
  });
}
