import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorEnvelopeSchema } from '@store/contract/common';
import { avatarReplySchema, userReplySchema } from '@store/contract/user';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addresses, users } from '#server/db/schema/index.js';
import { signedInUser } from '#server/test-support/auth.js';
import { type FormPart, multipart } from '#server/test-support/multipart.js';
import { useTestApp } from '#server/test-support/test-app.js';
import { EMAIL_TAKEN_MESSAGE } from './service.js';

const ctx = useTestApp();

function uploadAvatar(headers: Record<string, string>, parts: FormPart[]) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/user/upload-avatar',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const pngWithExif = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 150, b: 90 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'private camera owner', Artist: 'Someone' } })
    .toBuffer();

const me = () => signedInUser(ctx);
const updateUser = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/update-user', headers, payload });

describe('PUT /api/user/update-user', () => {
  it('updates name, e-mail and mobile and replies with the user in the user-details shape', async () => {
    const user = await me();
    const res = await updateUser(user.headers, {
      name: '  Priya Sharma ',
      email: 'Priya.Sharma@Example.com',
      mobile: '+91 98765-43210',
    });
    expect(res.statusCode).toBe(200);
    const body = userReplySchema.parse(res.json());
    expect(body.message).toBe('Profile updated successfully');
    expect(body.data).toMatchObject({
      _id: user.id,
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      mobile: '9876543210',
      role: 'USER',
      status: 'active',
      verify_email: false,
      hasPassword: false,
      address_details: [],
      shopping_cart: [],
      orderHistory: [],
    });
    expect(Object.keys(res.json().data).sort()).toEqual(
      Object.keys(userReplySchema.shape.data.shape).sort(),
    );
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|passwordHash|google/i);
  });

  it('lists the active addresses in address_details', async () => {
    const user = await me();
    const fields = {
      addressLine: 'a',
      city: 'c',
      state: 's',
      country: 'India',
      pincode: '560001',
      mobile: '9876543210',
    };
    const [kept] = await ctx.db
      .insert(addresses)
      .values({ userId: user.id, ...fields })
      .returning();
    await ctx.db.insert(addresses).values({ userId: user.id, ...fields, status: false });
    const res = await updateUser(user.headers, {
      name: 'A',
      email: user.email,
      mobile: '9876543210',
    });
    expect(res.json().data.address_details).toEqual([kept!.id]);
  });

  it('keeps a verified e-mail verified when only its case or other fields change', async () => {
    const user = await me();
    await ctx.db.update(users).set({ verifyEmail: true }).where(eq(users.id, user.id));
    const same = await updateUser(user.headers, {
      name: 'Same Mail',
      email: user.email.toUpperCase(),
      mobile: '7012345678',
    });
    expect(same.json().data.verify_email).toBe(true);
    const changed = await updateUser(user.headers, {
      name: 'New Mail',
      email: `new-${user.email}`,
      mobile: '7012345678',
    });
    expect(changed.json().data.verify_email).toBe(false);
  });

  it('answers 409 when another account uses the e-mail, in any letter case', async () => {
    const taken = await me();
    const user = await me();
    const res = await updateUser(user.headers, {
      name: 'Copycat',
      email: taken.email.toUpperCase(),
      mobile: '9876543210',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: true, message: EMAIL_TAKEN_MESSAGE });
  });

  it.each([
    [{ mobile: '12345' }, 'Mobile number must be a 10-digit Indian mobile number.'],
    [{ mobile: '5876543210' }, 'Mobile number must be a 10-digit Indian mobile number.'],
    [{ mobile: '98765432101' }, 'Mobile number must be a 10-digit Indian mobile number.'],
    [{ email: 'not-an-email' }, 'Email must be a valid e-mail address.'],
    [{ name: '   ' }, 'Name is required.'],
    [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters.'],
    [{ name: undefined }, 'Name is required.'],
  ])('refuses %j with 400', async (change, message) => {
    const user = await me();
    const res = await updateUser(user.headers, {
      name: 'Valid Name',
      email: user.email,
      mobile: '9876543210',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).message).toBe(message);
  });

  it('stores HTML or SQL in a name as plain text', async () => {
    const user = await me();
    const name = `<img src=x onerror=alert(1)>'); drop table users;--`;
    const res = await updateUser(user.headers, { name, email: user.email, mobile: '9876543210' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(name);
    const [row] = await ctx.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.name).toBe(name);
  });

  it('needs a signed-in user', async () => {
    const res = await updateUser({}, { name: 'A', email: 'a@example.com', mobile: '9876543210' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: true });
  });
});

describe('PUT /api/user/upload-avatar', () => {
  it('accepts a real PNG and stores a 256×256 WebP without metadata', async () => {
    const user = await me();
    const png = await pngWithExif();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await uploadAvatar(user.headers, [
      { name: 'avatar', filename: 'me.png', contentType: 'image/png', content: png },
    ]);
    expect(res.statusCode).toBe(200);
    const body = avatarReplySchema.parse(res.json());
    expect(body.message).toBe('Avatar updated');
    expect(body.data.avatar).toMatch(
      new RegExp(`^/uploads/avatars/${user.id}/[0-9a-f]{32}\\.webp$`),
    );

    const file = path.join(ctx.config.uploadsDir, body.data.avatar.replace('/uploads/', ''));
    const stored = await readFile(file);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('private camera owner'))).toBe(false);

    const [row] = await ctx.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.avatar).toBe(body.data.avatar);
    // Served by the app.
    const served = await ctx.app.inject({ method: 'GET', url: body.data.avatar });
    expect(served.statusCode).toBe(200);
  });

  it('replaces the previous avatar file', async () => {
    const user = await me();
    const first = await uploadAvatar(user.headers, [
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', content: await pngWithExif() },
    ]);
    const jpeg = await sharp({
      create: { width: 50, height: 80, channels: 3, background: 'orange' },
    })
      .jpeg()
      .toBuffer();
    const second = await uploadAvatar(user.headers, [
      { name: 'avatar', filename: 'b.jpg', contentType: 'image/jpeg', content: jpeg },
    ]);
    expect(second.statusCode).toBe(200);
    const firstFile = path.join(
      ctx.config.uploadsDir,
      first.json().data.avatar.replace('/uploads/', ''),
    );
    await expect(access(firstFile)).rejects.toThrow();
    expect(second.json().data.avatar).not.toBe(first.json().data.avatar);
  });

  it.each([
    [
      'a text file renamed .png',
      'notes.png',
      'image/png',
      Buffer.from('just some text\n'.repeat(20)),
    ],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      ),
    ],
    [
      'an SVG renamed .png',
      'logo.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
    ],
  ])('refuses %s with 400', async (_label, filename, contentType, content) => {
    const user = await me();
    const res = await uploadAvatar(user.headers, [
      { name: 'avatar', filename, contentType, content },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Please upload a JPEG, PNG or WebP image.',
    });
    const [row] = await ctx.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.avatar).toBe('');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await me();
    const png = await pngWithExif();
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length, 1)]);
    const res = await uploadAvatar(user.headers, [
      { name: 'avatar', filename: 'big.png', contentType: 'image/png', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'The image must be at most 5 MB.',
    });
  });

  it('answers 400 when no file is sent', async () => {
    const user = await me();
    const onlyField = await uploadAvatar(user.headers, [{ name: 'note', content: 'hello' }]);
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().message).toMatch(/^Please choose an image to upload/);
    const wrongField = await uploadAvatar(user.headers, [
      {
        name: 'picture',
        filename: 'a.png',
        contentType: 'image/png',
        content: await pngWithExif(),
      },
    ]);
    expect(wrongField.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/upload-avatar',
      headers: user.headers,
      payload: { avatar: 'https://example.com/me.png' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/^Please choose an image to upload/);
  });

  it('answers 400, not 500, to a cut-off multipart body', async () => {
    const user = await me();
    const body = multipart([
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', content: await pngWithExif() },
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/upload-avatar',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 40),
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await uploadAvatar({}, [
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', content: await pngWithExif() },
    ]);
    expect(res.statusCode).toBe(401);
  });
});
