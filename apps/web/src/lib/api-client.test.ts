import { categoryListReplySchema } from '@store/contract/category';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { categoryListReply } from '../test/fixtures';
import {
  ApiError,
  apiGet,
  apiPost,
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
    await apiPost('/api/thing', { name: 'x' }, { parse: (value) => value });

    const { init, headers } = sentRequest(fetchMock);
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubApi({ 'GET /api/category/get': categoryListReply });
    await apiGet('/api/category/get', categoryListReplySchema);
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('returns the reply parsed by the contract schema', async () => {
    stubApi({ 'GET /api/category/get': categoryListReply });
    const reply = await apiGet('/api/category/get', categoryListReplySchema);
    expect(reply.data.map((category) => category.name)).toEqual([
      'Colour Grading',
      'Video Editing',
    ]);
  });

  it('accepts a lazily loaded schema', async () => {
    stubApi({ 'GET /api/category/get': categoryListReply });
    const reply = await apiGet('/api/category/get', async () => categoryListReplySchema);
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
    const failure = apiGet('/api/user/user-details', { parse: (value) => value });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Please sign in again', status: 401 });
  });

  it('treats a failure envelope as an error even with status 200', async () => {
    stubApi({ 'GET /api/x': { success: false, error: true, message: 'Nope' } });
    await expect(apiGet('/api/x', { parse: (value) => value })).rejects.toMatchObject({
      message: 'Nope',
      status: 200,
    });
  });

  it('names the status when the reply is not JSON', async () => {
    stubApi({ 'GET /api/x': () => new Response('Bad Gateway', { status: 502 }) });
    await expect(apiGet('/api/x', { parse: (value) => value })).rejects.toMatchObject({
      message: 'Request failed with status 502',
      status: 502,
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(apiGet('/api/x', { parse: (value) => value })).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
    });
  });

  it('refuses a reply that does not match the contract', async () => {
    stubApi({ 'GET /api/category/get': { success: true, error: false, message: '', data: [{}] } });
    await expect(apiGet('/api/category/get', categoryListReplySchema)).rejects.toMatchObject({
      message: UNREADABLE_REPLY_MESSAGE,
    });
  });
});
