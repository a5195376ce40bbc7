import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token.js';
import type { KeySource } from './signing-keys.js';

const SECRET = 'access-token-test-secret-access-token-test';
const claims = { userId: 'U1', role: 'USER' as const, sessionId: 'S1' };
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);

/** Two keys by kid, the newest signing: what the database source serves after a rotation. */
const rotated: KeySource = {
  signingKey: async () => ({ kid: 'k2', key: new TextEncoder().encode('second-key-second-key') }),
  verificationKeys: async (kid) =>
    kid === 'k1'
      ? [new TextEncoder().encode('first-key-first-key-first')]
      : kid === 'k2'
        ? [new TextEncoder().encode('second-key-second-key')]
        : [],
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const part = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString());
/** Re-signs a header and payload with HS256 over the given key: a forger who knows the key. */
const forge = (header: object, payload: object, key = SECRET) => {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
};

describe('access tokens (HS256 through node:crypto)', () => {
  const tokens = createAccessTokens(SECRET, () => T0);

  it('verifies its own tokens, and jose agrees with it both ways', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ...claims, issuedAt: T0 / 1000 });
    const key = new TextEncoder().encode(SECRET);
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      issuer: 'editing-assets-store',
      audience: 'store-api',
      algorithms: ['HS256'],
      currentDate: new Date(T0),
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: 'U1', role: 'USER', sid: 'S1' });
    expect(payload.exp).toBe(T0 / 1000 + ACCESS_TOKEN_TTL_SECONDS);

    // A token jose signed (the previous implementation) still verifies: no logout on upgrade.
    const joseToken = await new SignJWT({ role: 'ADMIN', sid: 'S9' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('U9')
      .setIssuer('editing-assets-store')
      .setAudience('store-api')
      .setIssuedAt(T0 / 1000)
      .setExpirationTime(T0 / 1000 + 60)
      .sign(key);
    expect(await tokens.verify(joseToken)).toEqual({
      userId: 'U9',
      role: 'ADMIN',
      sessionId: 'S9',
      issuedAt: T0 / 1000,
    });
  });

  it('refuses a tampered signature or payload', async () => {
    const token = await tokens.sign(claims);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    expect(await tokens.verify(`${h}.${p}.${flipped}`)).toBeNull();
    expect(await tokens.verify(`${h}.${p}.${s}=`)).toBeNull();
    expect(await tokens.verify(`${h}.${p}.`)).toBeNull();
    const admin = b64({ ...part(token, 1), role: 'ADMIN' });
    expect(await tokens.verify(`${h}.${admin}.${s}`)).toBeNull();
    // Signed with another secret.
    expect(await tokens.verify(forge(part(token, 0), part(token, 1), 'not-the-secret'))).toBeNull();
    expect(await tokens.verify(forge(part(token, 0), part(token, 1)))).not.toBeNull();
  });

  it('refuses any algorithm but HS256: none, RS256, HS512', async () => {
    const payload = part(await tokens.sign(claims), 1);
    expect(await tokens.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).toBeNull();
    // RS256 "verified" with the secret as if it were a public key: the classic confusion.
    expect(await tokens.verify(forge({ alg: 'RS256', typ: 'JWT' }, payload))).toBeNull();
    expect(await tokens.verify(forge({ alg: 'HS512', typ: 'JWT' }, payload))).toBeNull();
    expect(await tokens.verify(forge({ typ: 'JWT' }, payload))).toBeNull();
    expect(
      await tokens.verify(forge({ alg: 'HS256', crit: ['b64'], b64: false }, payload)),
    ).toBeNull();
  });

  it('refuses an expired token, one not yet valid, and claims that are not ours', async () => {
    const token = await tokens.sign(claims);
    const at = (ms: number) => createAccessTokens(SECRET, () => ms);
    expect(await at(T0 + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000).verify(token)).not.toBeNull();
    expect(await at(T0 + ACCESS_TOKEN_TTL_SECONDS * 1000).verify(token)).toBeNull();
    expect(await at(T0 + 24 * 3600_000).verify(token)).toBeNull();

    const payload = part(token, 1);
    const header = part(token, 0);
    const variants: object[] = [
      { ...payload, nbf: T0 / 1000 + 60 },
      { ...payload, exp: undefined },
      { ...payload, exp: String(payload.exp) },
      { ...payload, iss: 'someone-else' },
      { ...payload, aud: 'another-api' },
      { ...payload, sid: '' },
      { ...payload, role: 'ROOT' },
      { ...payload, sub: 42 },
      { ...payload, iat: undefined },
    ];
    for (const variant of variants) {
      expect([variant, await tokens.verify(forge(header, variant))]).toEqual([variant, null]);
    }
    expect(
      await tokens.verify(forge(header, { ...payload, aud: ['x', 'store-api'] })),
    ).not.toBeNull();
  });

  it('refuses malformed tokens without throwing', async () => {
    for (const junk of [
      '',
      'a',
      'a.b',
      'a.b.c.d',
      '!!.??.**',
      `${b64([1])}.${b64({})}.x`,
      'e30.e30.',
    ]) {
      expect(await tokens.verify(junk)).toBeNull();
    }
  });

  it('picks the key by kid: an old live key still verifies, an unknown kid does not', async () => {
    const keyed = createAccessTokens(rotated, () => T0);
    const token = await keyed.sign(claims);
    expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'k2' });
    expect(await keyed.verify(token)).not.toBeNull();

    const payload = part(token, 1);
    const old = forge(
      { alg: 'HS256', typ: 'JWT', kid: 'k1' },
      payload,
      'first-key-first-key-first',
    );
    expect(await keyed.verify(old)).not.toBeNull();
    // The right key under a kid the source does not know: refused.
    const unknown = forge(
      { alg: 'HS256', typ: 'JWT', kid: 'k3' },
      payload,
      'second-key-second-key',
    );
    expect(await keyed.verify(unknown)).toBeNull();
    // k1's signature presented as k2's: only k2's key is tried.
    const swapped = forge(
      { alg: 'HS256', typ: 'JWT', kid: 'k2' },
      payload,
      'first-key-first-key-first',
    );
    expect(await keyed.verify(swapped)).toBeNull();
    expect(await keyed.verify(forge({ alg: 'HS256', kid: 7 }, payload))).toBeNull();
  });
});
