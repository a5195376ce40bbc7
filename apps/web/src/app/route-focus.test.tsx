import { STORE_NAME } from '@store/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus on route changes', () => {
  it('leaves focus alone on the first load', async () => {
    stubApi({});
    renderApp('/license');
    await heading('Regular License');
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's h1 and announces its title", async () => {
    stubApi({});
    const { user } = renderApp('/license');
    await heading('Regular License');
    // A footer link, as a keyboard user would follow it: it stays on the page afterwards.
    const link = screen.getByRole('link', { name: 'Cookie Policy' });
    link.focus();
    await user.keyboard('{Enter}');

    const h1 = await heading('Cookie Policy');
    await waitFor(() => expect(h1).toHaveFocus());
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByText(`Cookie Policy | ${STORE_NAME}`)).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('moves focus on Back too', async () => {
    stubApi({});
    const { router } = renderApp('/license');
    await heading('Regular License');
    await router.navigate('/cookies');
    await waitFor(async () => expect(await heading('Cookie Policy')).toHaveFocus());
    await router.navigate(-1);
    await waitFor(async () => expect(await heading('Regular License')).toHaveFocus());
  });

  it('keeps the focus a page gives itself: the search input on /search', async () => {
    stubApi({
      // An empty page of results, whatever is typed.
      'POST /api/product/search-product': {
        ...ok('', []),
        page: 1,
        totalPage: 0,
        totalNoPage: 0,
        totalCount: 0,
      },
    });
    const { user } = renderApp('/license');
    await heading('Regular License');
    within(screen.getByRole('banner'))
      .getByRole('link', { name: /^Search for/ })
      .focus();
    await user.keyboard('{Enter}');

    const input = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    // Typing changes only the query: focus stays in the input.
    await user.keyboard('lut');
    await waitFor(() => expect(window.location.search).toBe('?q=lut'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });
});

describe('skip link', () => {
  it('is the first tab stop and takes focus to <main>', async () => {
    stubApi({});
    const { user } = renderApp('/license');
    await heading('Regular License');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
