import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { checkPage } from './support/axe.js';
import {
  expectNoHorizontalScroll,
  useBrowser,
  type ViewportName,
  waitForToastsToClear,
} from './support/browser.js';
import { otpOf, waitForMail } from './support/mail.js';
import { gradientPng } from './support/png.js';

const viewports: ViewportName[] = ['phone', 'desktop'];

const isHome = (url: URL) => url.pathname === '/';

/** Waits until `text` is visible somewhere on the page (toasts included). */
async function expectText(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The account menu: the header's dropdown on desktop, the /user page on a phone (SPEC §2). */
async function openAccountMenu(page: Page, viewport: ViewportName) {
  const banner = page.getByRole('banner');
  if (viewport === 'phone') {
    await banner.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL((url) => url.pathname === '/user');
  } else {
    await banner.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menu', { name: 'Account' }).waitFor();
  }
}

async function openAccountPage(page: Page, viewport: ViewportName, label: string) {
  await openAccountMenu(page, viewport);
  const entry =
    viewport === 'phone'
      ? page.getByRole('main').getByRole('navigation', { name: 'Account' }).getByRole('link', {
          name: label,
          exact: true,
        })
      : page.getByRole('menuitem', { name: label, exact: true });
  await entry.click();
}

async function logOut(page: Page, viewport: ViewportName) {
  await openAccountMenu(page, viewport);
  if (viewport === 'phone') {
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  } else {
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
  }
  await expectText(page, 'Logout successfully');
  await page.waitForURL(isHome);
  await expect
    .poll(() => page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible())
    .toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('accesstoken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(isHome);
  await expectText(page, 'Login successfully');
}

async function expectSignedIn(page: Page, viewport: ViewportName) {
  const banner = page.getByRole('banner');
  const account =
    viewport === 'phone'
      ? banner.getByRole('link', { name: 'Account' })
      : banner.getByRole('button', { name: 'Account' });
  await expect.poll(() => account.isVisible()).toBe(true);
}

describe('accounts', () => {
  const browser = useBrowser();

  for (const viewport of viewports) {
    // A long journey; each toast is also waited out before its screenshot.
    it(`a shopper registers, signs out and in, resets the password, edits the profile and addresses at ${viewport} width`, {
      // Ten screens, each checked by axe: 70–90 s on an idle machine, 120 s and more when the
      // machine is busy (2 cores). A bound, not a speed test.
      timeout: 180_000,
    }, async () => {
      const { page, context, problems } = await browser.open(viewport);
      const email = `shopper.${viewport}.${Date.now()}@example.in`;
      const password = 'Kesari-Chai-2025!';
      const newPassword = 'Monsoon-Rain-2026!';
      try {
        // Register: pressing Register on the empty form names every field and takes focus
        // to the first (issue 15).
        await page.goto('/register');
        await page.getByRole('button', { name: 'Register', exact: true }).click();
        await expectText(page, 'Enter your name.');
        await expectText(page, 'Enter your email.');
        await expectText(page, 'Enter your password again.');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('name');
        expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
        await checkPage(page, 'register-empty');
        await page.getByLabel('Name').fill('Asha Verma');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByLabel('Confirm Password').fill(`${password}x`);
        await expectText(page, 'Password and confirm password must be the same');
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'register');
        // A password the server refuses (too common): its error toast...
        await page.getByLabel('Password', { exact: true }).fill('password123');
        await page.getByLabel('Confirm Password').fill('password123');
        await page.getByRole('button', { name: 'Register', exact: true }).click();
        await expectText(page, 'Error: This password is too common. Please choose another.');
        // ...is gone once the next try is accepted: only the success is on screen.
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByLabel('Confirm Password').fill(password);
        await page.getByRole('button', { name: 'Register', exact: true }).click();
        await page.waitForURL(isHome);
        await expectText(page, 'User registered successfully');
        // Dismissed toasts fade out hidden from assistive tech (aria-hidden), so by role only
        // the toasts still on show count; the refusal would otherwise last its 4 s.
        const shown = page
          .getByRole('region', { name: 'Notifications' })
          .getByRole('status')
          .filter({ hasText: /^Error:/ });
        await expect.poll(() => shown.count()).toBe(0);
        await expectSignedIn(page, viewport);
        // A signed-in shopper is sent home from /login.
        await page.goto('/login');
        await page.waitForURL(isHome);

        await logOut(page, viewport);

        // Log in with the password: Login stays disabled (SPEC §5) and says what is missing.
        await page.goto('/login');
        await expect
          .poll(() => page.getByRole('button', { name: 'Login', exact: true }).isDisabled())
          .toBe(true);
        await expectText(page, 'Enter your e-mail and password to log in.');
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'login');
        await logIn(page, email, password);
        await expectSignedIn(page, viewport);
        await checkPage(page, 'home-signed-in');
        await logOut(page, viewport);

        // Forgot password: the code arrives by e-mail.
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password ?' }).click();
        await page.waitForURL((url) => url.pathname === '/forgot-password');
        await page.getByLabel('Email').fill(email);
        await checkPage(page, 'forgot-password');
        await page.getByRole('button', { name: 'Send Otp' }).click();
        await page.waitForURL((url) => url.pathname === '/verification-otp');
        const mail = await waitForMail(email, (m) => /password reset code/i.test(m.subject));
        const code = otpOf(mail);
        await page.getByLabel('Digit 1').click();
        await page.keyboard.type(code.slice(0, 3));
        expect(await page.getByRole('button', { name: 'Verify OTP' }).isDisabled()).toBe(true);
        await page.keyboard.type(code.slice(3));
        await expectNoHorizontalScroll(page);
        await waitForToastsToClear(page);
        await checkPage(page, 'otp');
        await page.getByRole('button', { name: 'Verify OTP' }).click();

        // Reset, then log in with the new password.
        await page.waitForURL((url) => url.pathname === '/reset-password');
        await page.getByLabel('New Password').fill(newPassword);
        await page.getByLabel('Confirm Password').fill(newPassword);
        await waitForToastsToClear(page);
        await checkPage(page, 'reset-password');
        await page.getByRole('button', { name: 'Change Password' }).click();
        await page.waitForURL((url) => url.pathname === '/login');
        await logIn(page, email, newPassword);
        await expectSignedIn(page, viewport);

        // Profile: name and mobile, then an avatar.
        await openAccountPage(page, viewport, 'Profile');
        await page.waitForURL((url) => url.pathname === '/dashboard/profile');
        const submit = page.getByRole('button', { name: 'Submit' });
        await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Asha Verma');
        // Submit can be pressed; an empty name is named and focused (issue 15).
        await page.getByLabel('Name').fill('');
        await submit.click();
        await expectText(page, 'Enter your name.');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('name');
        await page.getByLabel('Name').fill('Asha Kulkarni');
        await page.getByLabel('Mobile').fill('9812345670');
        await submit.click();
        await expectText(page, 'Profile updated successfully');
        await expect.poll(() => page.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();

        await page.getByRole('button', { name: 'Edit avatar' }).click();
        const avatarDialog = page.getByRole('dialog', { name: 'Upload Avatar' });
        await avatarDialog.getByLabel('Choose image').setInputFiles({
          name: 'avatar.png',
          mimeType: 'image/png',
          buffer: gradientPng(),
        });
        await checkPage(page, 'avatar-dialog');
        await avatarDialog.getByRole('button', { name: 'Upload' }).click();
        await expectText(page, 'Avatar updated');
        await expect.poll(() => avatarDialog.isVisible()).toBe(false);
        const avatar = page.getByRole('img', { name: 'Your avatar' });
        await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\//);
        await expect
          .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        await expect
          .poll(() => avatar.evaluate((img) => img.getBoundingClientRect().width))
          .toBe(80);
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page);
        await waitForToastsToClear(page);
        await checkPage(page, 'profile');

        // Addresses: add, edit, remove.
        await openAccountPage(page, viewport, 'Address');
        await page.waitForURL((url) => url.pathname === '/dashboard/address');
        await expectText(page, /No saved addresses yet/);
        await waitForToastsToClear(page);
        await checkPage(page, 'addresses-empty');
        // The popup is a native modal dialog: it takes focus, and Escape closes it.
        await page.getByRole('button', { name: 'Add Address' }).click();
        const addDialog = page.getByRole('dialog', { name: 'Add Address' });
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('address_line');
        await page.keyboard.press('Escape');
        await expect.poll(() => addDialog.isVisible()).toBe(false);
        await page.getByRole('button', { name: 'Add Address' }).click();
        expect(await addDialog.getByLabel('Country').inputValue()).toBe('India');
        // Submit on the empty popup names what is missing and goes to the first field.
        await addDialog.getByRole('button', { name: 'Submit' }).click();
        await expectText(page, 'Enter the address line.');
        await expectText(page, 'Enter a mobile number.');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
          .toBe('address_line');
        await checkPage(page, 'address-popup-empty');
        await addDialog.getByLabel('Address line').fill('12 MG Road, Shivajinagar');
        await addDialog.getByLabel('City').fill('Pune');
        await addDialog.getByLabel('State').fill('Maharashtra');
        await addDialog.getByLabel('Pincode').fill('411005');
        await addDialog.getByLabel('Mobile').fill('9812345670');
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'address-popup');
        await addDialog.getByRole('button', { name: 'Submit' }).click();
        await expectText(page, 'Address Created Successfully');
        const saved = page.getByRole('list', { name: 'Saved addresses' });
        await expect.poll(() => saved.textContent()).toContain('Pune, Maharashtra – 411005');

        await saved.getByRole('button', { name: 'Edit' }).click();
        const editDialog = page.getByRole('dialog', { name: 'Edit Address' });
        expect(await editDialog.getByLabel('City').inputValue()).toBe('Pune');
        await checkPage(page, 'address-edit-popup');
        await editDialog.getByLabel('City').fill('Mumbai');
        await editDialog.getByRole('button', { name: 'Save' }).click();
        await expectText(page, 'Address Updated');
        await expect.poll(() => saved.textContent()).toContain('Mumbai, Maharashtra – 411005');
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page);
        await waitForToastsToClear(page);
        await checkPage(page, 'addresses');

        await saved.getByRole('button', { name: 'Remove address' }).click();
        await expectText(page, 'Address Remove');
        await expectText(page, /No saved addresses yet/);

        // Not an admin: admin pages say so.
        await page.goto('/dashboard/category');
        await expectText(page, 'Do not have permission');
        await checkPage(page, 'no-permission');

        // The one 400 is the refused (too common) password: the answer, not a problem.
        const badRequests = problems.filter((p) => p.includes('status of 400'));
        expect(badRequests).toHaveLength(1);
        expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const viewport of viewports) {
    it(`an admin sees the (Admin) marker and the admin pages at ${viewport} width`, async () => {
      const { page, context, problems } = await browser.open(viewport);
      try {
        await page.goto('/login');
        await logIn(page, inject('adminEmail'), inject('adminPassword'));
        await openAccountMenu(page, viewport);
        await expectText(page, '(Admin)');
        const menu =
          viewport === 'phone'
            ? page.getByRole('main').getByRole('navigation', { name: 'Account' })
            : page.getByRole('menu', { name: 'Account' });
        await expect
          .poll(() => menu.getByText('All Users', { exact: true }).isVisible())
          .toBe(true);
        if (viewport === 'desktop') {
          // Escape closes the menu and gives focus back to its button. Checked before the
          // full-page screenshot, whose viewport resize may re-render the header.
          await page.keyboard.press('Escape');
          await expect.poll(() => menu.isVisible()).toBe(false);
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
            .toBe('Account');
          await openAccountMenu(page, viewport);
          await expect
            .poll(() => menu.getByText('All Users', { exact: true }).isVisible())
            .toBe(true);
        }
        await expectNoHorizontalScroll(page);
        await checkPage(page, 'account-menu-admin');

        await page.goto('/dashboard/category');
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: 'Category' }).isVisible())
          .toBe(true);
        expect(await page.getByText('Do not have permission').count()).toBe(0);
        await page.waitForLoadState('networkidle');
        await checkPage(page, 'admin-category-signed-in');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps a shopper signed in when the access token has expired (one refresh, then the call again)', async () => {
    const { page, context, problems } = await browser.open('desktop');
    try {
      await page.goto('/login');
      await logIn(page, inject('adminEmail'), inject('adminPassword'));
      const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));
      // An access token the server no longer accepts, and no cookies to fall back on.
      await context.clearCookies();
      await page.evaluate(() => localStorage.setItem('accesstoken', 'expired.access.token'));

      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/user/refresh-token') {
          refreshes.push(response.status());
        }
      });
      await page.goto('/dashboard/profile');
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(inject('adminEmail'));

      expect(refreshes).toEqual([200]);
      const tokens = await page.evaluate(() => ({
        access: localStorage.getItem('accesstoken'),
        refresh: localStorage.getItem('refreshToken'),
      }));
      expect(tokens.access).not.toBe('expired.access.token');
      expect(tokens.refresh).not.toBe(refreshBefore);
      // The refused first try is the only complaint the browser logs.
      expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
