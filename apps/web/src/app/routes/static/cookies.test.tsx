import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

const CATEGORIES = [
  'Strictly Necessary',
  'Preferences',
  'Statistics',
  'Marketing',
  'Third Parties',
];

async function openPage() {
  stubApi({});
  const view = renderApp('/cookies');
  await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
  return view;
}

describe('Cookie Policy page', () => {
  it('is dated 16 December 2024', async () => {
    await openPage();
    const date = screen.getByText('16 December 2024');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2024-12-16');
    expect(date.parentElement).toHaveTextContent('Last updated: 16 December 2024');
  });

  it('explains cookies, clear gifs and first- and third-party cookies', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'What are cookies?' })).toBeVisible();
    const gifs = screen.getByRole('region', { name: 'Clear gifs (web beacons)' });
    expect(gifs).toHaveTextContent(/web beacons or pixel tags/);
    const parties = screen.getByRole('region', { name: 'First-party and third-party cookies' });
    expect(within(parties).getByText('First-party cookies')).toBeVisible();
    expect(within(parties).getByText('Third-party cookies')).toBeVisible();
  });

  it('names every category, each with its explanation', async () => {
    await openPage();
    const region = screen.getByRole('region', { name: 'The cookies we use' });
    const headings = within(region).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(CATEGORIES);
    for (const heading of headings) {
      expect(heading.nextElementSibling?.tagName).toBe('P');
      expect(heading.nextElementSibling?.textContent?.length).toBeGreaterThan(80);
    }
    // What the store itself stores is said plainly.
    expect(headings[0]!.nextElementSibling).toHaveTextContent(/keep you signed in/);
    expect(headings[0]!.nextElementSibling).toHaveTextContent(/cart/);
    expect(headings[2]!.nextElementSibling).toHaveTextContent(/random anonymous identifier/);
  });

  it('sends EU visitors to the preferences panel and links the browser guides', async () => {
    await openPage();
    expect(
      screen.getByText(
        /European Union \(EU\).*manage your cookie preferences through our preferences panel/s,
      ),
    ).toBeVisible();
    for (const browser of ['Chrome', 'Firefox', 'Safari', 'Edge']) {
      const link = screen.getByRole('link', { name: new RegExp(`${browser}\\b`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(
        /^https:\/\/support\.(google\.com|mozilla\.org|apple\.com|microsoft\.com)\//,
      );
    }
  });

  it('links to Contact Us inside the app', async () => {
    const { user, router } = await openPage();
    const contact = screen.getByRole('link', { name: 'contact us' });
    expect(contact).toHaveAttribute('href', '/contact-us');
    expect(contact).not.toHaveAttribute('target');
    await user.click(contact);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/contact-us');
  });
});
