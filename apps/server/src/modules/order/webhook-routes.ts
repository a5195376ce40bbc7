import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { PaymentWebhookReply } from '@store/contract/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/lib/api-route.js';
import { ok } from '#server/lib/reply.js';
import type { WebhookRequest } from './webhook.js';

/**
 * `POST /api/order/payment-webhook`, in a plugin of its own so that here alone JSON bodies
 * stay raw bytes: the signature covers the exact bytes sent, which parsing would change.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  handle: (request: WebhookRequest) => Promise<PaymentWebhookReply['data']>;
}> = async (app, { handle }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const e = errorEnvelopeSchema;
  // Its table entry has no body schema: nothing parses or validates the bytes before `handle`.
  serve(
    app,
    apiRoutes.order.paymentWebhook,
    {
      schema: {
        tags: ['order'],
        summary: 'Cashfree payment webhook (signature on the raw body, idempotent)',
        response: { 400: e, 401: e, 404: e, 409: e, 503: e },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const data = await handle({ rawBody, headers: request.headers });
      return { ...ok, message: 'Webhook processed', data };
    },
  );
};
