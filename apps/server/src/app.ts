import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { categoryRoutes } from './modules/category/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { productRoutes } from './modules/product/routes.js';
import { subCategoryRoutes } from './modules/subcategory/routes.js';
import type { Storage } from './platform/storage/index.js';
import type { AccessTokens } from './platform/tokens/access-token.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webAppPlugin } from './plugins/web-app.js';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  storage: Storage;
  accessTokens: AccessTokens;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The whole HTTP app as a plugin tree, in order: external (security, compression, docs) →
 * platform (errors, static web app) → modules. Tests build it and call `inject()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets never reach the logs (DESIGN §4).
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.confirmPassword',
          '*.otp',
          '*.refreshToken',
          '*.accesstoken',
        ],
        censor: '[redacted]',
      },
    },
    // Reuse a caller's request id when it looks like one, so a trace spans the proxy too.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.isProduction,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  acceptEmptyJsonBodies(app);

  // External
  await app.register(securityPlugin, { isProduction: config.isProduction });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openapiPlugin);

  // Platform
  await app.register(errorsPlugin);
  await app.register(authPlugin, { db: deps.db, accessTokens: deps.accessTokens });
  await app.register(rateLimitPlugin);
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    uploadsDir: config.uploadsDir,
    publicConfig: {
      whatsappNumber: config.whatsappNumber,
      googleClientId: config.google.clientId ?? '',
    },
  });

  // Modules
  await app.register(healthRoutes, { pool: deps.pool });
  await app.register(categoryRoutes, { prefix: '/api/category', db: deps.db });
  await app.register(subCategoryRoutes, { prefix: '/api/subcategory', db: deps.db });
  await app.register(productRoutes, { prefix: '/api/product', db: deps.db });

  return app;
}

/**
 * Several SPEC §7 calls are POSTs "with no body" (e.g. the home deals strip). A client that
 * still labels such a request as JSON must not get a 400, so an empty JSON body is "no body".
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('The request body is not valid JSON.'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });
}
