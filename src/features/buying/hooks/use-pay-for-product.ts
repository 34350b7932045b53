import { useState } from 'react';
import { useRecordPayment } from '../api/record-payment';
import type { PaymentState, ProviderConfirmation } from '../lib/payment-state';

export type Pay = (confirmCard: () => Promise<ProviderConfirmation>) => Promise<PaymentState>;

/**
 * The spec's payment flow: the provider confirms the card; if the intent succeeded the payment is recorded, and
 * once the server answers with insertedId the page shows the success message and the transaction ID.
 */
export function usePayForProduct(productId: string, paymentIntentId: string | undefined) {
  const recordPayment = useRecordPayment(productId);
  const [state, setState] = useState<PaymentState>({ step: 'idle' });

  async function settle(confirmCard: () => Promise<ProviderConfirmation>, intentId: string): Promise<PaymentState> {
    try {
      const confirmation = await confirmCard();
      if (confirmation.status === 'failed') {
        return { step: 'failed', message: confirmation.message, field: confirmation.field };
      }
      const recorded = await recordPayment.mutateAsync(intentId);
      return { step: 'succeeded', transactionId: recorded.transactionId, orderId: recorded.orderId };
    } catch (error) {
      return { step: 'failed', message: error instanceof Error ? error.message : 'The payment did not go through.' };
    }
  }

  /** Runs one attempt and answers how it ended, so the card form can put a refusal under the right field. */
  async function pay(confirmCard: () => Promise<ProviderConfirmation>): Promise<PaymentState> {
    if (!paymentIntentId || state.step === 'processing') return state;
    setState({ step: 'processing' });
    const outcome = await settle(confirmCard, paymentIntentId);
    setState(outcome);
    return outcome;
  }

  return { state, pay };
}
