import type { AdminBanner } from '@store/contract/banner';
import { BANNER_LIMITS } from '@store/contract/banner';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadReply } from '#web/features/admin-catalogue/test-fixtures';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, bannerWithText } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const stored: AdminBanner = { ...bannerWithText, position: 0, active: true };

/** Banners on a fake server: add and update change what the list returns. */
function stubBanners() {
  let list: AdminBanner[] = [stored];
  return stubApi({
    ...signInAs(admin),
    'GET /api/banner/all': () => Response.json(ok('Banners', list)),
    'POST /api/file/upload': uploadReply('spring'),
    'POST /api/banner/add': (body: unknown) => {
      const created = { ...(body as AdminBanner), _id: 'ban10' };
      list = [...list, created];
      return Response.json(ok('Banner added', created));
    },
    'PUT /api/banner/update': (body: unknown) => {
      const { _id, ...fields } = body as AdminBanner;
      list = list.map((b) => (b._id === _id ? { ...b, ...fields } : b));
      return Response.json(
        ok(
          'Banner updated',
          list.find((b) => b._id === _id),
        ),
      );
    },
    'DELETE /api/banner/delete': fail(404, 'Banner not found.'),
  });
}

const sentBody = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)![1]!.body));

describe('admin banners page', () => {
  it('lists each set with the banner texts, button and link', { timeout: 20_000 }, async () => {
    stubBanners();
    renderApp('/dashboard/banners');
    const desktop = await screen.findByRole('list', { name: 'Desktop and tablet banners' });
    expect(within(desktop).getByText('Cinematic LUT packs')).toBeInTheDocument();
    expect(within(desktop).getByText(/Button: Browse LUTs/)).toBeInTheDocument();
    expect(within(desktop).getByText('/search?q=lut')).toBeInTheDocument();
    expect(
      within(desktop).getByRole('button', { name: 'Edit Cinematic LUT packs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phone banners' })).toBeInTheDocument();
  });

  it('caps each text at the contract limit', { timeout: 20_000 }, async () => {
    stubBanners();
    const { user } = renderApp('/dashboard/banners');
    await user.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Banner' });
    for (const [label, max] of [
      ['Title (optional)', BANNER_LIMITS.title],
      ['Subtitle (optional)', BANNER_LIMITS.subtitle],
      ['Button label (optional)', BANNER_LIMITS.buttonLabel],
      ['Link (optional)', BANNER_LIMITS.linkUrl],
      ['Image description (alt text)', BANNER_LIMITS.alt],
    ] as const) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxLength', String(max));
    }
  });

  it('says what is missing, moves focus there, and refuses a javascript: link', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubBanners();
    const { user } = renderApp('/dashboard/banners');
    await user.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Banner' }));
    expect(within(dialog).getByText('Upload an image.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Upload Image')).toHaveFocus();
    const alt = within(dialog).getByLabelText('Image description (alt text)');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription('Describe the image for people who cannot see it.');

    await user.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File(['png'], 'spring.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Banner image' });
    await user.type(alt, 'Spring colours');
    await user.type(within(dialog).getByLabelText('Button label (optional)'), 'Shop now');
    const link = within(dialog).getByLabelText('Link (optional)');
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Banner' }));
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Use a path on this site (starting with /) or an https:// address.'),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/banner/add')).toBe(false);

    await user.clear(link);
    await user.click(within(dialog).getByRole('button', { name: 'Add Banner' }));
    expect(link).toHaveAccessibleDescription(expect.stringContaining('A button needs a link.'));
  });

  it('adds a banner with a title, subtitle and button', { timeout: 20_000 }, async () => {
    const fetchMock = stubBanners();
    const { user } = renderApp('/dashboard/banners');
    await user.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Banner' });
    await user.selectOptions(within(dialog).getByLabelText('Shown on'), 'mobile');
    await user.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File(['png'], 'spring.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Banner image' });
    await user.type(within(dialog).getByLabelText('Image description (alt text)'), 'Spring');
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Spring sale');
    await user.type(within(dialog).getByLabelText('Subtitle (optional)'), 'Half price');
    await user.type(within(dialog).getByLabelText('Button label (optional)'), 'Shop now');
    await user.type(within(dialog).getByLabelText('Link (optional)'), '/search?q=spring');
    await user.click(within(dialog).getByRole('button', { name: 'Add Banner' }));

    expect(await screen.findByText('Banner added')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/banner/add')).toEqual({
      kind: 'mobile',
      image: '/uploads/spring.webp',
      alt: 'Spring',
      title: 'Spring sale',
      subtitle: 'Half price',
      buttonLabel: 'Shop now',
      linkUrl: '/search?q=spring',
      position: 0,
      active: true,
    });
    const phones = await screen.findByRole('list', { name: 'Phone banners' });
    expect(within(phones).getByText('Spring sale')).toBeInTheDocument();
  });

  it('clears a banner text by emptying its field', { timeout: 20_000 }, async () => {
    const fetchMock = stubBanners();
    const { user } = renderApp('/dashboard/banners');
    await user.click(await screen.findByRole('button', { name: 'Edit Cinematic LUT packs' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Banner' });
    await user.clear(within(dialog).getByLabelText('Subtitle (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));
    expect(await screen.findByText('Banner updated')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/banner/update')).toMatchObject({
      _id: 'ban09',
      subtitle: '',
      title: 'Cinematic LUT packs',
    });
  });
});
