import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '#server/test-support/fake-google.js';
import {
  createGoogleVerifier,
  GoogleTokenError,
  GoogleUnavailableError,
  type GoogleVerifier,
} from './id-token.js';

describe('Google ID-token verification', () => {
  let google: FakeGoogle;
  let verifier: GoogleVerifier;

  beforeAll(async () => {
    google = await startFakeGoogle();
    verifier = createGoogleVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl });
  });
  afterAll(async () => {
    await google?.close();
  });

  async function rejection(token: Promise<string> | string): Promise<unknown> {
    return verifier.verify(await token).then(
      () => new Error('the token was accepted'),
      (err: unknown) => err,
    );
  }

  function expectInvalid(err: unknown, reason: 'invalid' | 'email-not-verified' = 'invalid') {
    expect(err).toBeInstanceOf(GoogleTokenError);
    expect((err as GoogleTokenError).reason).toBe(reason);
  }

  it('accepts a valid token and keys the identity on sub, with the e-mail lowercased', async () => {
    const token = await google.idToken({
      sub: '1234567890',
      email: 'Priya.Sharma@Gmail.com',
      name: 'Priya Sharma',
    });
    expect(await verifier.verify(token)).toEqual({
      sub: '1234567890',
      email: 'priya.sharma@gmail.com',
      name: 'Priya Sharma',
    });
  });

  it('accepts both of Google’s issuer spellings', async () => {
    for (const iss of ['accounts.google.com', 'https://accounts.google.com']) {
      await expect(verifier.verify(await google.idToken({ iss }))).resolves.toMatchObject({
        sub: '110000000000000000001',
      });
    }
  });

  it('falls back to the e-mail’s local part when the token has no name', async () => {
    const token = await google.idToken({ name: undefined, email: 'neha.k@gmail.com' });
    expect((await verifier.verify(token)).name).toBe('neha.k');
  });

  it('refuses a token for another audience (another site’s client id)', async () => {
    expectInvalid(
      await rejection(google.idToken({ aud: 'someone-else.apps.googleusercontent.com' })),
    );
  });

  it('refuses a token from another issuer', async () => {
    expectInvalid(await rejection(google.idToken({ iss: 'https://evil.example.com' })));
    expectInvalid(await rejection(google.idToken({ iss: 'http://accounts.google.com' })));
  });

  it('refuses an expired token', async () => {
    expectInvalid(await rejection(google.idToken({}, { expiresIn: -120 })));
  });

  it('refuses a token whose e-mail Google has not verified', async () => {
    expectInvalid(await rejection(google.idToken({ email_verified: false })), 'email-not-verified');
    // Only the boolean counts.
    expectInvalid(
      await rejection(google.idToken({ email_verified: 'true' })),
      'email-not-verified',
    );
    expectInvalid(
      await rejection(google.idToken({ email_verified: undefined })),
      'email-not-verified',
    );
  });

  it('refuses a token without sub or e-mail', async () => {
    expectInvalid(await rejection(google.idToken({ sub: undefined })));
    expectInvalid(await rejection(google.idToken({ email: undefined })));
  });

  it('refuses a token signed by a key Google does not serve', async () => {
    expectInvalid(await rejection(google.idToken({}, { key: 'unknown-kid' })));
    expectInvalid(await rejection(google.idToken({}, { key: 'same-kid' })));
  });

  it('refuses alg "none" and HS256 signed with the public key (algorithm confusion)', async () => {
    expectInvalid(await rejection(google.idToken({}, { alg: 'none' })));
    expectInvalid(await rejection(google.idToken({}, { alg: 'HS256' })));
  });

  it('refuses garbage', async () => {
    expectInvalid(await rejection('not-a-jwt'));
    expectInvalid(await rejection('a.b.c'));
  });

  it('caches Google’s keys instead of fetching them for every token', async () => {
    const before = google.fetches;
    for (let i = 0; i < 5; i++) await verifier.verify(await google.idToken());
    expect(google.fetches - before).toBeLessThanOrEqual(1);
  });

  it('says "unavailable", not "bad token", when the key set cannot be fetched', async () => {
    // A port that was just free: nothing listens there.
    const probe = http.createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const offline = createGoogleVerifier({
      clientId: google.clientId,
      jwksUrl: `http://127.0.0.1:${port}/certs`,
    });
    const err = await offline.verify(await google.idToken()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GoogleUnavailableError);

    // A key set URL that answers 500 is just as unavailable.
    const broken = http.createServer((_req, res) => res.writeHead(500).end('oops'));
    broken.listen(0, '127.0.0.1');
    await once(broken, 'listening');
    try {
      const failing = createGoogleVerifier({
        clientId: google.clientId,
        jwksUrl: `http://127.0.0.1:${(broken.address() as AddressInfo).port}/certs`,
      });
      const err500 = await failing.verify(await google.idToken()).catch((e: unknown) => e);
      expect(err500).toBeInstanceOf(GoogleUnavailableError);
    } finally {
      broken.closeAllConnections();
      await new Promise<void>((resolve) => broken.close(() => resolve()));
    }
  });
});
