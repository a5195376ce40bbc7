import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminProducts, listReply, uploadReply } from '#web/features/admin-catalogue/test-fixtures';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

/*
 * The product form's "Product page details" section (issue 16): rows of included files and
 * compatible software added and removed by keyboard-reachable named buttons, sizes read as
 * people write them and sent as bytes, an edit pre-filled and cleared, the server's refusal
 * shown at the field it names.
 */

const MB = 1024 ** 2;
const GB = 1024 ** 3;

const detailed = {
  ...adminProducts[0]!,
  includedFiles: [
    { name: 'Teal Orange', format: 'CUBE', sizeBytes: 24 * MB },
    // Not a round number of MB: shown rounded, sent back exactly while untouched.
    { name: 'Readme', format: 'PDF', sizeBytes: 1_394_606 },
  ],
  compatibleSoftware: [
    { software: 'DaVinci Resolve', versions: '18 and later' },
    { software: 'Premiere Pro' },
  ],
  resolution: '4K UHD',
  licenceSummary: 'Personal and commercial projects.',
};

function stubForms({ createReply }: { createReply?: () => Response } = {}) {
  return stubApi({
    ...signInAs(admin),
    'GET /api/category/get': categoryListReply,
    'POST /api/file/upload': uploadReply('pack'),
    'POST /api/product/create':
      createReply ?? (() => Response.json(ok('Product Created Successfully', adminProducts[0]))),
    'POST /api/survey/get-form-details': {
      success: true,
      error: false,
      message: [{ form: { questions: [] }, isDefault: true }],
    },
    'POST /api/product/admin-get': () =>
      Response.json(listReply([detailed], { page: 1, totalCount: 1, totalNoPage: 1 })),
    'PUT /api/product/update-product-details': () =>
      Response.json(ok('Product updated successfully', detailed)),
  });
}

/** The page's first field, once the page (loaded on demand) has drawn it. */
const nameField = () => screen.findByLabelText('Name', {}, { timeout: 10_000 });

const section = () => screen.getByRole('group', { name: 'Product page details' });
const row = (name: string) => within(section()).getByRole('group', { name });

/** Fills the SPEC §5 fields so only the details section decides whether it saves. */
async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await nameField(), 'Teal Orange LUT Pack');
  await user.type(screen.getByLabelText('Description'), 'Twelve cinematic LUTs.');
  await user.upload(
    screen.getByLabelText('Upload Image'),
    new File(['png'], 'pack.png', { type: 'image/png' }),
  );
  await screen.findByRole('img', { name: 'Image 1' });
  await user.selectOptions(await screen.findByLabelText('Category'), 'cat01');
  await user.type(screen.getByLabelText('Unit'), '1 pack');
  await user.type(screen.getByLabelText('Stock'), '50');
  await user.type(screen.getByLabelText('Price'), '499');
  await user.type(screen.getByLabelText('Discount'), '10');
}

function sentBody(fetchMock: ReturnType<typeof stubApi>, url: string) {
  const call = fetchMock.mock.calls.findLast(([called]) => called === url);
  return JSON.parse(String(call![1]!.body)) as Record<string, unknown>;
}

describe('product form: product page details', () => {
  it('adds and removes file and software rows by named buttons, focus following', {
    timeout: 20_000,
  }, async () => {
    stubForms();
    const { user } = renderApp('/dashboard/upload-product');
    await nameField();
    expect(within(section()).getByText('No files listed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    expect(within(row('File 1')).getByLabelText('File name')).toHaveFocus();
    await user.keyboard('First');
    // A new row's empty fields say nothing before they are left or the form is submitted.
    expect(within(row('File 1')).getByLabelText('Format')).not.toHaveAccessibleDescription();
    expect(within(row('File 1')).getByLabelText('Size')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add file' }));
    expect(within(row('File 2')).getByLabelText('File name')).toHaveFocus();
    await user.keyboard('Second');

    await user.click(screen.getByRole('button', { name: 'Remove file 1' }));
    expect(screen.queryByRole('group', { name: 'File 2' })).not.toBeInTheDocument();
    // The row left is the second one, now numbered 1.
    expect(within(row('File 1')).getByLabelText('File name')).toHaveValue('Second');
    expect(screen.getByRole('button', { name: 'Add file' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add software' }));
    expect(within(row('Software 1')).getByLabelText('Software')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove software 1' }));
    expect(screen.queryByRole('group', { name: 'Software 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add software' })).toHaveFocus();
  });

  it('reads sizes as written and sends the details as bytes', { timeout: 20_000 }, async () => {
    const fetchMock = stubForms();
    const { user } = renderApp('/dashboard/upload-product');
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const first = row('File 1');
    await user.type(within(first).getByLabelText('File name'), 'Teal Orange');
    await user.type(within(first).getByLabelText('Format'), '.cube');
    // A size typed whole: the unit goes to the select.
    await user.type(within(first).getByLabelText('Size'), '24 MB');
    await user.tab();
    expect(within(first).getByLabelText('Size')).toHaveValue('24');
    expect(within(first).getByLabelText('Unit')).toHaveValue('MB');

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const second = row('File 2');
    await user.type(within(second).getByLabelText('File name'), 'Project');
    await user.type(within(second).getByLabelText('Format'), 'drp');
    await user.type(within(second).getByLabelText('Size'), 'lots');
    await user.tab();
    expect(within(second).getByLabelText('Size')).toHaveAccessibleDescription(
      'Size must be a number, such as 24 or 1.5',
    );
    await user.clear(within(second).getByLabelText('Size'));
    await user.type(within(second).getByLabelText('Size'), '1.5');
    await user.selectOptions(within(second).getByLabelText('Unit'), 'GB');
    expect(within(second).getByLabelText('Size')).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Add software' }));
    await user.type(within(row('Software 1')).getByLabelText('Software'), 'DaVinci Resolve');
    await user.type(within(row('Software 1')).getByLabelText('Versions (optional)'), '18+');
    await user.type(screen.getByLabelText('Resolution / aspect'), '9:16 vertical');
    await user.type(screen.getByLabelText('Licence summary'), 'Commercial use allowed.');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Product Created Successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/product/create')).toMatchObject({
      includedFiles: [
        { name: 'Teal Orange', format: '.cube', sizeBytes: 24 * MB },
        { name: 'Project', format: 'drp', sizeBytes: 1.5 * GB },
      ],
      compatibleSoftware: [{ software: 'DaVinci Resolve', versions: '18+' }],
      resolution: '9:16 vertical',
      licenceSummary: 'Commercial use allowed.',
    });
  });

  it('blocks the save while a row is incomplete, naming each field', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubForms();
    const { user } = renderApp('/dashboard/upload-product');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add file' }));
    await user.click(screen.getByRole('button', { name: 'Add software' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const file = row('File 1');
    expect(within(file).getByLabelText('File name')).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(within(file).getByLabelText('Format')).toHaveAccessibleDescription('Format is required');
    expect(within(file).getByLabelText('Size')).toHaveAccessibleDescription('Size is required');
    expect(within(row('Software 1')).getByLabelText('Software')).toHaveAccessibleDescription(
      'Software is required',
    );
    // The keyboard is taken to the first field that needs attention.
    await vi.waitFor(() => expect(within(file).getByLabelText('File name')).toHaveFocus());
    await user.type(within(file).getByLabelText('Format'), 'c.ube');
    expect(within(file).getByLabelText('Format')).toHaveAccessibleDescription(
      'Format must be letters and digits, such as CUBE or XMP',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/create')).toBe(false);
  });

  it('shows the server’s refusal next to the field it names', { timeout: 20_000 }, async () => {
    stubForms({
      createReply: fail(400, 'Included file 2, file format must be at most 12 characters.'),
    });
    const { user } = renderApp('/dashboard/upload-product');
    await fillRequired(user);
    for (const [name, format] of [
      ['One', 'CUBE'],
      ['Two', 'XMP'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add file' }));
      const added = screen.getAllByRole('group', { name: /^File \d$/ }).at(-1)!;
      await user.type(within(added).getByLabelText('File name'), name!);
      await user.type(within(added).getByLabelText('Format'), format!);
      await user.type(within(added).getByLabelText('Size'), '2');
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Included file 2, file format must be at most 12 characters.',
    );
    expect(within(row('File 2')).getByLabelText('Format')).toHaveAccessibleDescription(
      'Included file 2, file format must be at most 12 characters.',
    );
    expect(within(row('File 2')).getByLabelText('Format')).toHaveAttribute('aria-invalid', 'true');
    // The keyboard is taken there.
    await vi.waitFor(() => expect(within(row('File 2')).getByLabelText('Format')).toHaveFocus());
    expect(within(row('File 1')).getByLabelText('Format')).not.toHaveAccessibleDescription();
  });

  it('pre-fills an edit, keeps untouched sizes exact, and clears with [] and ’’', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubForms();
    const { user } = renderApp('/dashboard/product');
    await user.click(
      await screen.findByRole('button', { name: `Edit ${detailed.name}` }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const first = within(dialog).getByRole('group', { name: 'File 1' });
    expect(within(first).getByLabelText('File name')).toHaveValue('Teal Orange');
    expect(within(first).getByLabelText('Format')).toHaveValue('CUBE');
    expect(within(first).getByLabelText('Size')).toHaveValue('24');
    expect(within(first).getByLabelText('Unit')).toHaveValue('MB');
    const second = within(dialog).getByRole('group', { name: 'File 2' });
    expect(within(second).getByLabelText('Size')).toHaveValue('1.33');
    expect(within(second).getByLabelText('Unit')).toHaveValue('MB');
    const software = within(dialog).getByRole('group', { name: 'Software 1' });
    expect(within(software).getByLabelText('Software')).toHaveValue('DaVinci Resolve');
    expect(within(software).getByLabelText('Versions (optional)')).toHaveValue('18 and later');
    expect(within(dialog).getByLabelText('Resolution / aspect')).toHaveValue('4K UHD');
    expect(within(dialog).getByLabelText('Licence summary')).toHaveValue(
      'Personal and commercial projects.',
    );

    // Save untouched: every size goes back exactly as stored.
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await updatesSent(fetchMock, 1);
    expect(sentBody(fetchMock, '/api/product/update-product-details')).toMatchObject({
      includedFiles: detailed.includedFiles,
      compatibleSoftware: [
        { software: 'DaVinci Resolve', versions: '18 and later' },
        { software: 'Premiere Pro', versions: '' },
      ],
      resolution: '4K UHD',
      licenceSummary: 'Personal and commercial projects.',
    });

    // Emptied: the lists go as [] and the texts as '', which clear them.
    await user.click(await screen.findByRole('button', { name: `Edit ${detailed.name}` }));
    const again = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.click(within(again).getByRole('button', { name: 'Remove file 2' }));
    await user.click(within(again).getByRole('button', { name: 'Remove file 1' }));
    await user.click(within(again).getByRole('button', { name: 'Remove software 2' }));
    await user.click(within(again).getByRole('button', { name: 'Remove software 1' }));
    await user.clear(within(again).getByLabelText('Resolution / aspect'));
    await user.clear(within(again).getByLabelText('Licence summary'));
    await user.click(within(again).getByRole('button', { name: 'Update Product' }));
    await updatesSent(fetchMock, 2);
    expect(sentBody(fetchMock, '/api/product/update-product-details')).toMatchObject({
      includedFiles: [],
      compatibleSoftware: [],
      resolution: '',
      licenceSummary: '',
    });
  });
});

/** Waits until the form has sent `times` updates. */
async function updatesSent(fetchMock: ReturnType<typeof stubApi>, times: number) {
  await vi.waitFor(() =>
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/product/update-product-details'),
    ).toHaveLength(times),
  );
}
