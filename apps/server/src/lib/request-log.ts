import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** pino's numeric levels; `levelVal` on a pino logger is the lowest level it writes. */
const LEVEL_VALUES = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type LevelName = keyof typeof LEVEL_VALUES;
type Loose = (...args: unknown[]) => void;
type PinoLike = FastifyBaseLogger & { levelVal: number };

/**
 * A request's logger that becomes a real pino child (with the request id bound) only when
 * something is written at an enabled level. Fastify makes a child per request, and pino's
 * child (with our redaction paths) cost ~4 µs and its garbage on every request, though a
 * catalogue read that succeeds writes nothing but the access line, which the log controller
 * below writes through the root logger (docs/PERFORMANCE.md, 2026-11-25).
 */
class RequestLogger {
  readonly #parent: PinoLike;
  readonly #bindings: Record<string, unknown>;
  #child: PinoLike | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>) {
    this.#parent = parent as PinoLike;
    this.#bindings = bindings;
  }

  #logger(): PinoLike {
    this.#child ??= this.#parent.child(this.#bindings) as PinoLike;
    return this.#child;
  }

  #write(level: LevelName, args: unknown[]): void {
    if ((this.#child ?? this.#parent).levelVal > LEVEL_VALUES[level]) return;
    const logger = this.#logger();
    (logger[level] as Loose).apply(logger, args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    const value = LEVEL_VALUES[level as LevelName];
    return value !== undefined && (this.#child ?? this.#parent).levelVal <= value;
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy request logger above, or pino's own child when
 * a route sets its own log level or serializers.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};

/**
 * One access-log line per request, when it completes: method, URL, host, client address,
 * status, response time and request id ("request completed", or "request errored" with
 * the error at error level). Fastify's default writes two (an "incoming request" line as
 * well), each a JSON line through pino, on every request at the default `info` level.
 *
 * The line is written through the root logger with the request id as a field, so a request
 * that logs nothing else never makes a child logger, and through a child of it without the
 * redaction paths: the line is built here from fixed fields (no headers, no body), so there
 * is nothing to redact, and pino's wildcard redaction was most of the line's cost
 * (docs/PERFORMANCE.md, 2026-11-25). An errored request's line carries the error and goes
 * through the redacting logger. Routine health probes and scrapes go at debug (below).
 */
export class AccessLogController extends LogController {
  #plain: { root: FastifyBaseLogger; plain: FastifyBaseLogger } | null = null;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const log = request.server.log as FastifyBaseLogger & { levelVal: number };
    if (!error && log.levelVal > LEVEL_VALUES.info) return;
    const level = !error && isRoutineProbe(request, reply) ? 'debug' : 'info';
    if (level === 'debug' && log.levelVal > LEVEL_VALUES.debug) return;
    const line = {
      [this.requestIdLogLabel]: request.id,
      req: {
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) {
      // Fastify's `req` serializer makes the same fields of the request itself.
      log.error({ ...line, req: request, err: error }, 'request errored');
      return;
    }
    this.#unredacted(log)[level](line, 'request completed');
  }

  /** A child of `root` without redaction or `req` serializer, made once (per root logger). */
  #unredacted(root: FastifyBaseLogger): FastifyBaseLogger {
    if (this.#plain?.root !== root) {
      // Nor Fastify's `req` serializer: it reads a request (`req.ip`, `req.socket`), and would
      // drop the client address and port of the line built above (issue 13).
      this.#plain = {
        root,
        plain: root.child({}, { redact: [], serializers: { req: asIs } }),
      };
    }
    return this.#plain.plain;
  }
}

const asIs = <T>(value: T): T => value;

/**
 * A load balancer's health probe or a Prometheus scrape that went fine: every few seconds
 * from every balancer, they would bury the store's own lines at `info`, so they go at
 * `debug`. A failing probe (5xx: not ready, draining, database down) and a refused scrape
 * (401: a wrong token) stay at `info`.
 */
function isRoutineProbe(request: FastifyRequest, reply: FastifyReply): boolean {
  const { url } = request;
  if (url.startsWith('/api/health/')) return reply.statusCode < 500;
  return reply.statusCode === 200 && (url === '/metrics' || url.startsWith('/metrics?'));
}
