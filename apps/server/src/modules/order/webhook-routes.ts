import { errorEnvelopeSchema, successEnvelope } from '@store/contract/common';
import { paymentStatusSchema } from '@store/contract/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/reply.js';
import type { WebhookRequest } from './webhook.js';

const webhookReplySchema = successEnvelope(
  z.object({ orderId: z.string(), payment_status: paymentStatusSchema, changed: z.boolean() }),
);

/**
 * `POST /api/order/payment-webhook`, in a plugin of its own so that here alone JSON bodies
 * stay raw bytes: the signature covers the exact bytes sent, which parsing would change.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  handle: (request: WebhookRequest) => Promise<z.infer<typeof webhookReplySchema>['data']>;
}> = async (app, { handle }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const e = errorEnvelopeSchema;
  app.post(
    '/payment-webhook',
    {
      schema: {
        tags: ['order'],
        summary: 'Cashfree payment webhook (signature on the raw body, idempotent)',
        response: { 200: webhookReplySchema, 400: e, 401: e, 404: e, 409: e, 503: e },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const data = await handle({ rawBody, headers: request.headers });
      return { ...ok, message: 'Webhook processed', data };
    },
  );
};
