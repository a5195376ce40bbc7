/** A small JSON client for the cluster test: the store's envelope over real HTTP. */

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body with its own content type (multipart, a form). */
  raw?: { payload: Buffer | string; contentType: string };
  /** The client's address as an outer proxy (a CDN) names it to the store's balancer. */
  clientAddress?: string;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  { token, body, raw, clientAddress }: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  let payload: string | Uint8Array | undefined;
  if (raw) {
    headers['content-type'] = raw.contentType;
    payload = typeof raw.payload === 'string' ? raw.payload : new Uint8Array(raw.payload);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
  };
}

/** Fails with the reply in the message unless the status is the expected one. */
export function expectStatus<T>(reply: Reply<T>, status: number, what: string): Reply<T> {
  if (reply.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`,
    );
  }
  return reply;
}
