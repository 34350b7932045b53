import { sandboxConfirmedSchema, type SandboxConfirm } from '@contract/payments';
import { postJson } from '@/lib/http';

/**
 * POST /api/sandbox/confirm (buyer): the sandbox's stand-in for Stripe.js confirming a card. A refused card is a
 * 402 whose message is Stripe's own wording and whose field is card.number, card.expiry or card.cvc.
 */
export function confirmSandboxPayment(confirmation: SandboxConfirm) {
  return postJson('/api/sandbox/confirm', confirmation, sandboxConfirmedSchema);
}
