import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

async function openPage() {
  stubApi({});
  const view = renderApp('/privacy-policy');
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  return view;
}

describe('Privacy Policy page', () => {
  it('is dated 16 December 2024 and names an owner based in India', async () => {
    await openPage();
    const date = screen.getByText('16 December 2024');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2024-12-16');
    expect(date.parentElement).toHaveTextContent('Last updated: 16 December 2024');
    expect(screen.getByText(/is based in India/)).toBeVisible();
  });

  it('defines its terms', async () => {
    await openPage();
    const definitions = screen.getByRole('region', { name: 'Definitions' });
    const terms = within(definitions)
      .getAllByRole('term')
      .map((term) => term.textContent);
    for (const term of ['Account', 'Cookies', 'Personal Data', 'Service', 'Usage Data', 'You']) {
      expect(terms).toContain(term);
    }
  });

  it('lists the personal data and usage data collected', async () => {
    await openPage();
    const collected = screen.getByRole('region', { name: 'The data we collect' });
    const items = within(collected)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('Email address');
    expect(items).toContain('First name and last name');
    for (const usage of [
      /IP address/,
      /Browser type and browser version/,
      /pages of our Service that you visit/,
      /time and date of your visit/,
      /Unique device identifiers/,
    ]) {
      expect(items.some((item) => usage.test(item ?? ''))).toBe(true);
    }
  });

  it('describes the necessary, cookie-acceptance and functionality cookies', async () => {
    await openPage();
    const cookies = screen.getByRole('region', { name: 'Cookies and tracking' });
    const kinds = within(cookies)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(kinds).toEqual([
      'Necessary / essential cookies',
      'Cookie-acceptance cookies',
      'Functionality cookies',
    ]);
    expect(within(cookies).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
  });

  it('says how data is used, kept and what the rights are, and links to Contact Us', async () => {
    const { user, router } = await openPage();
    for (const section of ['How we use your data', 'How long we keep your data', 'Your rights']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const contact = within(screen.getByRole('region', { name: 'Contact us' })).getByRole('link', {
      name: 'contact us',
    });
    expect(contact).toHaveAttribute('href', '/contact-us');
    await user.click(contact);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/contact-us');
  });
});
