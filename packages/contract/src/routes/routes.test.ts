import { describe, expect, it } from 'vitest';
import { productPath } from '../slug/index.js';
import {
  adminOrderPath,
  dashboardPagePaths,
  fixedPagePaths,
  isPagePath,
  myOrderPath,
  orderIdFromPath,
} from './index.js';

describe('page routes shared by the web app and the server', () => {
  it('knows every fixed page and account page, as the router matches them', () => {
    for (const path of [...fixedPagePaths, ...dashboardPagePaths, '/dashboard']) {
      expect(isPagePath(path), path).toBe(true);
    }
    // wouter matches without regard to case and with an optional trailing slash.
    expect(isPagePath('/LOGIN')).toBe(true);
    expect(isPagePath('/contact-us/')).toBe(true);
    expect(isPagePath('/dashboard/profile/')).toBe(true);
  });

  it('knows order pages (issue 17) only with an order id in them', () => {
    expect(isPagePath(myOrderPath('EKA_1795700000000_ab12cd'))).toBe(true);
    expect(isPagePath(adminOrderPath('EKA_1795700000000_ab12cd'))).toBe(true);
    expect(orderIdFromPath('/dashboard/orders/EKA_1_x/')).toEqual({
      page: 'order',
      orderId: 'EKA_1_x',
    });
    expect(orderIdFromPath('/dashboard/myorders/EKA_1_x')?.page).toBe('myOrder');
    for (const path of [
      '/dashboard/myorders/a',
      '/dashboard/orders/bad%20id',
      '/dashboard/orders/a/b',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('knows product and listing addresses only when their slugs end in an id', () => {
    expect(isPagePath(productPath({ _id: 'p1', name: 'AE/PR 50% #1?' }))).toBe(true);
    expect(isPagePath('/PRODUCT/glitch-pack-01jabcdefghjkmnpqrstvwxyz0')).toBe(true);
    expect(isPagePath('/Video-Editing-c1/Premiere-Pro-s1')).toBe(true);
    expect(isPagePath('/product/Glitch-Pack-')).toBe(false);
    expect(isPagePath('/Video-Editing-/Premiere-Pro-s1')).toBe(false);
  });

  it('knows no other address', () => {
    for (const path of [
      '/nowhere',
      '/a/b/c',
      '/index.html',
      '/dashboard/nothing-here',
      '/dashboard/PROFILE',
      '/dashboard/a-1',
      '/product',
      '/product/a/b',
      '/favicon.ico',
      '/nowhere/else',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
