import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useQueueWrite } from '@/offline/outbox/queue-write';
import { offerFormSchema } from '../lib/offer-form-schema';

export const OFFER_SENT_MESSAGE = 'Offer sent to the seller';
const OFFER_WAITING_MESSAGE = 'No connection right now. Your offer is saved and will be sent automatically.';
const MY_OFFERS_PATH = '/dashboard/my-offers';

/**
 * The offer form: checked with the contract's rules on submit, then the offer in the outbox and a wait for its first
 * try, as an order is. My Offers once the server has it (or while it waits on this phone).
 */
export function useOfferSubmission(product: Product) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One id for this form's offer: trying again after a lost answer is the same offer, stored once.
  const [clientOfferId, setClientOfferId] = useState(() => crypto.randomUUID());
  const write = useQueueWrite();
  const checked = useSubmitCheckedForm(offerFormSchema(product.resellPrice), {
    amount: '',
    buyerPhone: '',
    meetingPlace: '',
  });
  const { form } = checked;

  const submit = form.handleSubmit(async (details) => {
    if (write.isSubmitting) return;
    const outcome = await write.submit('offer', { clientOfferId, productID: product._id, ...details });
    if (outcome.result === 'refused') {
      showRefusal(form.setError, ['amount', 'buyerPhone', 'meetingPlace'], outcome);
      return;
    }
    setClientOfferId(crypto.randomUUID());
    if (outcome.result === 'sent') {
      await queryClient.invalidateQueries({ queryKey: personalQueryKey('offers') });
      toast.success(OFFER_SENT_MESSAGE);
    } else {
      toast(OFFER_WAITING_MESSAGE);
    }
    navigate(MY_OFFERS_PATH);
  });

  return { ...checked, submit, isSubmitting: write.isSubmitting };
}
