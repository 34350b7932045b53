import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sandboxPaymentIntents } from '../db/schema.ts';
import { AuthorisationLapsedError, type PaymentGateway, type PaymentIntent } from './payment-gateway.ts';
import { checkSandboxCard, type CardCheck } from './sandbox-card-check.ts';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

const toIntent = (row: IntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata,
});

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The default provider: intents kept in our database, confirmed by the app's test-mode card form. Like Stripe with
 * `capture_method=manual`, a confirmed card is authorised (`requires_capture`) until captured or cancelled.
 */
export function createSandboxGateway(db: Db) {
  const gateway: PaymentGateway = {
    provider: 'sandbox',
    async createIntent({ amountCents, currency, metadata }) {
      const id = randomId('pi_sandbox');
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents,
          currency,
          metadata,
        })
        .returning();
      return toIntent(row!);
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).limit(1);
      return row && toIntent(row);
    },
    async capture(intentId) {
      const [row] = await db
        .update(sandboxPaymentIntents)
        .set({ status: 'succeeded' })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            inArray(sandboxPaymentIntents.status, ['requires_capture', 'succeeded']),
          ),
        )
        .returning({ id: sandboxPaymentIntents.id });
      if (!row) throw new AuthorisationLapsedError(`Payment ${intentId} has no authorisation to capture`);
    },
    async cancel(intentId) {
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            inArray(sandboxPaymentIntents.status, ['requires_payment_method', 'requires_capture']),
          ),
        );
    },
  };

  /** What Stripe.js's confirmCardPayment does against Stripe, done against the sandbox. */
  async function confirm(
    clientSecret: string,
    card: Parameters<typeof checkSandboxCard>[0],
  ): Promise<{ intent: PaymentIntent | undefined; check: CardCheck }> {
    const [row] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
      .limit(1);
    if (!row)
      return {
        intent: undefined,
        check: { ok: false, code: 'resource_missing', message: 'No such payment.', field: 'number' },
      };
    if (row.status !== 'requires_payment_method') {
      const usable = row.status === 'requires_capture' || row.status === 'succeeded';
      return {
        intent: toIntent(row),
        check: usable
          ? { ok: true }
          : {
              ok: false,
              code: 'payment_intent_unexpected_state',
              message: 'This payment was cancelled.',
              field: 'number',
            },
      };
    }
    const check = checkSandboxCard(card);
    const [updated] = await db
      .update(sandboxPaymentIntents)
      .set(check.ok ? { status: 'requires_capture', lastError: null } : { lastError: check.code })
      .where(eq(sandboxPaymentIntents.id, row.id))
      .returning();
    return { intent: updated && toIntent(updated), check };
  }

  return { gateway, confirm };
}

export type SandboxPayments = ReturnType<typeof createSandboxGateway>;
