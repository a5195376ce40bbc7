import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * For tests only: a stand-in for Google's sign-in keys. It serves a JWKS of a locally generated
 * RSA key over HTTP on loopback and signs ID tokens the way Google does, so the real verifier
 * (id-token.ts) runs unchanged against it (INTEGRATIONS.md: GOOGLE_JWKS_URL).
 */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** How many times the key set was fetched. */
  readonly fetches: number;
  /** A Google-style ID token; `claims` override the defaults (a claim set to undefined is left out). */
  idToken(claims?: Partial<GoogleClaims>, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

export interface GoogleClaims extends JWTPayload {
  sub: string;
  email: string;
  email_verified: boolean | string;
  name: string;
}

export interface SignOptions {
  /** 'served' (default): the served key; 'unknown-kid': another key under a kid not served;
   *  'same-kid': another key claiming the served key's kid. */
  key?: 'served' | 'unknown-kid' | 'same-kid';
  /** 'none' and 'HS256' forge tokens the verifier must refuse (the public key as HMAC secret). */
  alg?: 'RS256' | 'none' | 'HS256';
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresIn?: number;
}

const KID = 'fake-google-key-1';

export async function startFakeGoogle(
  clientId = 'test-client.apps.googleusercontent.com',
): Promise<FakeGoogle> {
  const served = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(served.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const publicPem = await exportSPKI(served.publicKey);

  let fetches = 0;
  const server = http.createServer((_request, response) => {
    fetches += 1;
    response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    get fetches() {
      return fetches;
    },
    async idToken(claims = {}, options = {}) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const body: Record<string, unknown> = {
        iss: 'https://accounts.google.com',
        aud: clientId,
        azp: clientId,
        sub: '110000000000000000001',
        email: 'shopper@gmail.com',
        email_verified: true,
        name: 'Google Shopper',
        iat: nowSeconds,
        exp: nowSeconds + (options.expiresIn ?? 3600),
        ...claims,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];

      const alg = options.alg ?? 'RS256';
      if (alg === 'none') {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        return `${part({ alg: 'none', typ: 'JWT', kid: KID })}.${part(body)}.`;
      }
      if (alg === 'HS256') {
        return new SignJWT(body)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: KID })
          .sign(new TextEncoder().encode(publicPem));
      }
      const which = options.key ?? 'served';
      const kid = which === 'unknown-kid' ? 'not-a-google-key' : KID;
      return new SignJWT(body)
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
        .sign(which === 'served' ? served.privateKey : other.privateKey);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
