import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiRoutes } from '@store/contract/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the same zod schemas that validate requests (DESIGN §3). */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Editing assets store API',
          description:
            'JSON API of the store. Replies are envelopes: `{ success, error, message, data }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: apiRoutes.docs.ui.path,
      staticCSP: true,
      uiConfig: { deepLinking: true },
    });
    app.get(apiRoutes.docs.openapi.path, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
