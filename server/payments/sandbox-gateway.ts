import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sandboxPaymentIntents } from '../db/schema.ts';
import type { PaymentGateway, PaymentIntent } from './payment-gateway.ts';
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

/** The default provider: intents kept in our database, confirmed by the app's test-mode card form. */
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
    async refund(intentId) {
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'refunded' as IntentRow['status'] })
        .where(eq(sandboxPaymentIntents.id, intentId));
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
    if (row.status === 'succeeded') return { intent: toIntent(row), check: { ok: true } };
    const check = checkSandboxCard(card);
    const [updated] = await db
      .update(sandboxPaymentIntents)
      .set(check.ok ? { status: 'succeeded', lastError: null } : { lastError: check.code })
      .where(eq(sandboxPaymentIntents.id, row.id))
      .returning();
    return { intent: updated && toIntent(updated), check };
  }

  return { gateway, confirm };
}

export type SandboxPayments = ReturnType<typeof createSandboxGateway>;
