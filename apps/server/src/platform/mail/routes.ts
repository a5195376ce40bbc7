import { outboxReplySchema } from '@store/contract/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from './index.js';

/**
 * GET /api/dev/outbox: the dev outbox, newest first. Registered only outside production
 * (app.ts), so production answers 404 like any unknown path.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (
  app,
  { mailer },
) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails kept by the dev outbox (development only; empty when SMTP is used)',
        response: { 200: outboxReplySchema },
      },
    },
    async (_request, reply) => {
      // One-time codes live in here: never cached anywhere.
      reply.header('cache-control', 'no-store');
      const messages = mailer.outbox?.list() ?? [];
      return {
        success: true as const,
        error: false as const,
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
