import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clipRefusal } from '#web/features/admin-catalogue/components/preview-media-fields';
import { adminProducts, uploadReply } from '#web/features/admin-catalogue/test-fixtures';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

/** Issue 16: the product form's before/after pairs and preview clip (preview-media-fields). */
describe('upload product: previews', () => {
  it('adds a before/after pair and a clip with a poster, and sends them with the product', {
    timeout: 30_000,
  }, async () => {
    let uploads = 0;
    const fetchMock = stubApi({
      ...signInAs(admin),
      'GET /api/category/get': categoryListReply,
      'POST /api/file/upload': () => Response.json(uploadReply(`image${++uploads}`)),
      'POST /api/file/upload-clip': () =>
        Response.json(
          ok('Clip uploaded', {
            url: `/uploads/clips/${'ab'.repeat(16)}.mp4`,
            mimeType: 'video/mp4',
            durationSec: 7.5,
            sizeBytes: 2048,
          }),
        ),
      'POST /api/product/create': () =>
        Response.json(ok('Product Created Successfully', adminProducts[0])),
    });
    const { user } = renderApp('/dashboard/upload-product');
    await user.type(await screen.findByLabelText('Name'), 'Teal Orange LUT Pack');
    await user.type(screen.getByLabelText('Description'), 'Twelve cinematic LUTs.');
    const png = () => new File(['png'], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Image'), png());
    await screen.findByRole('img', { name: 'Image 1' });

    // A pair needs both images before it can be added.
    const addPair = screen.getByRole('button', { name: 'Add Pair' });
    expect(addPair).toBeDisabled();
    await user.upload(screen.getByLabelText('Upload Before Image'), png());
    await user.upload(await screen.findByLabelText('Upload After Image'), png());
    await screen.findByRole('img', { name: 'After Image chosen' });
    await user.type(screen.getByLabelText('Pair label (optional)'), 'Skin tones');
    await user.click(addPair);
    expect(screen.getByRole('list', { name: 'Before/after pairs' })).toHaveTextContent(
      'Skin tones',
    );

    const picker = screen.getByLabelText('Upload Clip');
    await user.upload(picker, new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText(/Clip of 8 s/)).toBeInTheDocument();
    // The product's first image is the poster until another is chosen.
    expect(screen.getByRole('button', { name: 'Use image 1 as the poster' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Category'), 'cat01');
    await user.type(screen.getByLabelText('Unit'), '1 pack');
    await user.type(screen.getByLabelText('Stock'), '50');
    await user.type(screen.getByLabelText('Price'), '499');
    await user.type(screen.getByLabelText('Discount'), '10');
    await user.type(screen.getByLabelText('Drive link'), 'https://drive.example.com/pack');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Product Created Successfully')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/product/create')!;
    const body = JSON.parse(String(call[1]!.body));
    expect(body.previews).toEqual([
      { before: '/uploads/image2.webp', after: '/uploads/image3.webp', label: 'Skin tones' },
    ]);
    expect(body.previewClip).toEqual({
      src: `/uploads/clips/${'ab'.repeat(16)}.mp4`,
      poster: '/uploads/image1.webp',
      durationSec: 7.5,
    });
  });

  it('refuses a clip before sending it when it is no MP4/WebM or over 20 MB', () => {
    expect(clipRefusal(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'The clip must be an MP4 or WebM video.',
    );
    const big = new File(['x'], 'clip.webm', { type: 'video/webm' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    expect(clipRefusal(big)).toBe('The clip must be at most 20 MB.');
    expect(clipRefusal(new File(['x'], 'clip.mp4', { type: 'video/mp4' }))).toBeUndefined();
  });
});
