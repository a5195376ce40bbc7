import { MAX_IMAGE_UPLOAD_BYTES } from '@store/contract/upload';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProducts, uploadReply } from '#web/features/admin-catalogue/test-fixtures';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

function stubUpload() {
  return stubApi({
    ...signInAs(admin),
    'GET /api/category/get': categoryListReply,
    'POST /api/file/upload': uploadReply('pack'),
    'POST /api/product/create': () =>
      Response.json(ok('Product Created Successfully', adminProducts[0])),
  });
}

/** The page's form, once the page (loaded on demand, slow on a busy machine) has drawn it. */
const formReady = () =>
  screen.findByRole('button', { name: 'Add Image by URL' }, { timeout: 10_000 });

describe('upload product page', () => {
  it("says 'please enter the URL' for an empty image URL and adds a valid one", {
    timeout: 20_000,
  }, async () => {
    stubUpload();
    const { user } = renderApp('/dashboard/upload-product');
    const addByUrl = await formReady();
    await user.click(addByUrl);
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription('please enter the URL');

    await user.type(screen.getByLabelText('Image URL'), 'http://example.com/a.png');
    await user.click(addByUrl);
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(
      'Image URL must be an uploaded image or an https:// URL',
    );

    // No IMAGE_HOSTS in this store: only its own uploads may be shown.
    await user.clear(screen.getByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/a.png');
    await user.click(addByUrl);
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(
      'Image URL must be an image uploaded to this store',
    );

    await user.clear(screen.getByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), '/uploads/catalogue/a.webp');
    await user.click(addByUrl);
    const images = screen.getByRole('list', { name: 'Product images' });
    expect(within(images).getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/uploads/catalogue/a.webp',
    );
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
  });

  it('clears the image URL’s message when the field is cleared', { timeout: 20_000 }, async () => {
    stubUpload();
    const { user } = renderApp('/dashboard/upload-product');
    await formReady();
    await user.type(screen.getByLabelText('Image URL'), 'http://example.com/a.png');
    await user.click(screen.getByRole('button', { name: 'Add Image by URL' }));
    const field = screen.getByLabelText('Image URL');
    expect(field).toHaveAccessibleDescription(
      'Image URL must be an uploaded image or an https:// URL',
    );
    await user.clear(field);
    expect(field).not.toHaveAccessibleDescription();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText('Image URL must be an uploaded image or an https:// URL'),
    ).not.toBeInTheDocument();
  });

  it('drops the empty URL message once an image is uploaded instead', {
    timeout: 20_000,
  }, async () => {
    stubUpload();
    const { user } = renderApp('/dashboard/upload-product');
    await user.click(await formReady());
    const field = screen.getByLabelText('Image URL');
    expect(field).toHaveAccessibleDescription('please enter the URL');
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['png'], 'pack.png', { type: 'image/png' }),
    );
    const images = await screen.findByRole('list', { name: 'Product images' });
    expect(within(images).getAllByRole('img')).toHaveLength(1);
    // The form's image is there: asking for a URL no longer makes sense.
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.queryByText('please enter the URL')).not.toBeInTheDocument();
  });

  it('refuses an image over the upload limit before sending it, naming the limit', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubUpload();
    const { user } = renderApp('/dashboard/upload-product');
    await formReady();
    const picker = screen.getByLabelText('Upload Image');
    const huge = new File([new Uint8Array(MAX_IMAGE_UPLOAD_BYTES + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(picker, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be at most 5 MB.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/file/upload')).toBe(false);

    // A file within the limit goes, and the old message with it.
    await user.upload(picker, new File(['png'], 'pack.png', { type: 'image/png' }));
    const images = await screen.findByRole('list', { name: 'Product images' });
    expect(within(images).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText('The image must be at most 5 MB.')).not.toBeInTheDocument();
  });

  it('requires every field and whole numbers for stock, price and discount', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubUpload();
    const { user } = renderApp('/dashboard/upload-product');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Description is required',
    );
    expect(screen.getByLabelText('Unit')).toHaveAccessibleDescription('Unit is required');
    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription('Stock is required');
    expect(screen.getByText('Add at least one image')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      'Choose at least one category',
    );

    await user.type(screen.getByLabelText('Stock'), 'ten');
    await user.type(screen.getByLabelText('Price'), '99.5');
    await user.type(screen.getByLabelText('Discount'), '101');
    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription(
      'Stock must be a whole number',
    );
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      /Price must be a whole number/,
    );
    expect(screen.getByLabelText('Discount')).toHaveAccessibleDescription(
      /Discount must be at most 100/,
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/create')).toBe(false);
  });

  it('creates a product with images, categories, sub-categories and extra fields', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubUpload();
    const { user } = renderApp('/dashboard/upload-product');
    await formReady();
    await user.type(screen.getByLabelText('Name'), 'Teal Orange LUT Pack');
    await user.type(screen.getByLabelText('Description'), 'Twelve cinematic LUTs.');
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['png'], 'pack.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/uploads/pack.webp',
    );
    // Sub-categories follow the chosen categories.
    const subSelect = screen.getByLabelText('Sub Category');
    expect(within(subSelect).getAllByRole('option')).toHaveLength(1);
    await user.selectOptions(await screen.findByLabelText('Category'), 'cat01');
    expect(screen.getByRole('list', { name: 'Chosen category' })).toHaveTextContent(
      'Colour Grading',
    );
    expect(
      within(subSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Sub Category', 'Cinematic LUTs']);
    await user.selectOptions(subSelect, 'sub01');
    await user.type(screen.getByLabelText('Unit'), '1 pack');
    await user.type(screen.getByLabelText('Stock'), '50');
    await user.type(screen.getByLabelText('Price'), '499');
    await user.type(screen.getByLabelText('Discount'), '10');
    await user.type(screen.getByLabelText('Drive link'), 'https://drive.example.com/pack');

    // An added field is required.
    await user.type(screen.getByLabelText('New field name'), 'Software');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Software')).toHaveAccessibleDescription('Software is required');
    await user.type(screen.getByLabelText('Software'), 'DaVinci Resolve');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Product Created Successfully')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/product/create')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Teal Orange LUT Pack',
      description: 'Twelve cinematic LUTs.',
      unit: '1 pack',
      stock: 50,
      price: 499,
      discount: 10,
      image: ['/uploads/pack.webp'],
      category: ['cat01'],
      subCategory: ['sub01'],
      more_details: {
        cat: 'Colour Grading',
        Software: 'DaVinci Resolve',
        driveLink: 'https://drive.example.com/pack',
      },
    });
    // The form starts afresh for the next product.
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });
});
