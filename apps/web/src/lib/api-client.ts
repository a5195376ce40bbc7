import { getAccessToken } from './token-storage';

/** Anything with zod's `parse`: every reply is checked against its contract schema. */
export interface ReplyParser<T> {
  parse(input: unknown): T;
}

/**
 * A parser, or a function loading one. Storefront calls pass a loader
 * (`() => import('@store/contract/…')`): zod then arrives in its own chunk, fetched while the
 * request is in flight, instead of delaying the first render of every page.
 */
export type ParserSource<T> = ReplyParser<T> | (() => Promise<ReplyParser<T>>);

/** A failed call, carrying the server's own `message` (shown in toasts, SPEC §8). */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;

  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the store. Check your connection and try again.';
export const UNREADABLE_REPLY_MESSAGE = 'The store sent a reply this page could not read.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  path: string,
  parserSource: ParserSource<T>,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  // Start loading the schema now so it is ready when the reply is.
  const parserReady = Promise.resolve(
    typeof parserSource === 'function' ? parserSource() : parserSource,
  );
  // Its failure is reported below, after the request's own outcome; never unhandled.
  parserReady.catch(() => {});

  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      // The server also accepts its httpOnly session cookies (DESIGN §4).
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, { cause: error });
  }

  const payload = await readJson(response);
  // A cancelled call must end as cancelled, not as an unreadable reply.
  signal?.throwIfAborted();
  if (!response.ok || isFailureEnvelope(payload)) {
    // No refresh-and-retry on 401 yet: the accounts issue adds it here (DESIGN §4).
    throw new ApiError(
      messageOf(payload) ?? `Request failed with status ${response.status}`,
      response.status,
    );
  }
  const parser = await parserReady;
  try {
    return parser.parse(payload);
  } catch (error) {
    throw new ApiError(UNREADABLE_REPLY_MESSAGE, response.status, { cause: error });
  }
}

export function apiGet<T>(path: string, parser: ParserSource<T>, signal?: AbortSignal) {
  return apiRequest(path, parser, { signal });
}

export function apiPost<T>(
  path: string,
  body: unknown,
  parser: ParserSource<T>,
  signal?: AbortSignal,
) {
  return apiRequest(path, parser, { method: 'POST', body, signal });
}

/** A proxy error page or an empty body is not JSON; treat it as "no envelope". */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isFailureEnvelope(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'success' in payload &&
    payload.success === false
  );
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return undefined;
  const { message } = payload;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
