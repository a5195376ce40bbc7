import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  isProduction: boolean;
  /** Cashfree's browser checkout: its SDK script, frames and API (INTEGRATIONS.md). */
  cashfreeCheckout?: boolean;
  /** Origins images come from besides ours: S3_PUBLIC_URL's (a bucket or a CDN). */
  imageOrigins?: readonly string[];
}

const CASHFREE_SDK = 'https://sdk.cashfree.com';
const CASHFREE_HOSTS = ['https://sdk.cashfree.com', 'https://*.cashfree.com'];

/**
 * Security headers. The CSP allows only our own scripts; YouTube embeds (product videos,
 * loaded on click) and Google sign-in are the outside origins the store needs.
 */
export function securityHeaderOptions(
  isProduction: boolean,
  cashfreeCheckout = false,
  imageOrigins: readonly string[] = [],
): HelmetOptions {
  const cashfree = (hosts: string[]) => (cashfreeCheckout ? hosts : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'script-src': [
          "'self'",
          'https://accounts.google.com/gsi/client',
          ...cashfree([CASHFREE_SDK]),
        ],
        // Tailwind is compiled to a stylesheet; the Google button injects inline styles.
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        // Named although `https:` covers them: uploads on a CDN must load if that is narrowed.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
        // Preview clips (issue 16): ours, or under S3_PUBLIC_URL; never another site's.
        'media-src': ["'self'", ...imageOrigins],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/', ...cashfree(CASHFREE_HOSTS)],
        'frame-src': [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://accounts.google.com/gsi/',
          ...cashfree(CASHFREE_HOSTS),
        ],
        ...(isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Google sign-in's popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // YouTube's embedded player refuses to play without the embedding site as referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/**
 * Runs helmet's middleware once against a recording response and returns the headers it
 * sets. Our policy has no per-request parts (no nonces), so every reply can carry the same
 * headers; @fastify/helmet rebuilt the whole middleware on every request (~12% of the CPU
 * of a cached catalogue read, docs/PERFORMANCE.md).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of an API reply (JSON, a redirect, a 204). The page policy above exists for
 * documents; a JSON body opened as a page needs only to be inert: nothing loads, nothing
 * frames it, nothing sniffs it. Half the bytes of the page set on every API reply (OWASP's
 * REST guidance), which the phone on a slow network pays for on each call.
 */
export function apiSecurityHeaders(
  documentHeaders: Record<string, string>,
): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** `/api`, `/api/…` and `/api?…`, except the interactive docs, which are a page. */
const API_PATH = /^\/api(?:[/?]|$)(?!docs(?:[/?]|$))/;

export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const documentHeaders = computeSecurityHeaders(
      securityHeaderOptions(options.isProduction, options.cashfreeCheckout, options.imageOrigins),
    );
    const apiHeaders = apiSecurityHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(API_PATH.test(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security' },
);
