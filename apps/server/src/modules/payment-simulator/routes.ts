import { apiRoutes } from '@store/contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PaymentSimulator } from '#server/platform/payments/index.js';
import { simulatorPage } from './page.js';

const sessionSchema = z.string().trim().min(1).max(200);
const completeSchema = z.object({ session: sessionSchema, outcome: z.enum(['pay', 'fail']) });

/**
 * `/pay/simulator` (DESIGN §5), only while the simulator is the provider: the stand-in
 * checkout page. Pay or Fail records the attempt, posts the webhook Cashfree would post
 * (signed, through the real webhook route) and sends the browser to the return URL.
 */
export const paymentSimulatorRoutes: FastifyPluginAsync<{ simulator: PaymentSimulator }> = async (
  app,
  { simulator },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/pay/simulator', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const session = sessionSchema.safeParse(query.payment_session_id ?? query.session);
    const order = session.success ? await simulator.findSession(session.data) : null;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!order) reply.code(404);
    return simulatorPage(order, session.success ? session.data : '');
  });

  app.post('/pay/simulator/complete', { schema: { hide: true } }, async (request, reply) => {
    const form = completeSchema.safeParse(request.body);
    const outcome = form.success
      ? await simulator.complete(form.data.session, form.data.outcome)
      : null;
    if (!outcome) {
      reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return simulatorPage(null, '');
    }
    const delivered = await app.inject({
      method: apiRoutes.order.paymentWebhook.method,
      url: apiRoutes.order.paymentWebhook.path,
      headers: outcome.webhook.headers,
      payload: outcome.webhook.rawBody,
    });
    if (delivered.statusCode >= 300) {
      request.log.warn(
        { status: delivered.statusCode, body: delivered.body },
        'simulator webhook refused',
      );
    }
    return reply.redirect(outcome.returnUrl, 303);
  });
};
