import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Notifier } from '../notifications/notices.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

/** What every step of a deal needs: the database, the card provider, the way to reach people's devices, a log. */
export type DealServices = { db: Db; gateway: PaymentGateway; notifier: Notifier; log: FastifyBaseLogger };
