import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadReply } from '#web/features/admin-catalogue/test-fixtures';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categories } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

/** Categories on a fake server: add, update and delete change what get returns. */
function stubCategories() {
  let list = [...categories];
  return stubApi({
    ...signInAs(admin),
    'GET /api/category/get': () => Response.json(ok('', list)),
    'POST /api/file/upload': uploadReply('presets'),
    'POST /api/category/add-category': (body: unknown) => {
      const created = { ...(body as { name: string; image: string }), _id: 'cat09' };
      list = [...list, created];
      return Response.json(ok('Category added successfully', created));
    },
    'PUT /api/category/update': (body: unknown) => {
      const { _id, ...fields } = body as { _id: string; name: string };
      list = list.map((c) => (c._id === _id ? { ...c, ...fields } : c));
      return Response.json(
        ok(
          'Category updated',
          list.find((c) => c._id === _id),
        ),
      );
    },
    'DELETE /api/category/delete': fail(
      409,
      'This category is used by 2 products and 1 sub-category.',
    ),
  });
}

describe('admin category page', () => {
  it('shows the categories in a grid with Edit and Delete', { timeout: 20_000 }, async () => {
    stubCategories();
    renderApp('/dashboard/category');
    const grid = await screen.findByRole('list', { name: 'Categories' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('img', { name: 'Colour Grading' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Edit Video Editing' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Delete Video Editing' })).toBeInTheDocument();
  });

  it('adds a category: upload only once named, submit only with a name and an image', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubCategories();
    const { user } = renderApp('/dashboard/category');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    const upload = within(dialog).getByLabelText('Upload Image');
    const submit = within(dialog).getByRole('button', { name: 'Add Category' });
    expect(upload).toBeDisabled();
    expect(submit).toBeDisabled();
    // SPEC keeps the button disabled; a visible line says what it is waiting for.
    expect(submit).toHaveAccessibleDescription('Enter a name, then upload an image, to save.');
    expect(within(dialog).getByText('Enter a name, then upload an image, to save.')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('maxLength', '120');

    await user.type(within(dialog).getByLabelText('Name'), 'Presets');
    expect(upload).toBeEnabled();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Upload an image to save.');

    await user.upload(upload, new File(['png'], 'presets.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Presets' })).toHaveAttribute(
      'src',
      '/uploads/presets.webp',
    );
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByText(/to save\.$/)).not.toBeInTheDocument();
    await user.click(submit);

    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Categories' });
    expect(await within(grid).findByText('Presets')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/category/add-category')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Presets',
      image: '/uploads/presets.webp',
    });
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/file/upload')!;
    expect((sent[1]!.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('refuses a file that is not an image before uploading it', { timeout: 20_000 }, async () => {
    const fetchMock = stubCategories();
    const { user } = renderApp('/dashboard/category');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Presets');
    // The picker offers images only; a file dropped past it is still refused.
    fireEvent.change(within(dialog).getByLabelText('Upload Image'), {
      target: { files: [new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' })] },
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only image files can be uploaded.',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/file/upload')).toBe(false);
  });

  it('edits a category in a prefilled popup', { timeout: 20_000 }, async () => {
    const fetchMock = stubCategories();
    const { user } = renderApp('/dashboard/category');
    await user.click(await screen.findByRole('button', { name: 'Edit Colour Grading' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Category' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Colour Grading');
    await user.clear(name);
    await user.type(name, 'Color Grading');
    await user.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(await screen.findByText('Color Grading')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/category/update')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      _id: 'cat01',
      name: 'Color Grading',
      image: '/uploads/colour-grading.png',
    });
  });

  it("asks before deleting and shows the server's refusal", { timeout: 20_000 }, async () => {
    stubCategories();
    const { user } = renderApp('/dashboard/category');
    await user.click(await screen.findByRole('button', { name: 'Delete Colour Grading' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This category is used by 2 products and 1 sub-category.',
    );
    expect(
      screen.getAllByText('This category is used by 2 products and 1 sub-category.'),
    ).toHaveLength(2);
  });
});
