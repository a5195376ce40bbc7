import { SEARCH_PLACEHOLDERS } from '@store/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeApi } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';

describe('search bar', () => {
  it('off /search shows the typing placeholder and opens /search when clicked', async () => {
    installMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    stubApi(homeApi);
    const { user, router } = renderApp('/');

    const launcher = screen.getByRole('link', { name: 'Search for "Designs"' });
    expect(visibleText(launcher)).toBe('Search for "Designs"');
    await user.click(launcher);

    const input = await screen.findByRole('searchbox', { name: 'Search' });
    expect(router.state.location.pathname).toBe('/search');
    expect(input).toHaveAttribute('placeholder', 'Search for Designs,Templates and more.');
    expect(input).toHaveFocus();
  });

  it('animates the placeholder when motion is allowed', async () => {
    stubApi(homeApi);
    renderApp('/');
    const launcher = screen.getByRole('link', { name: 'Search for "Designs"' });
    const typed = () => visibleText(launcher).replace('|', '');
    // It starts empty and types the first text out at 50 ms a character.
    expect(typed()).toBe('');
    await waitFor(() => expect(typed()).toBe('Search for "Designs"'), { timeout: 3000 });
  });

  it('names the launcher by whole words that begin with what is on screen (WCAG 2.5.3)', async () => {
    stubApi(homeApi);
    renderApp('/');
    const launcher = screen.getByRole('link', { name: /^Search for/ });
    // No aria-label: it would hide the words on screen from speech users.
    expect(launcher).not.toHaveAttribute('aria-label');
    const names = new Set<string>();
    const mismatches: string[] = [];
    // Every frame across typing, holding and erasing into the second text; a bad
    // frame is recorded, not retried away.
    await waitFor(
      () => {
        const typed = visibleText(launcher).replace('|', '');
        // testing-library computes the name; search near the launcher to keep frames fast.
        const near = within(launcher.parentElement!);
        const name =
          SEARCH_PLACEHOLDERS.find(
            (text) => near.queryByRole('link', { name: text }) === launcher,
          ) ?? `none of the placeholders`;
        if (!name.startsWith(typed)) {
          mismatches.push(`${typed} / ${name}`);
        }
        names.add(name);
        expect(names.size).toBe(2);
      },
      { timeout: 5000, interval: 20 },
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('link', { name: 'Search for "Templates"' })).toBe(launcher);
  });

  it('on /search navigates to /search?q=… with every change, replacing history', async () => {
    stubApi(homeApi);
    const { user, router } = renderApp('/search');
    const input = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(input, 'lut');

    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=lut');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lut');
  });

  it('prefills from q and hides the header while a query is present', async () => {
    stubApi(homeApi);
    renderApp('/search?q=glitch%20pack');
    const input = await screen.findByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('glitch pack');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the header on /search without a query', async () => {
    stubApi(homeApi);
    renderApp('/search');
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('leads with a back link home under 768 px, a magnifier otherwise', async () => {
    installMatchMedia((query) => query === '(max-width: 767.98px)');
    stubApi(homeApi);
    renderApp('/search?q=x');
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows no back link on wide screens', async () => {
    stubApi(homeApi);
    renderApp('/search?q=x');
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });
});

/** The animated text: shown on screen but hidden from the accessibility tree. */
function visibleText(launcher: HTMLElement): string {
  return launcher.querySelector('span[aria-hidden="true"]')?.textContent ?? '';
}
