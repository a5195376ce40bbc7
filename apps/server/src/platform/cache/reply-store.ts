import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** A serialised reply, ready to send again without the database or the serializer. */
export interface CachedReply {
  /** The serialized reply, as bytes: sent as is, never encoded again. */
  body: Buffer;
  contentType: string;
  /** Strong validator: a hash of the body, quoted (RFC 9110 §8.8.3). */
  etag: string;
  /** Compressed copies, made on the first request that accepts them. */
  br?: Buffer;
  gzip?: Buffer;
  /** What this entry counts against the byte budget. */
  bytes: number;
}

export interface ReplyStoreOptions {
  /** Most entries kept (default 500). */
  maxEntries?: number;
  /** Most bytes kept, bodies and compressed copies together (default 20 MB). */
  maxBytes?: number;
}

export interface ReplyStoreStats {
  entries: number;
  aliases: number;
  bytes: number;
  hits: number;
  misses: number;
  generation: number;
}

/**
 * A bounded least-recently-used map of replies. `generation` moves on every clear: a reply
 * computed from data read before a clear is refused (see set), so a read racing a write cannot
 * put stale data back after the write's invalidation.
 */
export class ReplyStore {
  readonly maxEntries: number;
  readonly maxBytes: number;
  /** Larger replies are not kept (a quarter of the budget). */
  readonly maxEntryBytes: number;
  #entries = new Map<string, CachedReply>();
  /** Other keys for kept replies (a body's exact bytes → its canonical key), oldest first. */
  #aliases = new Map<string, string>();
  #aliasChars = 0;
  #bytes = 0;
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(options: ReplyStoreOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
    this.maxEntryBytes = Math.floor(this.maxBytes / 4);
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string, options: { countMiss?: boolean } = {}): CachedReply | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      if (options.countMiss !== false) this.#misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits += 1;
    return entry;
  }

  /** Keeps a reply unless the store was cleared since `generation` was read. */
  set(key: string, payload: string, contentType: string, generation: number): CachedReply | null {
    if (generation !== this.#generation) return null;
    const body = Buffer.from(payload);
    const bytes = body.length + key.length;
    if (bytes > this.maxEntryBytes) return null;
    this.#remove(key);
    const entry: CachedReply = { body, contentType, etag: strongEtag(body), bytes };
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    this.#evict();
    return entry;
  }

  /**
   * Records `alias` as another key for the reply kept (or about to be kept) under `key`. An
   * alias outlives its entry harmlessly (resolving it then finds nothing); aliases are
   * bounded on their own, by count (twice the entries) and by characters (a twentieth of
   * the byte budget), oldest dropped first, since they are made from client input.
   */
  alias(alias: string, key: string): void {
    if (alias === key) return;
    const chars = alias.length + key.length;
    const budget = Math.floor(this.maxBytes / 20);
    if (chars > budget) return;
    this.#removeAlias(alias);
    this.#aliases.set(alias, key);
    this.#aliasChars += chars;
    while (this.#aliases.size > this.maxEntries * 2 || this.#aliasChars > budget) {
      const oldest = this.#aliases.keys().next();
      if (oldest.done) break;
      this.#removeAlias(oldest.value);
    }
  }

  /** The key `alias` stands for, if it is one. */
  resolveAlias(alias: string): string | undefined {
    return this.#aliases.get(alias);
  }

  /** The body compressed with `encoding`, made once per entry. */
  compressed(key: string, entry: CachedReply, encoding: 'br' | 'gzip'): Buffer {
    const existing = entry[encoding];
    if (existing) return existing;
    const buffer =
      encoding === 'br'
        ? zlib.brotliCompressSync(entry.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : zlib.gzipSync(entry.body, { level: 6 });
    entry[encoding] = buffer;
    // Only an entry still in the store counts (it may have been evicted or cleared meanwhile).
    if (this.#entries.get(key) === entry) {
      entry.bytes += buffer.length;
      this.#bytes += buffer.length;
      this.#evict();
    }
    return buffer;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
    this.#aliases.clear();
    this.#aliasChars = 0;
  }

  stats(): ReplyStoreStats {
    return {
      entries: this.#entries.size,
      aliases: this.#aliases.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
      generation: this.#generation,
    };
  }

  #remove(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#bytes -= old.bytes;
  }

  #removeAlias(alias: string): void {
    const key = this.#aliases.get(alias);
    if (key === undefined) return;
    this.#aliases.delete(alias);
    this.#aliasChars -= alias.length + key.length;
  }

  #evict(): void {
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) return;
      this.#remove(oldest.value);
    }
  }
}

export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header matches `etag` (weak comparison, RFC 9110 §13.1.2: a
 * `W/` prefix is ignored; `*` matches any current representation).
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** The best encoding the client accepts among br and gzip, or null for none. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  // Browsers send one of a handful of values: each is parsed once (a cache hit parsed it on
  // every request, ~2% of its time). Bounded, since the header comes from the client.
  const known = encodingByHeader.get(value);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(value);
  if (encodingByHeader.size >= MAX_KNOWN_ENCODING_HEADERS) encodingByHeader.clear();
  if (value.length <= 256) encodingByHeader.set(value, encoding);
  return encoding;
}

const MAX_KNOWN_ENCODING_HEADERS = 64;
const encodingByHeader = new Map<string, 'br' | 'gzip' | null>();

function parseAcceptEncoding(value: string): 'br' | 'gzip' | null {
  let br = false;
  let gzip = false;
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}
