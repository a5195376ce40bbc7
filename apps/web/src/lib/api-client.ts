import { userApiRoutes } from '@store/contract/api';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  type SessionTokens,
  saveTokens,
} from './token-storage';

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
  /** The message is the server's own (not one of ours for a network or status failure). */
  readonly fromServer: boolean;

  constructor(message: string, status: number, options?: ErrorOptions & { fromServer?: boolean }) {
    super(message, options);
    this.status = status;
    this.fromServer = options?.fromServer ?? false;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the store. Check your connection and try again.';
export const UNREADABLE_REPLY_MESSAGE = 'The store sent a reply this page could not read.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * On a 401, renew the session with the refresh token once and ask again (DESIGN §4).
   * Off for the calls that make a session (login, register, refresh itself) and the
   * password-reset steps: their 401 is the answer, not an expired access token.
   */
  refreshOn401?: boolean;
}

export async function apiRequest<T>(
  path: string,
  parserSource: ParserSource<T>,
  { method = 'GET', body, signal, refreshOn401 = true }: RequestOptions = {},
): Promise<T> {
  // Start loading the schema now so it is ready when the reply is.
  const parserReady = Promise.resolve(
    typeof parserSource === 'function' ? parserSource() : parserSource,
  );
  // Its failure is reported below, after the request's own outcome; never unhandled.
  parserReady.catch(() => {});

  const send = () => sendRequest(path, { method, body, signal });
  let { response, payload, accessToken } = await send();
  if (response.status === 401 && refreshOn401 && (await renewSession(accessToken))) {
    signal?.throwIfAborted();
    const retried = await send();
    // The retry's outcome is the answer; a second 401 means the session is really gone.
    if (retried.response.status === 401) clearTokens();
    ({ response, payload } = retried);
  }

  if (!response.ok || isFailureEnvelope(payload)) {
    const message = messageOf(payload);
    throw new ApiError(
      message ?? `Request failed with status ${response.status}`,
      response.status,
      {
        fromServer: message !== undefined,
      },
    );
  }
  const parser = await parserReady;
  try {
    return parser.parse(payload);
  } catch (error) {
    throw new ApiError(UNREADABLE_REPLY_MESSAGE, response.status, { cause: error });
  }
}

interface Sent {
  response: Response;
  payload: unknown;
  /** The bearer token this request carried (null: none), to tell whether it is still current. */
  accessToken: string | null;
}

async function sendRequest(
  path: string,
  { method, body, signal }: Pick<RequestOptions, 'method' | 'body' | 'signal'>,
): Promise<Sent> {
  const headers = new Headers({ Accept: 'application/json' });
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  const accessToken = getAccessToken();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      // The server also accepts its httpOnly session cookies (DESIGN §4).
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, { cause: error });
  }
  const payload = await readJson(response);
  // A cancelled call must end as cancelled, not as an unreadable reply.
  signal?.throwIfAborted();
  return { response, payload, accessToken };
}

/* ---------- one refresh for many 401s (DESIGN §4) ---------- */

let refreshing: Promise<boolean> | null = null;

/**
 * After a 401: true when a fresh access token is stored and the call is worth repeating.
 * Every call that fails while a refresh is running waits for that same refresh: the refresh
 * token is single-use, and spending it twice would revoke the whole session.
 */
function renewSession(failedToken: string | null): Promise<boolean> {
  if (getRefreshToken() === null) {
    // Nothing to renew with; a token the server refused is of no further use.
    if (failedToken !== null) clearTokens();
    return Promise.resolve(false);
  }
  refreshing ??= withRefreshLock(() => refreshTokens(failedToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshTokens(failedToken: string | null): Promise<boolean> {
  const current = getAccessToken();
  // Renewed meanwhile (an earlier refresh here or in another tab): just ask again.
  if (current !== null && current !== failedToken) return true;
  const refreshToken = getRefreshToken();
  if (refreshToken === null) return false;

  let response: Response;
  try {
    // Not through callApi: this is the renewal callApi's own 401 handling relies on.
    const { path, method } = userApiRoutes.refreshToken;
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
      credentials: 'include',
    });
  } catch {
    // Offline for a moment is not a reason to sign the shopper out.
    return false;
  }
  const payload = await readJson(response);
  if (response.ok && !isFailureEnvelope(payload)) {
    const tokens = readRefreshedTokens(payload);
    if (tokens) {
      saveTokens(tokens, 'refreshed');
      return true;
    }
  }
  // The server refused the refresh token (expired, revoked or spent): the session is over.
  // A 5xx says nothing about the token, so it is kept for the next try.
  if (response.status < 500) clearTokens();
  return false;
}

/**
 * refreshReplySchema's `data` (the contract), read without zod so the storefront's first
 * load stays small: the renewed pair, or null for anything else.
 */
function readRefreshedTokens(payload: unknown): SessionTokens | null {
  const data = (payload as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string'
    ? { accessToken, refreshToken }
    : null;
}

/** Tabs of the store share the tokens, so they take turns refreshing (Web Locks, where available). */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('store-session-refresh', task) as Promise<T>) : task();
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
