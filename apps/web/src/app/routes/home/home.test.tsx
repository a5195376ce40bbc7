import { listingPath, productPath } from '@store/contract/slug';
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealsHeading } from '#web/features/catalogue/components/deals-strip';
import { fail, homeApi, ok } from '#web/test/api-replies';
import { deferred, stubApi } from '#web/test/api-stub';
import {
  admin,
  categories,
  categoryListReply,
  healthyReply,
  products,
  subCategories,
} from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const noText = { title: null, subtitle: null, buttonLabel: null };

describe('home page', () => {
  afterEach(() => {
    vi.useRealTimers();
    // react-hot-toast keeps its toasts in module state; none may leak into the next test.
    toast.remove();
  });

  it('shows 12 category skeletons, then the categories and one product row per category', async () => {
    const categoryReply = deferred<Response>();
    const fetchMock = stubApi({ ...homeApi, 'GET /api/category/get': () => categoryReply.promise });
    renderApp('/');

    const loading = screen.getByRole('list', { name: 'Loading categories' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(12);

    categoryReply.resolve(Response.json(categoryListReply));
    const grid = await screen.findByRole('list', { name: 'Categories' });
    const [colourGrading, videoEditing] = categories;
    const [luts, reels] = subCategories;
    // A tile leads to its category's first sub-category listing (sorted by name).
    expect(within(grid).getByRole('link', { name: 'Colour Grading' })).toHaveAttribute(
      'href',
      listingPath(colourGrading!, luts!),
    );
    expect(within(grid).getByRole('link', { name: 'Video Editing' })).toHaveAttribute(
      'href',
      listingPath(videoEditing!, reels!),
    );

    const videoRow = await screen.findByRole('region', { name: 'Video Editing' });
    expect(within(videoRow).getByRole('link', { name: 'See All Video Editing' })).toHaveAttribute(
      'href',
      listingPath(videoEditing!, reels!),
    );
    const glitch = await within(videoRow).findByRole('link', { name: /Glitch Transitions/ });
    expect(glitch).toHaveAttribute('href', productPath(products[1]!));
    expect(glitch).toHaveTextContent('₹899');
    expect(glitch).toHaveTextContent('₹999');
    expect(glitch).toHaveTextContent('10% off');
    expect(within(videoRow).getAllByRole('listitem')).toHaveLength(2);

    const gradingRow = screen.getByRole('region', { name: 'Colour Grading' });
    expect(
      await within(gradingRow).findByRole('link', { name: /Teal Orange LUT Pack/ }),
    ).toBeVisible();

    // Each row asks for its own category's products.
    const rowCalls = fetchMock.mock.calls
      .filter(([url]) => url === '/api/product/get-product-by-category')
      .map(([, init]) => JSON.parse(String(init!.body)));
    expect(rowCalls).toEqual(expect.arrayContaining([{ id: 'cat01' }, { id: 'cat02' }]));
    expect(rowCalls).toHaveLength(2);
  });

  it('shows 6 skeleton cards per row while products load, and 5 in the deals strip', async () => {
    stubApi({
      ...homeApi,
      'POST /api/product/get-product-by-category': () => new Promise<Response>(() => {}),
      'POST /api/product/get-deals': () => new Promise<Response>(() => {}),
    });
    renderApp('/');
    const row = await screen.findByRole('region', { name: 'Video Editing' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    const deals = screen.getByRole('region', { name: dealsHeading() });
    expect(within(deals).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows No Image for a product without images', async () => {
    const noImage = { ...products[0]!, image: [] };
    stubApi({
      ...homeApi,
      'POST /api/product/get-product-by-category': ok('', [noImage]),
      'POST /api/product/get-deals': ok('', []),
    });
    renderApp('/');
    const row = await screen.findByRole('region', { name: 'Colour Grading' });
    const card = await within(row).findByRole('link', { name: /Teal Orange LUT Pack/ });
    expect(card).toHaveTextContent('No Image');
  });

  it.each([
    ['2025-06-01T10:00:00', 'Deals of the Day'], // Sunday: 0 % 3
    ['2025-06-02T10:00:00', 'Special Deals for You'], // Monday: 1 % 3
    ['2025-06-03T10:00:00', 'Limited Time Offers'], // Tuesday: 2 % 3
    ['2025-06-04T10:00:00', 'Deals of the Day'], // Wednesday: 3 % 3
    // Sunday evening in the browser (New York), already Monday at the store (Asia/Kolkata).
    ['2025-06-01T20:15:00Z', 'Special Deals for You'],
  ])('heads the deals strip by weekday modulo 3 (%s: %s)', async (date, heading) => {
    expect(dealsHeading(new Date(date))).toBe(heading);
    vi.useFakeTimers({ now: new Date(date), toFake: ['Date'] });
    stubApi(homeApi);
    renderApp('/');
    const deals = await screen.findByRole('region', { name: heading });
    expect(await within(deals).findByRole('link', { name: /Teal Orange LUT Pack/ })).toBeVisible();
  });

  it("warns 'problem loading special deals' when the deals fail", async () => {
    stubApi({ ...homeApi, 'POST /api/product/get-deals': fail(500, 'boom') });
    renderApp('/');
    expect(await screen.findByText('problem loading special deals')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: dealsHeading() })).toBeNull();
  });

  it('rotates the desktop banners every 4 s, pauses on hover, and the dots choose', async () => {
    // Only the carousel's interval is faked; Testing Library keeps its real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubApi(homeApi);
    const { user } = renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Featured banners' });
    const visible = () =>
      within(carousel)
        .getAllByRole('img', { hidden: true })
        .find((img) => img.closest('[aria-hidden="true"]') === null)
        ?.getAttribute('alt');
    expect(visible()).toBe('Summer LUT sale');
    // The outward link opens in a new tab, without handing over window.opener.
    const outward = within(carousel).getByRole('link', {
      name: /^Summer LUT sale ?\(opens in a new tab\)$/,
    });
    expect(outward).toHaveAttribute('target', '_blank');
    expect(outward).toHaveAttribute('rel', 'noopener noreferrer');

    act(() => vi.advanceTimersByTime(3999));
    expect(visible()).toBe('Summer LUT sale');
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toBe('New transitions');
    act(() => vi.advanceTimersByTime(4000));
    expect(visible()).toBe('Presets for reels');
    act(() => vi.advanceTimersByTime(4000));
    expect(visible()).toBe('Summer LUT sale');

    await user.hover(carousel);
    act(() => vi.advanceTimersByTime(12_000));
    expect(visible()).toBe('Summer LUT sale');
    await user.unhover(carousel);

    const dots = within(carousel).getAllByRole('button', { name: /^Show banner/ });
    expect(dots).toHaveLength(3);
    await user.click(within(carousel).getByRole('button', { name: 'Show banner 3 of 3' }));
    expect(visible()).toBe('Presets for reels');
    expect(within(carousel).getByRole('button', { name: 'Show banner 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the mobile banners under 768 px and keeps still for reduced motion', async () => {
    installMatchMedia(
      (query) => query.includes('max-width: 767') || query === '(prefers-reduced-motion: reduce)',
    );
    stubApi({
      ...homeApi,
      'GET /api/banner/get': ok('', [
        {
          _id: 'ban04',
          kind: 'mobile',
          image: '/m1.webp',
          alt: 'Mobile one',
          linkUrl: null,
          ...noText,
        },
        {
          _id: 'ban05',
          kind: 'mobile',
          image: '/m2.webp',
          alt: 'Mobile two',
          linkUrl: null,
          ...noText,
        },
        {
          _id: 'ban01',
          kind: 'desktop',
          image: '/d1.webp',
          alt: 'Desktop one',
          linkUrl: null,
          ...noText,
        },
      ]),
    });
    // Only the carousel's interval is faked; Testing Library keeps its real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Featured banners' });
    expect(within(carousel).queryByAltText('Desktop one')).toBeNull();
    expect(within(carousel).getByAltText('Mobile one')).toBeVisible();
    act(() => vi.advanceTimersByTime(8000));
    expect(within(carousel).getByAltText('Mobile one').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('renders the footer with listing links, policies, WhatsApp and the version line', async () => {
    stubApi(homeApi);
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Cinematic LUTs' })).toHaveAttribute(
      'href',
      listingPath(categories[0]!, subCategories[0]!),
    );
    expect(within(footer).getByRole('link', { name: 'Regular License' })).toHaveAttribute(
      'href',
      '/license',
    );
    for (const [name, href] of [
      ['Contact Us', '/contact-us'],
      ['Cookie Policy', '/cookies'],
      ['Privacy Policy', '/privacy-policy'],
      ['New Products', '/new-products'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d*\?text=Hello%2C%20I%20would/),
    );
    expect(within(footer).getByText('Version 3.1 · last updated 13-02-2025')).toBeInTheDocument();
    // The changelog is for admins only.
    expect(within(footer).queryByRole('heading', { name: 'Key changes in 3.1' })).toBeNull();
  });

  it('shows admins the key changes of the version in the footer', async () => {
    stubApi({ ...homeApi, ...signInAs(admin) });
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    const heading = await within(footer).findByRole('heading', { name: 'Key changes in 3.1' });
    expect(heading.nextElementSibling?.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
  });

  it('asks again, once the store is awake, for what failed while it slept', async () => {
    let polls = 0;
    let dealCalls = 0;
    stubApi({
      ...homeApi,
      'GET /api': () => {
        polls += 1;
        return Response.json(
          polls === 1 ? { ...healthyReply, database: 'disconnected' } : healthyReply,
        );
      },
      'POST /api/product/get-deals': () => {
        dealCalls += 1;
        return dealCalls === 1
          ? fail(503, 'starting')()
          : Response.json(homeApi['POST /api/product/get-deals']);
      },
    });
    renderApp('/');
    expect(await screen.findByText('problem loading special deals')).toBeInTheDocument();
    await waitFor(() => expect(dealCalls).toBe(2));
    const deals = await screen.findByRole('region', { name: dealsHeading() });
    expect(await within(deals).findByRole('link', { name: /Teal Orange LUT Pack/ })).toBeVisible();
    expect(polls).toBe(2);
  });

  it('leaves a refusal alone when the store answered at once (it was never asleep)', async () => {
    let dealCalls = 0;
    stubApi({
      ...homeApi,
      'POST /api/product/get-deals': () => {
        dealCalls += 1;
        return fail(500, 'boom')();
      },
    });
    renderApp('/');
    expect(await screen.findByText('problem loading special deals')).toBeInTheDocument();
    // The warm-up poll has answered "connected" by the time the home page's rows show.
    await screen.findAllByRole('link', { name: /Teal Orange LUT Pack/ });
    expect(dealCalls).toBe(1);
  });

  it('says the store is waking up while the database is not connected', async () => {
    stubApi({
      'GET /api': { success: true, error: false, message: 'starting', database: 'disconnected' },
      ...homeApi,
    });
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Waking up the store…');
  });
});
