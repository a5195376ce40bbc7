import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  isProduction: boolean;
}

/**
 * Security headers. The CSP allows only our own scripts; YouTube embeds (product videos,
 * loaded on click) and Google sign-in are the outside origins the store needs.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
          // Tailwind is compiled to a stylesheet; the Google button injects inline styles.
          'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
          'frame-src': [
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
            'https://accounts.google.com/gsi/',
          ],
          ...(options.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      // Google sign-in's popup needs to talk back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      // YouTube's embedded player refuses to play without the embedding site as referrer.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: options.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    });
  },
  { name: 'security' },
);
