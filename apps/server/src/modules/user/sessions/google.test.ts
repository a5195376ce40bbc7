import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.js';
import { type FakeGoogle, startFakeGoogle } from '#server/test-support/fake-google.js';
import {
  freshIp,
  GOOD_PASSWORD,
  login,
  registerUser,
  setCookies,
  uniqueEmail,
} from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';

// The fake Google starts first; useTestApp reads its address when its own beforeAll runs.
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  await google?.close();
});
const t = useTestApp(() => ({
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_JWKS_URL: google.jwksUrl,
}));

let subSequence = 0;
function googleAccount(email = uniqueEmail('g')) {
  subSequence += 1;
  return { sub: `1098765432100000${subSequence}`, email, name: 'Meera Iyer' };
}

function registerWithGoogle(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: freshIp(),
    payload,
  });
}

async function row(email: string) {
  const [found] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return found;
}

describe('Google sign-in (login with OAuth: true)', () => {
  it('sends an unknown Google account to registration with the token’s name and e-mail', async () => {
    const account = googleAccount();
    const credential = await google.idToken(account);
    // Whatever the client sends beside the token is ignored.
    const res = await login(t.app, {
      OAuth: true,
      credential,
      email: 'attacker@example.com',
      name: 'Mallory',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      error: false,
      message: 'Please complete your registration.',
      data: { registrationRequired: true, name: 'Meera Iyer', email: account.email },
    });
    expect(setCookies(res)).toEqual({});
    expect(await row(account.email)).toBeUndefined();
  });

  it('registers with the Google credential: no password, google_sub set, e-mail verified', async () => {
    const account = googleAccount();
    const credential = await google.idToken(account);
    const res = await registerWithGoogle({
      name: '  Meera I.  ',
      email: account.email.toUpperCase(),
      googleCredential: credential,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accesstoken).toBeTypeOf('string');
    expect(setCookies(res).refreshToken).toBeDefined();
    expect(await row(account.email)).toMatchObject({
      name: 'Meera I.',
      email: account.email,
      passwordHash: null,
      googleSub: account.sub,
      verifyEmail: true,
    });
    const me = await t.app.inject({
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${res.json().data.accesstoken}` },
    });
    expect(me.json().data).toMatchObject({ hasPassword: false, verify_email: true });

    // From now on the Google button signs straight in.
    const again = await login(t.app, { OAuth: true, credential: await google.idToken(account) });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Login successfully');
    expect(setCookies(again).accessToken).toBeDefined();
    // And a password login on that account fails like any wrong password.
    const byPassword = await login(t.app, { email: account.email, password: GOOD_PASSWORD });
    expect(byPassword.json().message).toBe('Invalid email or password.');
  });

  it('may register with a Google credential and a password too', async () => {
    const account = googleAccount();
    const res = await registerWithGoogle({
      name: 'Meera',
      email: account.email,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      googleCredential: await google.idToken(account),
    });
    expect(res.statusCode).toBe(200);
    expect((await row(account.email))!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(t.app, { email: account.email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses to register an e-mail other than the Google account’s', async () => {
    const account = googleAccount();
    const other = uniqueEmail('other');
    const res = await registerWithGoogle({
      name: 'Meera',
      email: other,
      googleCredential: await google.idToken(account),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The e-mail must be the one of your Google account.');
    expect(await row(other)).toBeUndefined();
  });

  it('answers 409 when the Google account’s e-mail or Google id is already registered', async () => {
    const { email } = await registerUser(t.app);
    const account = googleAccount(email);
    const taken = await registerWithGoogle({
      name: 'Meera',
      email,
      googleCredential: await google.idToken(account),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This e-mail is already registered. Please log in.');

    const linked = googleAccount();
    await registerWithGoogle({
      name: 'Meera',
      email: linked.email,
      googleCredential: await google.idToken(linked),
    });
    // The user changed their store e-mail since; the Google id is still theirs.
    const moved = uniqueEmail('moved');
    await t.db.update(users).set({ email: moved }).where(eq(users.email, linked.email));
    const twice = await registerWithGoogle({
      name: 'Meera',
      email: linked.email,
      googleCredential: await google.idToken(linked),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('links Google to an existing password account with that e-mail and signs in', async () => {
    const { email } = await registerUser(t.app);
    const account = googleAccount(email);
    const res = await login(t.app, { OAuth: true, credential: await google.idToken(account) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Login successfully');
    expect(await row(email)).toMatchObject({ googleSub: account.sub, verifyEmail: true });
    // The password still works.
    expect((await login(t.app, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses to link an account already tied to another Google id', async () => {
    const { email } = await registerUser(t.app);
    await t.db.update(users).set({ googleSub: 'someone-else-sub' }).where(eq(users.email, email));
    const res = await login(t.app, {
      OAuth: true,
      credential: await google.idToken(googleAccount(email)),
    });
    expect(res.statusCode).toBe(409);
    expect((await row(email))!.googleSub).toBe('someone-else-sub');
  });

  it('refuses a suspended account (403)', async () => {
    const account = googleAccount();
    await registerWithGoogle({
      name: 'Meera',
      email: account.email,
      googleCredential: await google.idToken(account),
    });
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.email, account.email));
    const res = await login(t.app, { OAuth: true, credential: await google.idToken(account) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account is suspended. Please contact support.');
  });

  it('answers 401 to a token that fails verification, on login and on register', async () => {
    const account = googleAccount();
    const bad = [
      await google.idToken({ ...account, aud: 'another-site.apps.googleusercontent.com' }),
      await google.idToken(account, { expiresIn: -60 }),
      await google.idToken(account, { key: 'same-kid' }),
      await google.idToken(account, { alg: 'none' }),
    ];
    for (const credential of bad) {
      const res = await login(t.app, { OAuth: true, credential });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Google sign-in could not be verified. Please try again.');
      const reg = await registerWithGoogle({
        name: 'Meera',
        email: account.email,
        googleCredential: credential,
      });
      expect(reg.statusCode).toBe(401);
    }
    const unverified = await login(t.app, {
      OAuth: true,
      credential: await google.idToken({ ...account, email_verified: false }),
    });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toBe('Your Google account’s e-mail address is not verified.');
    expect(await row(account.email)).toBeUndefined();
  });
});
