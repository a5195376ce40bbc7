import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test-support/test-app.js';

const t = useTestApp();

describe('OpenAPI document for the session and admin user routes', () => {
  const routes: Array<[string, 'get' | 'post', string[]]> = [
    ['/api/user/register', 'post', ['200', '400', '409', '429']],
    ['/api/user/login', 'post', ['200', '400', '401', '403', '429']],
    ['/api/user/refresh-token', 'post', ['200', '401', '403', '429']],
    ['/api/user/logout', 'get', ['200']],
    ['/api/user/user-details', 'get', ['200', '401']],
    ['/api/user/all-users', 'get', ['200', '400', '401', '403']],
  ];

  it('gives every route tags, a summary and a reply schema per status', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses: object }>
      >;
    };
    for (const [path, method, statuses] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toContain('user');
      expect(operation!.summary).toBeTruthy();
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(statuses));
    }
    // The error replies are the envelope.
    const loginErrors = JSON.stringify(doc.paths['/api/user/login']!.post!.responses);
    expect(loginErrors).toContain('"error"');
  });
});
