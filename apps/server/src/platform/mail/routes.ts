import { errorEnvelopeSchema } from '@store/contract/common';
import { outboxReplySchema } from '@store/contract/dev';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/reply.js';
import type { Mailer } from './index.js';

/**
 * GET /api/dev/outbox: the dev outbox, newest first. The mails hold password reset codes, so
 * it is registered only with DEV_OUTBOX=true and never in production (app.ts, config.ts),
 * answers only on the loopback address (anyone else gets the 404 of an unknown path) and
 * only to a signed-in admin.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (
  app,
  { mailer },
) => {
  // Elsewhere it is an unknown path, answered as one. A hook of this (encapsulated) plugin
  // runs before the route's own hooks, the sign-in guard among them, so a stranger cannot
  // even learn from a 401 that the route exists.
  app.addHook('onRequest', (request, reply, done) => {
    if (fromLoopback(request)) return done();
    reply.callNotFound();
  });
  app.get(
    '/api/dev/outbox',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['dev'],
        summary:
          'E-mails kept by the dev outbox (DEV_OUTBOX=true in development only; loopback address and admins only)',
        security: [{ bearerAuth: [] }],
        response: {
          200: outboxReplySchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (_request, reply) => {
      // One-time codes live in here: never cached anywhere.
      reply.header('cache-control', 'no-store');
      const messages = mailer.outbox?.list() ?? [];
      return {
        ...ok,
        message: mailer.outbox
          ? `${messages.length} message${messages.length === 1 ? '' : 's'}`
          : 'Mail is sent over SMTP; the dev outbox is not in use.',
        data: messages.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          sentAt: m.sentAt.toISOString(),
        })),
      };
    },
  );
};

/**
 * Both the connection and the address Fastify settled on (which may come from a trusted
 * proxy's X-Forwarded-For) are this machine: a proxy on the same host forwarding a stranger
 * does not count as local.
 */
function fromLoopback(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
