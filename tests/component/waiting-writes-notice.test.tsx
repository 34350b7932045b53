import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import WaitingWritesNotice from '@/features/auth/components/WaitingWritesNotice';
import { putEntries, resetFakeOutbox, storedEntry } from './support/fake-outbox';

/*
 * Finding 9 of issue 27: a sign-in revoked while offline landed on /login with no word about the waiting order. The
 * sign-in page says what waits on the phone, and for whom.
 */

vi.mock('@outbox-core/outbox-store', () => import('./support/fake-outbox'));

beforeEach(() => resetFakeOutbox());

const order = (id: string) =>
  storedEntry(
    {
      id,
      kind: 'order',
      ownerId: 'alice',
      ownerEmail: 'alice@example.com',
      request: { method: 'POST', path: '/api/orders', body: { clientOrderId: id } },
    },
    'waiting',
  );

describe('the sign-in page, with writes of someone signed out waiting on the phone', () => {
  it('says what waits, and who signs in to send it', async () => {
    render(<WaitingWritesNotice />);
    putEntries([order('c1')]);
    expect((await screen.findByRole('status')).textContent).toBe(
      '1 order waits on this phone to be sent. Sign in again as alice@example.com to send it.',
    );
  });

  it('says nothing when nothing waits', async () => {
    render(<WaitingWritesNotice />);
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
