import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

const SECTIONS = ['Usage Rights', 'Permitted Uses', 'Additional Terms and Conditions'];

/** The numbered terms of one section: the items of its ordered list. */
function termsOf(section: string) {
  const region = screen.getByRole('region', { name: section });
  const list = within(region).getByRole('list');
  expect(list.tagName).toBe('OL');
  return within(list).getAllByRole('listitem');
}

describe('Regular License page', () => {
  it('has the three sections, in order, each with numbered terms', async () => {
    stubApi({});
    renderApp('/license');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regular License' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(SECTIONS);
    for (const section of SECTIONS) {
      expect(termsOf(section).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('states the key rights and limits in the right sections', async () => {
    stubApi({});
    renderApp('/license');
    await screen.findByRole('heading', { level: 1, name: 'Regular License' });
    const text = (section: string) => termsOf(section).map((term) => term.textContent);

    expect(text('Usage Rights').some((term) => /one buyer/.test(term ?? ''))).toBe(true);
    expect(text('Permitted Uses').some((term) => /^Personal projects/.test(term ?? ''))).toBe(true);
    expect(text('Permitted Uses').some((term) => /^Commercial projects/.test(term ?? ''))).toBe(
      true,
    );
    expect(
      text('Additional Terms and Conditions').some((term) =>
        /may not sell, resell, share, give away, sublicense or otherwise redistribute/.test(
          term ?? '',
        ),
      ),
    ).toBe(true);
    const additional = screen.getByRole('region', { name: 'Additional Terms and Conditions' });
    expect(within(additional).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});
