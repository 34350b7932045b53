import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeOrderSchema } from '@contract/disputes.ts';
import { z } from 'zod';
import { idParamsSchema } from '@contract/ids.ts';
import {
  messageSentSchema,
  orderMessageListSchema,
  orderMessagesQuerySchema,
  orderMessageParamsSchema,
  sendMessageSchema,
} from '@contract/order-messages.ts';
import {
  cancelOrderSchema,
  cancelRequestSchema,
  confirmHandoverSchema,
  orderPlacedSchema,
  orderSchema,
  orderStepSchema,
  placeOrderSchema,
  recordHandoverSchema,
} from '@contract/orders.ts';
import { rateOrderSchema, ratingRecordedSchema } from '@contract/ratings.ts';
import { deletedSchema, modifiedSchema } from '@contract/selling.ts';
import { acceptMeeting, listMessages, markMessagesRead, sendMessage } from '@server/messages/order-messages.ts';
import { removeOrder } from '@server/orders/buyer-orders.ts';
import { confirmHandover, recordHandover } from '@server/orders/handover.ts';
import {
  acceptCancelRequest,
  acceptOrder,
  cancelOrder,
  declineOrder,
  disputeOrder,
  requestCancel,
} from '@server/orders/order-steps.ts';
import { orderForParty } from '@server/orders/order-view.ts';
import { placeOrder } from '@server/orders/place-order.ts';
import { rateOrder } from '@server/ratings/rate-order.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * POST /api/orders (a replay of the same clientOrderId lands once), DELETE /api/orders/{id} (not accepted yet),
 * and the deal that follows, each step for its buyer or its seller only (contract/deal-rules.ts): GET
 * /api/orders/{id}, POST /api/orders/{id}/accept | decline | cancel | cancel-request | cancel-request/accept |
 * handed-over | handover | dispute | rating, the order's messages
 * (GET and POST /api/orders/{id}/messages, POST …/messages/{messageId}/accept, POST …/read).
 */
const orderRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  const buyerWrite = { access: ['buy'], rateLimit: app.rateLimits.write } as const;
  const sellerWrite = { access: ['sell'], rateLimit: app.rateLimits.write } as const;
  // Admins are never a party to an order: refused by capability, before anything is read or validated.
  const parties = ['buy', 'sell'] as const;
  const partyWrite = { access: parties, rateLimit: app.rateLimits.write } as const;
  const step = { params: idParamsSchema, response: { 200: orderStepSchema } };
  const userId = (request: { currentUser: { id: string } | null }) => request.currentUser!.id;

  app.post(
    '',
    { config: buyerWrite, schema: { body: placeOrderSchema, response: { 201: orderPlacedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await placeOrder(app.db, deals.notifier, userId(request), request.body)),
  );

  app.delete(
    '/:id',
    { config: buyerWrite, schema: { params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await removeOrder(app.db, request.params.id, userId(request)),
    }),
  );

  app.get(
    '/:id',
    { config: { access: parties }, schema: { params: idParamsSchema, response: { 200: orderSchema } } },
    async (request) => orderForParty(app.db, request.params.id, userId(request)),
  );

  app.post('/:id/accept', { config: sellerWrite, schema: step }, async (request) =>
    acceptOrder(deals, request.params.id, userId(request)),
  );
  app.post('/:id/decline', { config: sellerWrite, schema: step }, async (request) =>
    declineOrder(deals, request.params.id, userId(request)),
  );
  app.post('/:id/cancel', { config: partyWrite, schema: { ...step, body: cancelOrderSchema } }, async (request) =>
    cancelOrder(deals, request.params.id, userId(request), request.body.reason),
  );
  app.post(
    '/:id/cancel-request',
    { config: partyWrite, schema: { ...step, body: cancelRequestSchema } },
    async (request) => requestCancel(deals, request.params.id, userId(request), request.body.reason),
  );
  app.post(
    '/:id/cancel-request/accept',
    { config: partyWrite, schema: { ...step, body: z.object({}).optional() } },
    async (request) => acceptCancelRequest(deals, request.params.id, userId(request)),
  );
  app.post(
    '/:id/handed-over',
    { config: sellerWrite, schema: { ...step, body: recordHandoverSchema } },
    async (request) => recordHandover(deals, request.params.id, userId(request), request.body),
  );
  app.post('/:id/dispute', { config: partyWrite, schema: { ...step, body: disputeOrderSchema } }, async (request) =>
    disputeOrder(deals, request.params.id, userId(request), request.body),
  );
  app.post('/:id/handover', { config: buyerWrite, schema: { ...step, body: confirmHandoverSchema } }, async (request) =>
    confirmHandover(deals, request.params.id, userId(request), request.body),
  );

  app.post(
    '/:id/rating',
    {
      config: partyWrite,
      schema: { params: idParamsSchema, body: rateOrderSchema, response: { 200: ratingRecordedSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      insertedId: await rateOrder(deals, request.params.id, userId(request), request.body),
    }),
  );

  app.get(
    '/:id/messages',
    {
      config: { access: parties },
      schema: {
        params: idParamsSchema,
        querystring: orderMessagesQuerySchema,
        response: { 200: orderMessageListSchema },
      },
    },
    async (request) => listMessages(app.db, request.params.id, userId(request), request.query),
  );
  app.post(
    '/:id/messages',
    {
      config: partyWrite,
      schema: { params: idParamsSchema, body: sendMessageSchema, response: { 200: messageSentSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      message: await sendMessage(deals, request.params.id, userId(request), request.body),
    }),
  );
  app.post(
    '/:id/messages/:messageId/accept',
    { config: partyWrite, schema: { params: orderMessageParamsSchema, response: { 200: messageSentSchema } } },
    async (request) => ({
      acknowledged: true as const,
      message: await acceptMeeting(deals, request.params.id, request.params.messageId, userId(request)),
    }),
  );
  app.post(
    '/:id/read',
    {
      config: partyWrite,
      schema: { params: idParamsSchema, body: z.object({}).optional(), response: { 200: modifiedSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await markMessagesRead(app.db, request.params.id, userId(request)),
    }),
  );
};

export default orderRoutes;
