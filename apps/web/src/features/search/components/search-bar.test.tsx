import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeApi } from '../../../test/api-replies';
import { stubApi } from '../../../test/api-stub';
import { installMatchMedia } from '../../../test/match-media';
import { renderApp } from '../../../test/render-app';

describe('search bar', () => {
  it('off /search shows the typing placeholder and opens /search when clicked', async () => {
    installMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    stubApi(homeApi);
    const { user, router } = renderApp('/');

    const launcher = screen.getByRole('link', { name: 'Search' });
    expect(launcher).toHaveTextContent('Search for "Designs"');
    await user.click(launcher);

    const input = await screen.findByRole('searchbox', { name: 'Search' });
    expect(router.state.location.pathname).toBe('/search');
    expect(input).toHaveAttribute('placeholder', 'Search for Designs,Templates and more.');
    expect(input).toHaveFocus();
  });

  it('animates the placeholder when motion is allowed', async () => {
    stubApi(homeApi);
    renderApp('/');
    const launcher = screen.getByRole('link', { name: 'Search' });
    const typed = () => (launcher.textContent ?? '').replace('|', '');
    // It starts empty and types the first text out at 50 ms a character.
    expect(typed()).toBe('');
    await waitFor(() => expect(typed()).toBe('Search for "Designs"'), { timeout: 3000 });
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
