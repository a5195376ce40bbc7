import type { AdminProduct } from '@store/contract/product';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, manyAdminProducts } from '#web/features/admin-catalogue/test-fixtures';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

/*
 * The admin product list's filters (issue 16): category, stock, free or paid, deals; the
 * choices live in the address, a change goes back to page 1, Back undoes it.
 */

interface ListBody {
  page: number;
  limit: number;
  search: string;
  categoryId?: string;
  stock?: string;
  price?: string;
  deals?: string;
}

/**
 * 30 products, all in Colour Grading (cat01): every third out of stock, every second free,
 * every fifth a deal.
 */
const all: AdminProduct[] = manyAdminProducts(30).map((product, n) => ({
  ...product,
  stock: n % 3 === 0 ? 0 : 10,
  price: n % 2 === 0 ? 0 : 499,
  isDeal: n % 5 === 0,
}));

function stubProducts() {
  return stubApi({
    ...signInAs(admin),
    'GET /api/category/get': categoryListReply,
    'POST /api/product/admin-get': (body: unknown) => {
      const { page, limit, categoryId, stock, price, deals } = body as ListBody;
      const matching = all.filter(
        (p) =>
          (!categoryId || p.category.some((c) => c._id === categoryId)) &&
          (!stock || (stock === 'in-stock') === p.stock > 0) &&
          (!price || (price === 'free') === (p.price === 0)) &&
          (!deals || (deals === 'in-deals') === p.isDeal),
      );
      return Response.json(
        listReply(matching.slice((page - 1) * limit, page * limit), {
          page,
          totalCount: matching.length,
          totalNoPage: Math.ceil(matching.length / limit),
        }),
      );
    },
  });
}

function lastListBody(fetchMock: ReturnType<typeof stubApi>): ListBody {
  const call = fetchMock.mock.calls.findLast(([url]) => url === '/api/product/admin-get');
  return JSON.parse(String(call![1]!.body)) as ListBody;
}

/** The list, once the page (loaded on demand) has drawn it. */
const productList = () => screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 });

const pages = () => screen.getByRole('navigation', { name: 'Pages' });

describe('admin product list filters', () => {
  it('reads the filters from the address and sends them', { timeout: 20_000 }, async () => {
    const fetchMock = stubProducts();
    renderApp({ pathname: '/dashboard/product', search: '?stock=out-of-stock&categoryId=cat01' });
    const list = await productList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(lastListBody(fetchMock)).toMatchObject({
      page: 1,
      stock: 'out-of-stock',
      categoryId: 'cat01',
    });
    const filters = screen.getByRole('group', { name: 'Filter products' });
    expect(within(filters).getByLabelText('Stock')).toHaveValue('out-of-stock');
    expect(
      await within(filters).findByRole('option', { name: 'Colour Grading' }),
    ).toBeInTheDocument();
    expect(within(filters).getByLabelText('Category')).toHaveValue('cat01');
    expect(within(filters).getByLabelText('Price')).toHaveValue('');
  });

  it('leaves out a value the server would refuse', { timeout: 20_000 }, async () => {
    const fetchMock = stubProducts();
    renderApp({ pathname: '/dashboard/product', search: '?price=cheap&deals=in-deals' });
    await productList();
    const body = lastListBody(fetchMock);
    expect(body).not.toHaveProperty('price');
    expect(body.deals).toBe('in-deals');
  });

  it('puts a choice in the address, back to page 1; Back and Clear undo it', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubProducts();
    const { user, router } = renderApp('/dashboard/product');
    await productList();
    expect(pages()).toHaveTextContent('1/3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(pages()).findByText('2/3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Price'), 'Free');
    expect(router.state.location.search).toBe('?price=free');
    await vi.waitFor(() =>
      expect(lastListBody(fetchMock)).toMatchObject({ page: 1, price: 'free' }),
    );
    expect(await within(pages()).findByText('1/2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Deals'), 'Not in deals');
    expect(router.state.location.search).toBe('?price=free&deals=not-in-deals');
    await vi.waitFor(() =>
      expect(lastListBody(fetchMock)).toMatchObject({ price: 'free', deals: 'not-in-deals' }),
    );
    const expected = all.filter((p) => p.price === 0 && !p.isDeal).length;
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem'),
      ).toHaveLength(Math.min(expected, 12)),
    );

    await router.navigate(-1);
    expect(router.state.location.search).toBe('?price=free');
    expect(screen.getByLabelText('Deals')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    // The unfiltered first page again (its reply is still cached).
    expect(await within(pages()).findByText('1/3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem'),
    ).toHaveLength(12);
  });

  it('says when nothing matches the filters', { timeout: 20_000 }, async () => {
    stubProducts();
    renderApp({ pathname: '/dashboard/product', search: '?categoryId=cat02&price=free' });
    expect(
      await screen.findByText('No products match these filters.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
