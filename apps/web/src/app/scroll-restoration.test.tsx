import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';

/** jsdom does not scroll: the page's offset is set by hand, as the browser would on scrolling. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('opens a new page at the top and returns to the offset left on Back', async () => {
    stubApi({});
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/license');
    await screen.findByRole('heading', { level: 1, name: 'Regular License' });
    scrollPageTo(640);

    scrollTo.mockClear();
    await router.navigate('/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(120);

    scrollTo.mockClear();
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Regular License' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(router.state.historyAction).toBe('POP');

    await router.navigate(1);
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});
