import { categoryListReplySchema } from '@store/contract/category';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { categoryListReply } from '#web/test/fixtures';
import {
  ApiError,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  UNREADABLE_REPLY_MESSAGE,
} from './api-client';

afterEach(() => {
  localStorage.clear();
});

function sentRequest(fetchMock: ReturnType<typeof stubApi>) {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(input), init: init!, headers: new Headers(init?.headers) };
}

describe('api client', () => {
  it('sends credentials, JSON and the stored access token as a bearer header', async () => {
    localStorage.setItem('accesstoken', 'token-123');
    const fetchMock = stubApi({ 'POST /api/thing': { success: true, error: false, message: '' } });
    await apiRequest(
      '/api/thing',
      { parse: (value) => value },
      { method: 'POST', body: { name: 'x' } },
    );

    const { init, headers } = sentRequest(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubApi({ 'GET /api/category/get': categoryListReply });
    await apiRequest('/api/category/get', categoryListReplySchema);
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('returns the reply parsed by the contract schema', async () => {
    stubApi({ 'GET /api/category/get': categoryListReply });
    const reply = await apiRequest('/api/category/get', categoryListReplySchema);
    expect(reply.data.map((category) => category.name)).toEqual([
      'Colour Grading',
      'Video Editing',
    ]);
  });

  it('accepts a lazily loaded schema', async () => {
    stubApi({ 'GET /api/category/get': categoryListReply });
    const reply = await apiRequest('/api/category/get', async () => categoryListReplySchema);
    expect(reply.data).toHaveLength(2);
  });

  it("throws an ApiError with the server's message and status", async () => {
    stubApi({
      'GET /api/user/user-details': () =>
        Response.json(
          { success: false, error: true, message: 'Please sign in again' },
          { status: 401 },
        ),
    });
    const failure = apiRequest('/api/user/user-details', { parse: (value) => value });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Please sign in again', status: 401 });
  });

  it('treats a failure envelope as an error even with status 200', async () => {
    stubApi({ 'GET /api/x': { success: false, error: true, message: 'Nope' } });
    await expect(apiRequest('/api/x', { parse: (value) => value })).rejects.toMatchObject({
      message: 'Nope',
      status: 200,
    });
  });

  it('names the status when the reply is not JSON', async () => {
    stubApi({ 'GET /api/x': () => new Response('Bad Gateway', { status: 502 }) });
    await expect(apiRequest('/api/x', { parse: (value) => value })).rejects.toMatchObject({
      message: 'Request failed with status 502',
      status: 502,
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(apiRequest('/api/x', { parse: (value) => value })).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
    });
  });

  it('refuses a reply that does not match the contract', async () => {
    stubApi({ 'GET /api/category/get': { success: true, error: false, message: '', data: [{}] } });
    await expect(apiRequest('/api/category/get', categoryListReplySchema)).rejects.toMatchObject({
      message: UNREADABLE_REPLY_MESSAGE,
    });
  });
});

describe('api client: one refresh and retry on 401 (DESIGN §4)', () => {
  const expired = () =>
    Response.json({ success: false, error: true, message: 'Session expired' }, { status: 401 });
  const ok = (data: unknown) => Response.json({ success: true, error: false, message: '', data });
  const echo = { parse: (value: unknown) => value };
  const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

  function signIn() {
    localStorage.setItem('accesstoken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
  }

  /** A server whose protected calls accept only the access token it last issued. */
  function stubRotatingServer(refreshReply?: () => Response | Promise<Response>) {
    return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/user/refresh-token') {
        if (refreshReply) return refreshReply();
        return bearer(init) === 'Bearer old-refresh'
          ? ok({ accessToken: 'new-access', refreshToken: 'new-refresh' })
          : expired();
      }
      return bearer(init) === 'Bearer new-access' ? ok({ path }) : expired();
    });
  }

  it('refreshes with the refresh token, stores both new tokens and retries the call', async () => {
    signIn();
    const fetchMock = stubRotatingServer();
    vi.stubGlobal('fetch', fetchMock);

    const reply = await apiRequest('/api/address/get', echo);

    expect(reply).toMatchObject({ data: { path: '/api/address/get' } });
    const refreshCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/refresh-token')!;
    expect(refreshCall[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(bearer(refreshCall[1])).toBe('Bearer old-refresh');
    expect(localStorage.getItem('accesstoken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one refresh between concurrent 401s, then retries each call once', async () => {
    signIn();
    const fetchMock = stubRotatingServer();
    vi.stubGlobal('fetch', fetchMock);

    const replies = await Promise.all([
      apiRequest('/api/address/get', echo),
      apiRequest('/api/user/user-details', echo),
      apiRequest('/api/address/create', echo, { method: 'POST', body: { city: 'Pune' } }),
    ]);

    expect(replies).toHaveLength(3);
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url === '/api/user/refresh-token')).toHaveLength(1);
    // Each call: the refused attempt and one retry.
    expect(calls.filter((url) => url === '/api/address/get')).toHaveLength(2);
    expect(calls.filter((url) => url === '/api/user/user-details')).toHaveLength(2);
    const retriedCreate = fetchMock.mock.calls.filter(([url]) => url === '/api/address/create')[1]!;
    expect(retriedCreate[1]?.body).toBe('{"city":"Pune"}');
  });

  it('does not refresh again for a 401 that was answered before a refresh finished', async () => {
    signIn();
    const fetchMock = stubRotatingServer();
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/address/get', echo);
    // A call sent with the old token comes back late: the stored token is already new.
    localStorage.setItem('accesstoken', 'new-access');
    await apiRequest('/api/user/user-details', echo);
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url === '/api/user/refresh-token')).toHaveLength(1);
  });

  it('clears the session and surfaces the original error when the refresh is refused', async () => {
    signIn();
    const fetchMock = stubRotatingServer(() =>
      Response.json({ success: false, error: true, message: 'Please log in' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const results = await Promise.allSettled([
      apiRequest('/api/address/get', echo),
      apiRequest('/api/user/user-details', echo),
    ]);

    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { message: 'Session expired', status: 401 },
      });
    }
    expect(localStorage.getItem('accesstoken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url === '/api/user/refresh-token')).toHaveLength(1);
    // Nothing is retried after a failed refresh.
    expect(calls).toHaveLength(3);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      stubRotatingServer(() => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiRequest('/api/address/get', echo)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
  });

  it('never refreshes for the calls that make a session', async () => {
    signIn();
    const fetchMock = stubApi({
      'POST /api/user/login': () =>
        Response.json(
          { success: false, error: true, message: 'Invalid email or password' },
          { status: 401 },
        ),
    });
    const login = apiRequest('/api/user/login', echo, {
      method: 'POST',
      body: { email: 'a@b.in', password: 'x' },
      refreshOn401: false,
    });
    await expect(login).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
  });

  it('without a refresh token, forgets the refused access token and does not retry', async () => {
    localStorage.setItem('accesstoken', 'stale');
    const fetchMock = stubApi({ 'GET /api/address/get': expired });
    await expect(apiRequest('/api/address/get', echo)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accesstoken')).toBeNull();
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    localStorage.setItem('accesstoken', 'token-123');
    const fetchMock = stubApi({
      'PUT /api/user/upload-avatar': () =>
        Response.json({ success: true, error: false, message: 'Uploaded', data: { avatar: '/a' } }),
    });
    const body = new FormData();
    body.append('avatar', new File(['x'], 'a.png', { type: 'image/png' }));
    await apiRequest('/api/user/upload-avatar', echo, { method: 'PUT', body });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(body);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});
