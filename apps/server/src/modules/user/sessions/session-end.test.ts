import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveyAnswers } from '#server/db/schema/index.js';
import { insertProduct } from '#server/test-support/fixtures.js';
import { freshIp, login, refresh, registerUser } from '#server/test-support/sessions.js';
import { useTestApp } from '#server/test-support/test-app.js';

/**
 * Issue 13 point 9: logging out ends the access tokens of that session at once, not 15
 * minutes later; the account's other sessions go on.
 */
const t = useTestApp();

const ENDED = {
  success: false,
  error: true,
  message: 'Your session has ended. Please log in again.',
};

function userDetails(accessToken: string, via: 'bearer' | 'cookie' = 'bearer') {
  return t.app.inject({
    url: '/api/user/user-details',
    ...(via === 'bearer'
      ? { headers: { authorization: `Bearer ${accessToken}` } }
      : { cookies: { accessToken } }),
  });
}

/** A second sign-in of the same account: another device. */
async function secondSession(email: string, password: string) {
  const res = await login(t.app, { email, password });
  expect(res.statusCode).toBe(200);
  return res.json().data as { accesstoken: string; refreshToken: string };
}

describe('logout ends the session’s access tokens at once', () => {
  it('as the web app logs out (both cookies): its access token stops working', async () => {
    const { email, password, accessToken, refreshToken } = await registerUser(t.app);
    const phone = await secondSession(email, password);
    expect((await userDetails(accessToken, 'cookie')).statusCode).toBe(200);

    const res = await t.app.inject({
      url: '/api/user/logout',
      remoteAddress: freshIp(),
      cookies: { accessToken, refreshToken },
    });
    expect(res.statusCode).toBe(200);

    const after = await userDetails(accessToken, 'cookie');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(ENDED);
    expect((await userDetails(accessToken)).statusCode).toBe(401);
    // The phone's session is another one.
    expect((await userDetails(phone.accesstoken)).statusCode).toBe(200);
    expect((await refresh(t.app, phone.refreshToken)).statusCode).toBe(200);
  });

  it('with only the refresh token: the access tokens of its session end too', async () => {
    const { accessToken, refreshToken } = await registerUser(t.app);
    const res = await t.app.inject({
      url: '/api/user/logout',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await userDetails(accessToken)).json()).toEqual(ENDED);
  });

  it('with only the access token (a bearer client): that session ends, refresh included', async () => {
    const { email, password, accessToken, refreshToken } = await registerUser(t.app);
    const phone = await secondSession(email, password);
    const res = await t.app.inject({
      url: '/api/user/logout',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await userDetails(accessToken)).json()).toEqual(ENDED);
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
    expect((await userDetails(phone.accesstoken)).statusCode).toBe(200);
  });

  it('ends every access token the session was given, before and after a refresh', async () => {
    const { accessToken: first, refreshToken } = await registerUser(t.app);
    const rotated = (await refresh(t.app, refreshToken)).json().data;
    expect((await userDetails(first)).statusCode).toBe(200);
    expect((await userDetails(rotated.accessToken)).statusCode).toBe(200);
    await t.app.inject({
      url: '/api/user/logout',
      remoteAddress: freshIp(),
      cookies: { refreshToken: rotated.refreshToken },
    });
    expect((await userDetails(first)).json()).toEqual(ENDED);
    expect((await userDetails(rotated.accessToken)).json()).toEqual(ENDED);
  });

  it('ends the session when a spent refresh token is replayed (theft detected)', async () => {
    const { refreshToken } = await registerUser(t.app);
    const rotated = (await refresh(t.app, refreshToken)).json().data;
    expect((await refresh(t.app, refreshToken)).statusCode).toBe(401);
    expect((await userDetails(rotated.accessToken)).json()).toEqual(ENDED);
  });

  it('an open route that names a signed-in caller ignores an ended session’s token', async () => {
    const product = await insertProduct(t.db, { name: 'Session End Preset Pack' });
    const submit = (accessToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/survey/submit-survey-answer',
        remoteAddress: freshIp(),
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { productId: product.id, responses: [{ question: 'Rating?', answer: 'Good' }] },
      });
    const author = async (answerId: string) =>
      (
        await t.db
          .select({ userId: surveyAnswers.userId })
          .from(surveyAnswers)
          .where(eq(surveyAnswers.id, answerId))
      )[0]?.userId;

    const { accessToken, refreshToken } = await registerUser(t.app);
    const live = await submit(accessToken);
    expect(live.statusCode).toBe(200);
    const userId = (await t.accessTokens.verify(accessToken))!.userId;
    expect(await author(live.json().data._id)).toBe(userId);

    await t.app.inject({
      url: '/api/user/logout',
      remoteAddress: freshIp(),
      cookies: { refreshToken },
    });
    const ended = await submit(accessToken);
    expect(ended.statusCode).toBe(200);
    expect(await author(ended.json().data._id)).toBeNull();
  });
});
