import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { type ChangeChannel, createChangeChannel } from '../platform/cache/change-channel.js';
import {
  type CachedReply,
  matchesIfNoneMatch,
  preferredEncoding,
  ReplyStore,
  type ReplyStoreStats,
  strongEtag,
} from '../platform/cache/reply-store.js';

/** The one cache namespace so far: everything an admin catalogue write can change. */
export type CacheName = 'catalogue';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public reads whose 200 replies are kept until a catalogue write (this plugin). */
    cache?: CacheName;
    /**
     * A cached page that reads nothing from its query string: `/?utm_source=…` and `/` share
     * one entry, so links with tracking parameters (or made-up ones) neither miss nor push
     * other replies out.
     */
    cacheIgnoresQuery?: boolean;
    /** Writes whose replies (other than 4xx) clear the cache on every instance. */
    invalidates?: CacheName;
  }
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    replyCache: RequestCacheState | null;
  }
}

interface RequestCacheState {
  /** The canonical key (empty until preValidation computes it from the parsed body). */
  key: string;
  generation: number;
  hit: boolean;
  /** This request computes the reply others with the same key wait for. */
  leader: InFlight | null;
  /** The key made of the body's exact bytes, when the JSON parser saw them (matchRawBody). */
  rawKey: string | null;
  /** Found by the raw key: sent from preValidation without parsing the body. */
  entry: CachedReply | null;
}

/** A reply being computed; concurrent requests for the same key wait for it. */
interface InFlight {
  promise: Promise<CachedReply | null>;
  settle(entry: CachedReply | null): void;
}

export interface CatalogueCache {
  /** Whether replies are being kept and served now (off while the channel is down). */
  readonly active: boolean;
  /** Switches caching on or off at run time (benchmarks); off also clears. */
  enabled: boolean;
  stats(): ReplyStoreStats;
  /** Requests waiting now for an identical request's reply (single flight, below). */
  waiting(): number;
  /** Clears this instance's cache (a write route does this, and tells the others). */
  clear(): void;
  /**
   * Calls `listener` whenever the catalogue may have changed (a write here or on another
   * instance, a SQL NOTIFY, a gap in notifications): for other in-memory copies of it.
   */
  onClear(listener: () => void): void;
  /**
   * For the JSON body parser, before it parses: true when these exact body bytes were seen
   * before on this cached route and their reply is still kept. The parser then skips
   * JSON.parse (the body stays undefined) and preValidation sends the kept reply. False
   * otherwise: the body is parsed and looked up by its canonical JSON as before, and these
   * bytes become a second key (an alias) for the reply kept under it.
   */
  matchRawBody(request: FastifyRequest, text: string): boolean;
}

export interface ReplyCacheOptions {
  /**
   * Catalogue writes announce themselves with NOTIFY on this pool, and a dedicated connection
   * LISTENs for the other instances' announcements. Without it (a single instance in a
   * test), only this instance's writes clear the cache.
   */
  pool?: pg.Pool;
  /** False keeps ETags and 304s but never stores a reply (benchmarks of the cold path). */
  enabled?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /**
   * PUBLIC_URL: pages then name this origin whatever the Host header says, so the key leaves
   * the Host out (a forged Host neither splits nor poisons the cache). Without it
   * (development), pages use the request's origin and the key includes it.
   */
  publicUrl?: string | undefined;
}

/** PostgreSQL channel; `NOTIFY catalogue_changed` from SQL clears every instance too. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** A request whose key (URL and body) is longer is not cached: no catalogue read sends one. */
const MAX_KEY_LENGTH = 4096;
/**
 * Below this, compression is not worth it. Lower than the app's (COMPRESS_MIN_BYTES in app.ts):
 * a cached reply is compressed once and sent compressed on every hit.
 */
const COMPRESS_THRESHOLD = 1024;
/** The longest a request waits for an identical one in flight before computing its own. */
const MAX_WAIT_MS = 5_000;

/**
 * In-process cache of public catalogue replies (docs/decisions/0010).
 *
 * A route with `config: { cache: 'catalogue' }` has its 200 replies kept, keyed by method,
 * origin, URL and the request body in canonical JSON, as the serialized bytes with a strong
 * ETag; a hit is sent from preValidation, before validation, the handler, the database and
 * the serializer, pre-compressed when the client accepts it. Every such reply carries the
 * ETag and `Cache-Control: no-cache`, and an `If-None-Match` that matches gets a 304.
 * Identical misses in flight together share one computation. A POST body's exact bytes
 * are a second key (an alias of the canonical one, see matchRawBody): the app's JSON parser
 * asks before parsing, so a body seen before is neither parsed nor re-keyed.
 *
 * A route with `config: { invalidates: 'catalogue' }` clears the cache once it has replied
 * (any status but 4xx: a 5xx may follow a partial change) and NOTIFYs `catalogue_changed`, on
 * which every other instance clears its own. While the listening connection is down the cache
 * is bypassed, and it is cleared when the connection comes back (notifications may have been
 * missed in between).
 */
export const replyCachePlugin = fp<ReplyCacheOptions>(
  async (app: FastifyInstance, options) => {
    const store = new ReplyStore({
      ...(options.maxEntries !== undefined ? { maxEntries: options.maxEntries } : {}),
      ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
    });
    const listeners: (() => void)[] = [];
    const clear = () => {
      store.clear();
      for (const listener of listeners) listener();
    };
    let enabled = options.enabled ?? true;
    const channel: ChangeChannel | null = options.pool
      ? createChangeChannel({
          pool: options.pool,
          channel: CATALOGUE_CHANNEL,
          onChange: clear,
          onGap: clear,
          log: app.log,
        })
      : null;
    const isActive = () => enabled && (channel === null || channel.listening);

    app.decorate('catalogueCache', {
      get active() {
        return isActive();
      },
      get enabled() {
        return enabled;
      },
      set enabled(value: boolean) {
        enabled = value;
        if (!value) store.clear();
      },
      stats: () => store.stats(),
      waiting: () => waiting,
      clear,
      onClear: (listener) => {
        listeners.push(listener);
      },
      matchRawBody: (request, text) => matchRawBody(request, text),
    } satisfies CatalogueCache);
    app.decorateRequest('replyCache', null);

    if (channel) {
      app.addHook('onReady', async () => {
        await channel.start();
        if (!channel.listening) {
          app.log.warn('catalogue cache bypassed until the invalidation channel connects');
        }
      });
      app.addHook('onClose', async () => {
        await channel.close();
      });
    }

    /**
     * Identical requests that miss together (a hot page right after a catalogue write, a
     * crawler and a shopper) share one computation: the first computes, the others wait for
     * its reply (single flight), so a write does not bring a burst of identical queries.
     */
    const inFlight = new Map<string, InFlight>();
    let waiting = 0;

    /**
     * `METHOD /path` of the cached routes, so other bodies (a login) are not keyed, with
     * whether each ignores its query. Read from here rather than `request.routeOptions`,
     * which Fastify builds anew on every access.
     */
    const cachedRoutes = new Map<string, { ignoresQuery: boolean }>();

    const matchRawBody = (request: FastifyRequest, text: string): boolean => {
      const route = isActive() ? cachedRoutes.get(`${request.method} ${request.url}`) : undefined;
      if (!route) return false;
      const rawKey = `${keyPrefix(request, route.ignoresQuery, options.publicUrl)}\n${text}`;
      if (rawKey.length > MAX_KEY_LENGTH) return false;
      // A body already in canonical form is its own key; any other needs an alias.
      const key = store.resolveAlias(rawKey) ?? rawKey;
      const entry = store.get(key, { countMiss: false }) ?? null;
      request.replyCache = {
        key,
        generation: store.generation,
        hit: entry !== null,
        leader: null,
        rawKey,
        entry,
      };
      return entry !== null;
    };

    /**
     * The preValidation hook of a cached route. Callback style, not async: a hit then costs
     * no promise, and the reply is sent from here without calling `done` (Fastify's way for
     * a hook that answers).
     */
    const lookupFor =
      (ignoresQuery: boolean): preValidationHookHandler =>
      (request, reply, done) => {
        const raw = request.replyCache;
        // Found by its exact bytes a moment ago, in the body parser (same tick: no clear since).
        if (raw?.entry) {
          sendCached(request, reply, raw.key, raw.entry);
          return;
        }
        request.replyCache = null;
        if (!isActive() || (request.method !== 'GET' && request.method !== 'POST')) return done();
        const key = cacheKey(request, ignoresQuery, options.publicUrl);
        if (key === null) return done();
        const rawKey = raw?.rawKey ?? null;
        const generation = store.generation;
        const entry = store.get(key);
        if (entry) {
          if (rawKey) store.alias(rawKey, key);
          request.replyCache = { key, generation, hit: true, leader: null, rawKey, entry: null };
          sendCached(request, reply, key, entry);
          return;
        }
        const pending = inFlight.get(key);
        if (!pending) {
          lead(request, key, generation, rawKey);
          return done();
        }
        waiting++;
        pending.promise.then((shared) => {
          waiting--;
          // Settled (or given up on): the next identical miss may lead.
          if (inFlight.get(key) === pending) inFlight.delete(key);
          if (shared) {
            if (rawKey) store.alias(rawKey, key);
            request.replyCache = { key, generation, hit: true, leader: null, rawKey, entry: null };
            sendCached(request, reply, key, shared);
            return;
          }
          if (inFlight.has(key)) {
            request.replyCache = { key, generation, hit: false, leader: null, rawKey, entry: null };
          } else {
            lead(request, key, generation, rawKey);
          }
          done();
        }, done);
      };

    /** This request computes the reply; identical ones arriving meanwhile wait for it. */
    const lead = (
      request: FastifyRequest,
      key: string,
      generation: number,
      rawKey: string | null,
    ) => {
      const leader = deferred(MAX_WAIT_MS);
      inFlight.set(key, leader);
      request.replyCache = { key, generation, hit: false, leader, rawKey, entry: null };
    };

    const finish = (key: string, flight: InFlight, entry: CachedReply | null) => {
      flight.settle(entry);
      if (inFlight.get(key) === flight) inFlight.delete(key);
    };

    const settleLeader = (request: FastifyRequest, entry: CachedReply | null) => {
      const state = request.replyCache;
      if (state?.leader) finish(state.key, state.leader, entry);
    };

    const sendCached = (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      entry: CachedReply,
    ) => {
      revalidationHeaders(reply, entry.etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send();
      }
      reply.type(entry.contentType);
      const encoding =
        entry.body.length >= COMPRESS_THRESHOLD
          ? preferredEncoding(request.headers['accept-encoding'])
          : null;
      if (encoding) {
        // @fastify/compress leaves a reply that already has a Content-Encoding alone.
        reply.header('content-encoding', encoding);
        return reply.send(store.compressed(key, entry, encoding));
      }
      return reply.send(entry.body);
    };

    // Callback style, not async: every cached read runs these, hit or miss, and an async
    // hook costs each a promise.
    const keep: onSendHookHandler<unknown> = (request, reply, payload, done) => {
      const state = request.replyCache;
      if (state?.hit) return done(null, payload);
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        settleLeader(request, null);
        return done(null, payload);
      }
      const cookie = reply.getHeader('set-cookie') !== undefined;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json');
      const entry =
        state && !cookie ? store.set(state.key, payload, contentType, state.generation) : null;
      if (entry && state?.rawKey) store.alias(state.rawKey, state.key);
      settleLeader(request, entry);
      const etag = entry?.etag ?? strongEtag(payload);
      revalidationHeaders(reply, etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return done(null, null);
      }
      // The stored bytes, so this first reply is byte-identical to every later hit.
      done(null, entry ? entry.body : payload);
    };

    const settleOnResponse: onResponseHookHandler = (request, _reply, done) => {
      settleLeader(request, null);
      done();
    };

    const invalidate: onSendHookHandler<unknown> = async (request, reply, payload) => {
      if (reply.statusCode >= 400 && reply.statusCode < 500) return payload;
      clear();
      try {
        await channel?.publish();
      } catch (err) {
        request.log.error({ err }, 'could not tell other instances to clear the catalogue cache');
      }
      return payload;
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = [route.method].flat();
      if (methods.includes('HEAD')) return;
      if (route.config?.cache === 'catalogue') {
        const ignoresQuery = route.config.cacheIgnoresQuery === true;
        for (const method of methods) cachedRoutes.set(`${method} ${route.url}`, { ignoresQuery });
        route.preValidation = [lookupFor(ignoresQuery), ...hooks(route.preValidation)];
        // First among the route's onSend hooks: it must see the serialized string, before
        // @fastify/compress (whose onRoute hook ran earlier) turns it into a buffer.
        route.onSend = [keep, ...hooks(route.onSend)];
        route.onResponse = [...hooks(route.onResponse), settleOnResponse];
      }
      if (route.config?.invalidates === 'catalogue') {
        route.onSend = [...hooks(route.onSend), invalidate];
      }
    });
  },
  { name: 'reply-cache' },
);

/** Settles by itself with null after `timeoutMs`: a leader that never replies (aborted). */
function deferred(timeoutMs: number): InFlight {
  let settle!: (entry: CachedReply | null) => void;
  const promise = new Promise<CachedReply | null>((resolve) => {
    const timer = setTimeout(() => settle(null), timeoutMs);
    timer.unref();
    settle = (entry) => {
      clearTimeout(timer);
      resolve(entry);
    };
  });
  return { promise, settle };
}

function hooks<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function revalidationHeaders(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
}

/** Method, origin and URL: the part of the key before the body. */
function keyPrefix(
  request: FastifyRequest,
  ignoresQuery: boolean,
  publicUrl: string | undefined,
): string {
  const url = ignoresQuery ? request.url.split('?', 1)[0] : request.url;
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  return `${request.method} ${origin}${url}`;
}

/** Method, origin, URL and the body in canonical JSON; null when too large to be a read. */
function cacheKey(
  request: FastifyRequest,
  ignoresQuery: boolean,
  publicUrl: string | undefined,
): string | null {
  const body =
    request.body === undefined || request.body === null ? '' : canonicalJson(request.body);
  const key = `${keyPrefix(request, ignoresQuery, publicUrl)}\n${body}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` share an entry. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? '';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
