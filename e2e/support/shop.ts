import { productPath } from '@store/contract/slug';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newClientAddress } from './client-address.js';

/** Shared steps of the shopping journeys (not a test file). */

export interface CatalogueProduct {
  _id: string;
  name: string;
  price: number;
  discount: number;
  stock: number;
  createdAt: string;
}

/**
 * The seed dates the demo catalogue at least half a day back; products the journeys make
 * through the admin calls (some without a download link) are dated now.
 */
const DEMO_BEFORE_MS = 6 * 3_600_000;

/**
 * The demo catalogue's live products from the store's public list, newest first: only the
 * seeded ones, whatever other journeys have added to the same store before this one runs.
 */
export async function catalogueProducts(): Promise<CatalogueProduct[]> {
  const res = await fetch(`${inject('storeUrl')}/api/product/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 100 }),
  });
  const products = ((await res.json()) as { data: CatalogueProduct[] }).data;
  return products.filter((p) => Date.parse(p.createdAt) < Date.now() - DEMO_BEFORE_MS);
}

/** The product's canonical address (the contract's slug rules, as the store links it). */
export const productUrl = (product: CatalogueProduct) => productPath(product);

/** Waits until `text` is visible somewhere on the page (toasts included). */
export async function expectText(page: Page, text: string | RegExp, timeout = 10_000) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);
}

/** Registers a new shopper through the form; registration signs them in and goes home. */
export async function registerShopper(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Meera Shah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectText(page, 'User registered successfully');
  await page.waitForURL((url) => url.pathname === '/');
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The status and Location of the download route for the page's signed-in user (no redirect followed). */
export async function downloadOutcome(page: Page, productId: string) {
  const res = await page.request.get(`/api/download/${productId}`, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location };
}

/** A shopper driven over the API (for journeys about someone else's screens). */
export async function apiShopper(email: string, password: string) {
  const base = inject('storeUrl');
  const json = { 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() };
  await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Kabir Rao', email, password, confirmPassword: password }),
  });
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const token = ((await login.json()) as { data: { accesstoken: string } }).data.accesstoken;
  const headers = { ...json, authorization: `Bearer ${token}` };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return res;
  };
  return {
    /** Cart (one product or several) → order → the simulator's Pay or Fail; returns the order id. */
    async buy(productIds: string | string[], outcome: 'pay' | 'fail') {
      for (const productId of [productIds].flat()) {
        await call('POST', '/api/cart/create', { productId });
      }
      const created = await call('POST', '/api/order/create-order-cashfree', {
        customer_details: { customer_phone: '9876543210' },
      });
      const { data } = (await created.json()) as {
        data: { orderId: string; paymentSessionId: string };
      };
      await fetch(`${base}/pay/simulator/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session: data.paymentSessionId, outcome }).toString(),
        redirect: 'manual',
      });
      return data.orderId;
    },
    async downloadStatus(productId: string) {
      return (await call('GET', `/api/download/${productId}`)).status;
    },
  };
}
