import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminProducts,
  listReply,
  manyAdminProducts,
} from '#web/features/admin-catalogue/test-fixtures';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

interface ListBody {
  page: number;
  limit: number;
  search: string;
}

/** 30 products on a fake server, 12 a page; `search` matches names. */
function stubProducts() {
  let all = manyAdminProducts(30);
  return stubApi({
    ...signInAs(admin),
    'GET /api/category/get': categoryListReply,
    // The Edit popup's feedback survey section.
    'POST /api/survey/get-form-details': {
      success: true,
      error: false,
      message: [{ form: { questions: [] }, isDefault: true }],
    },
    'POST /api/product/admin-get': (body: unknown) => {
      const { page, limit, search } = body as ListBody;
      const matching = all.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
      const rows = matching.slice((page - 1) * limit, page * limit);
      return Response.json(
        listReply(rows, {
          page,
          totalCount: matching.length,
          totalNoPage: Math.ceil(matching.length / limit),
        }),
      );
    },
    'POST /api/product/add-to-deals': (body: unknown) => {
      const { _id } = body as { _id: string };
      all = all.map((p) => (p._id === _id ? { ...p, isDeal: true } : p));
      return Response.json(
        ok(
          'Product added to deals',
          all.find((p) => p._id === _id),
        ),
      );
    },
    'DELETE /api/product/delete-product': (body: unknown) => {
      const { _id } = body as { _id: string };
      const gone = all.find((p) => p._id === _id);
      all = all.filter((p) => p._id !== _id);
      return Response.json(ok('Product moved to the recycle bin', gone));
    },
    'PUT /api/product/update-product-details': (body: unknown) => {
      const { _id, name } = body as { _id: string; name: string };
      all = all.map((p) => (p._id === _id ? { ...p, name } : p));
      return Response.json(
        ok(
          'Product updated successfully',
          all.find((p) => p._id === _id),
        ),
      );
    },
  });
}

const grid = () => screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 });

describe('admin product list', () => {
  it('pages with Previous and Next, each blocked at its end', { timeout: 20_000 }, async () => {
    const fetchMock = stubProducts();
    const { user } = renderApp('/dashboard/product');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(12);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('1/3');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await within(pages).findByText('2/3')).toBeInTheDocument();
    await user.click(next);
    expect(await within(pages).findByText('3/3')).toBeInTheDocument();
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(6);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === '/api/product/admin-get')
      .map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies.at(-1)).toEqual({ page: 3, limit: 12, search: '' });
  });

  it('searches after typing stops, back on page 1', { timeout: 20_000 }, async () => {
    const fetchMock = stubProducts();
    const { user } = renderApp('/dashboard/product');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2/3')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Pack 2');
    expect(await screen.findByText('1/1')).toBeInTheDocument();
    // Pack 2, Pack 20 … Pack 29.
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(11);
    const searches = fetchMock.mock.calls
      .filter(([url]) => url === '/api/product/admin-get')
      .map(([, init]) => JSON.parse(String(init!.body)).search);
    // Debounced: no request per keystroke.
    expect(searches).not.toContain('P');
    expect(searches.at(-1)).toBe('Pack 2');
  });

  it("adds to deals and deletes after the 'Permanent Delete' confirmation", {
    timeout: 20_000,
  }, async () => {
    stubProducts();
    const { user } = renderApp('/dashboard/product');
    const card = within(await grid()).getByRole('article', { name: 'Pack 1' });
    await user.click(within(card).getByRole('button', { name: 'Add to Deals' }));
    expect(await screen.findByText('Product added to deals')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'In Deals' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Delete Pack 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Permanent Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product moved to the recycle bin')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await grid()).queryByRole('article', { name: 'Pack 1' })).toBeNull();
  });

  it('edits a product in a modal with the product form', { timeout: 20_000 }, async () => {
    const fetchMock = stubProducts();
    const { user } = renderApp('/dashboard/product');
    const card = within(await grid()).getByRole('article', { name: 'Pack 1' });
    await user.click(within(card).getByRole('button', { name: 'Edit Pack 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Pack 1');
    expect(within(dialog).getByLabelText('Drive link')).toHaveValue(
      adminProducts[0]!.more_details.driveLink,
    );
    await user.clear(name);
    await user.type(name, 'Pack One');
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(await within(await grid()).findByRole('article', { name: 'Pack One' })).toBeVisible();
    const call = fetchMock.mock.calls.find(
      ([url]) => url === '/api/product/update-product-details',
    )!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({
      _id: 'prd100',
      name: 'Pack One',
      category: ['cat01'],
      stock: 10,
    });
  });
});
