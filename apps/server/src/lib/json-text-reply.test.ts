import { productListReplySchema } from '@store/contract/product';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendJsonText } from './json-text-reply.js';

const product = {
  _id: 'p1',
  name: 'Teal LUTs',
  image: ['/uploads/a.webp'],
  category: [{ _id: 'c1', name: 'Colour', image: '/uploads/c.webp' }],
  subCategory: [{ _id: 's1', name: 'Premiere Pro', image: '/uploads/s.webp' }],
  unit: '10 LUTs',
  stock: 5,
  price: 299,
  discount: 10,
  description: 'Teal and orange',
  more_details: { cat: 'LUT' },
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};
const page = (data: unknown) =>
  JSON.stringify({
    success: true,
    error: false,
    message: 'Products',
    data: [data],
    totalCount: 1,
    totalNoPage: 1,
    totalPage: 1,
    page: 1,
  });

/** A route answering `text` through sendJsonText, checked or not. */
async function answer(text: string, check = true) {
  const app = Fastify();
  app.post('/', (_request, reply) => sendJsonText(reply, text, productListReplySchema, check));
  const res = await app.inject({ method: 'POST', url: '/' });
  await app.close();
  return res;
}

describe('sendJsonText', () => {
  it('sends text that is what the contract schema gives, byte for byte, as JSON', async () => {
    const text = page(product);
    const res = await answer(text);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(text);
  });

  it('fails with a 500 when checked text has a key the schema would strip', async () => {
    expect((await answer(page({ ...product, rating: { ratingCount: 2 } }))).statusCode).toBe(500);
  });

  it('fails with a 500 when checked text has its keys in another order', async () => {
    const { _id, ...rest } = product;
    expect((await answer(page({ ...rest, _id }))).statusCode).toBe(500);
  });

  it('fails with a 500 when checked text holds a download link or breaks the schema', async () => {
    const leaked = { ...product, more_details: { cat: 'LUT', driveLink: 'https://x.test/f' } };
    expect((await answer(page(leaked))).statusCode).toBe(500);
    expect((await answer(page({ ...product, price: '299' }))).statusCode).toBe(500);
  });

  it('sends text unchecked when told to (production)', async () => {
    const text = page({ ...product, rating: null });
    const res = await answer(text, false);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(text);
  });
});
