import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';
import { useQueueWrite } from '@/offline/outbox/queue-write';
import type { WrittenListing } from '../lib/listing-form-schema';

// The spec's toast.
export const LISTING_PUBLISHED_MESSAGE = 'Product Added Successfully';
export const LISTING_WAITING_MESSAGE =
  "Saved on this phone as “Waiting to publish”: it is published when you're back online.";
const MY_PRODUCTS_PATH = '/dashboard/my-products';

/**
 * Add a Product's submit: the listing goes to the outbox (its photos still on the device with it) and is tried at
 * once. Published: the spec's toast; no answer (offline, a weak signal): it waits in My Products and publishes
 * itself; either way on to My Products. A refusal is thrown for the form to show on the field it names.
 */
export function usePublishListing() {
  const navigate = useNavigate();
  const write = useQueueWrite();
  // One id per listing written: sending it again after a lost answer is the same listing, created once.
  const [clientListingId, setClientListingId] = useState(() => crypto.randomUUID());

  return async (listing: WrittenListing): Promise<void> => {
    const outcome = await write.submit('listing', { clientListingId, listing });
    if (outcome.result === 'refused') {
      throw new ApiError(outcome.status, 'bad_request', outcome.message, outcome.field);
    }
    setClientListingId(crypto.randomUUID());
    if (outcome.result === 'sent') toast.success(LISTING_PUBLISHED_MESSAGE);
    else toast(LISTING_WAITING_MESSAGE);
    navigate(MY_PRODUCTS_PATH);
  };
}
