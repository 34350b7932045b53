import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@contract/ids.ts';
import {
  questionThreadListSchema,
  questionThreadParamsSchema,
  questionThreadSchema,
  reportedQuestionsListSchema,
  reportQuestionsSchema,
} from '@contract/listing-questions.ts';
import {
  messageSentSchema,
  orderMessageListSchema,
  orderMessagesQuerySchema,
  sendQuestionSchema,
} from '@contract/order-messages.ts';
import { reportedSchema } from '@contract/reports.ts';
import { deletedSchema, modifiedSchema } from '@contract/selling.ts';
import {
  listQuestions,
  listQuestionThreads,
  markQuestionsRead,
  questionThreadFor,
  sendQuestion,
} from '@server/messages/listing-questions.ts';
import {
  dismissQuestionReport,
  listReportedQuestions,
  reportQuestionThread,
} from '@server/reports/question-reports.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * Questions on a listing before ordering it: GET /api/questions (the caller's threads), GET
 * /api/questions/{productId}/{buyerId} and …/messages (the buyer, the seller, an admin), POST …/messages (the buyer
 * asks, the seller answers; its own hourly budget per sign-in), POST …/read, POST …/report (either party, once); the
 * admins' GET /api/questions/reports and DELETE /api/questions/reports/{id} (dismissed once read).
 */
const questionRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  // Every account but an admin's asks (as a buyer) and answers (as the listing's seller); an admin only reads.
  const parties = ['buy'] as const;
  const readers = ['buy', 'admin'] as const;
  const caller = (request: { currentUser: { id: string; role: 'Buyer' | 'Seller' | 'admin' } | null }) =>
    request.currentUser!;

  app.get(
    '',
    { config: { access: parties }, schema: { response: { 200: questionThreadListSchema } } },
    async (request) => listQuestionThreads(app.db, caller(request).id),
  );
  app.get(
    '/:productId/:buyerId',
    {
      config: { access: readers },
      schema: { params: questionThreadParamsSchema, response: { 200: questionThreadSchema } },
    },
    async (request) => questionThreadFor(app.db, request.params, caller(request)),
  );
  app.get(
    '/:productId/:buyerId/messages',
    {
      config: { access: readers },
      schema: {
        params: questionThreadParamsSchema,
        querystring: orderMessagesQuerySchema,
        response: { 200: orderMessageListSchema },
      },
    },
    async (request) => listQuestions(app.db, request.params, caller(request), request.query),
  );
  app.post(
    '/:productId/:buyerId/messages',
    {
      config: { access: parties, rateLimit: app.rateLimits.questions },
      schema: { params: questionThreadParamsSchema, body: sendQuestionSchema, response: { 200: messageSentSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      message: await sendQuestion(deals, request.params, caller(request), request.body),
    }),
  );
  app.post(
    '/:productId/:buyerId/read',
    {
      config: { access: parties, rateLimit: app.rateLimits.write },
      schema: {
        params: questionThreadParamsSchema,
        body: z.object({}).optional(),
        response: { 200: modifiedSchema },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await markQuestionsRead(app.db, request.params, caller(request)),
    }),
  );
  app.post(
    '/:productId/:buyerId/report',
    {
      config: { access: parties, rateLimit: app.rateLimits.write },
      schema: {
        params: questionThreadParamsSchema,
        body: reportQuestionsSchema,
        response: { 200: reportedSchema, 201: reportedSchema },
      },
    },
    async (request, reply) => {
      const { alreadyReported } = await reportQuestionThread(app.db, request.params, caller(request), request.body);
      return reply.status(alreadyReported ? 200 : 201).send({ acknowledged: true, alreadyReported });
    },
  );
  app.get(
    '/reports',
    { config: { access: ['admin'] }, schema: { response: { 200: reportedQuestionsListSchema } } },
    async () => listReportedQuestions(app.db),
  );
  app.delete(
    '/reports/:id',
    {
      config: { access: ['admin'], rateLimit: app.rateLimits.write },
      schema: { params: idParamsSchema, response: { 200: deletedSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await dismissQuestionReport(app.db, request.params.id),
    }),
  );
};

export default questionRoutes;
