import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadReply } from '#web/features/admin-catalogue/test-fixtures';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categories, subCategories } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('admin sub-category page', () => {
  it('says what is missing when Submit is pressed too early, then adds (issue 15)', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubApi({
      ...signInAs(admin),
      'GET /api/category/get': ok('', categories),
      'POST /api/subcategory/get': ok('', subCategories),
      'POST /api/file/upload': uploadReply('presets'),
      'POST /api/subcategory/create': (body: unknown) =>
        Response.json(
          ok('Sub category created', {
            ...(body as object),
            _id: 'sub09',
            category: [categories[0]],
          }),
        ),
    });
    const { user } = renderApp('/dashboard/subcategory');
    await user.click(await screen.findByRole('button', { name: 'Add Sub Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub Category' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('maxLength', '120');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(name).toHaveAccessibleDescription('Enter the sub-category name.');
    expect(within(dialog).getByLabelText('Upload Image')).toHaveAccessibleDescription(
      'Upload an image.',
    );
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription(
      'Choose at least one category.',
    );
    expect(name).toHaveFocus();

    await user.type(name, 'Presets');
    await user.click(submit);
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Upload Image')).toHaveFocus();

    await user.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File(['png'], 'presets.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Presets' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'cat01');
    expect(within(dialog).getByLabelText('Category')).not.toHaveAttribute('aria-invalid');
    await user.click(submit);

    expect(await screen.findByText('Sub category created')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/subcategory/create')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Presets',
      image: '/uploads/presets.webp',
      category: ['cat01'],
    });
  });
});
