import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announce } from '@outbox-core/outbox-store';
import WaitingListings from '@/features/selling/components/WaitingListings';
import type { QueuedWrite } from '@/offline/outbox/queued-writes';

/* Listings added on this phone, in My Products until the server has them: their state, each photo's progress. */

const UPLOADED = { url: '/uploads/images/ab/front.webp', thumbUrl: '/uploads/images/ab/front-thumb.webp' };

type Listing = QueuedWrite<'listing'>;

function waitingListing(id: string, name: string, fields: Partial<Listing> = {}): Listing {
  const body = { name, resellPrice: 1150, category: 'Mirrorless', condition: 'Excellent', clientListingId: id };
  return {
    id,
    state: 'waiting',
    display: body as Listing['display'],
    photos: [
      { fileId: null, name: 'front.jpg', uploaded: UPLOADED },
      { fileId: 'not-stored', name: 'back.jpg', uploaded: null },
    ],
    ...fields,
  };
}

describe('listings waiting to publish', () => {
  it('shows each with its price and state, and each photo: uploaded, going up with its percentage, or on the phone', async () => {
    render(
      <WaitingListings
        entries={[
          waitingListing('l1', 'Sony A7 III'),
          waitingListing('l2', 'Fujifilm X-T3', { state: 'sending' }),
          waitingListing('l3', 'Canon R6', {
            state: 'refused',
            refusal: { message: 'Photo 2 (back.jpg) could not be uploaded: not a photo' },
          }),
        ]}
        onEdit={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    const [waiting, sending, refused] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(within(waiting!).getByText('Waiting to publish')).toBeTruthy();
    expect(within(waiting!).getByText('$1,150')).toBeTruthy();
    expect(within(waiting!).getByText('Uploaded')).toBeTruthy();
    expect(within(waiting!).getByText('On this phone')).toBeTruthy();

    act(() => announce({ type: 'progress', id: 'l2', photo: 1, fraction: 0.45 }));
    expect(await within(sending!).findByText('Uploading photos…')).toBeTruthy();
    expect(within(sending!).getByRole('progressbar', { name: 'Uploading photo 2 of 2' })).toHaveProperty('value', 45);
    expect(within(sending!).getByText('45%')).toBeTruthy();
    expect(within(sending!).getByRole('button', { name: 'Edit Fujifilm X-T3' })).toHaveProperty('disabled', true);

    expect(within(refused!).getByRole('alert').textContent).toBe(
      'Could not be published: Photo 2 (back.jpg) could not be uploaded: not a photo',
    );
  });

  it('offers to edit or discard one that is not being sent', async () => {
    const onEdit = vi.fn();
    const onDiscard = vi.fn();
    const entry = waitingListing('l1', 'Sony A7 III');
    render(<WaitingListings entries={[entry]} onEdit={onEdit} onDiscard={onDiscard} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Sony A7 III' }));
    await user.click(screen.getByRole('button', { name: 'Discard Sony A7 III' }));
    expect(onEdit).toHaveBeenCalledWith(entry);
    expect(onDiscard).toHaveBeenCalledWith(entry);
  });
});
