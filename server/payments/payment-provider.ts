import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway, type SandboxPayments } from './sandbox-gateway.ts';
import { createStripeClient, createStripeGateway } from './stripe-gateway.ts';

export type PaymentProvider =
  | { kind: 'sandbox'; gateway: PaymentGateway; sandbox: SandboxPayments }
  | { kind: 'stripe'; gateway: PaymentGateway; stripe: Stripe; webhookSecret: string };

/** Stripe when its keys are configured, otherwise the sandbox. */
export function createPaymentProvider(payments: Config['payments'], db: Db): PaymentProvider {
  if (payments.kind === 'stripe') {
    const stripe = createStripeClient({ secretKey: payments.secretKey, apiBase: payments.apiBase });
    return { kind: 'stripe', gateway: createStripeGateway(stripe), stripe, webhookSecret: payments.webhookSecret };
  }
  const sandbox = createSandboxGateway(db);
  return { kind: 'sandbox', gateway: sandbox.gateway, sandbox };
}
