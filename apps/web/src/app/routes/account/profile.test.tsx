import { MAX_IMAGE_UPLOAD_BYTES } from '@store/contract/upload';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper, userReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('profile page', () => {
  beforeEach(() => {
    // jsdom has no blob: URLs; the preview only needs a string.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('names each wrong field on Submit, takes focus to the first, then saves', {
    timeout: 20_000,
  }, async () => {
    let current = shopper;
    const fetchMock = stubApi({
      ...signInAs(shopper),
      'GET /api/user/user-details': () => Response.json(userReply(current)),
      'PUT /api/user/update-user': (body: unknown) => {
        current = { ...current, ...(body as object) };
        // As the server answers: the updated user, parsed with its own reply schema.
        return Response.json({ ...userReply(current), message: 'Updated successfully' });
      },
    });
    const { user } = renderApp('/dashboard/profile');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    // Leaving a field empty says nothing yet (its line would move Submit under the pointer).
    await user.clear(name);
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(name, 'Asha Verma');
    // Nothing changed: nothing is sent, and the page says why.
    await user.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to save: no field has changed.');

    await user.clear(name);
    await user.clear(screen.getByLabelText('Mobile'));
    await user.type(screen.getByLabelText('Mobile'), '12345');
    await user.click(submit);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
      'Mobile number must be a 10-digit Indian mobile number.',
    );
    await user.type(name, 'Asha V');
    await user.click(submit);
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/update-user')).toBe(false);
    await user.clear(screen.getByLabelText('Mobile'));
    await user.type(screen.getByLabelText('Mobile'), '9123456789');
    await user.click(submit);

    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/update-user')!;
    expect(call[1]!.method).toBe('PUT');
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'Asha V',
      email: 'asha@example.in',
      mobile: '9123456789',
    });
    // The saved profile is the new starting point.
    await waitFor(() => expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha V');
  });

  it('uploads a new avatar from the Edit popup', async () => {
    let current = shopper;
    const fetchMock = stubApi({
      ...signInAs(shopper),
      'GET /api/user/user-details': () => Response.json(userReply(current)),
      'PUT /api/user/upload-avatar': () => {
        current = { ...current, avatar: '/uploads/avatars/usr01.webp' };
        return Response.json(ok('Upload profile', { avatar: current.avatar }));
      },
    });
    const { user } = renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit avatar' }));

    const dialog = screen.getByRole('dialog', { name: 'Upload Avatar' });
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const input = within(dialog).getByLabelText('Choose image');
    expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(within(dialog).getByText('me.png')).toBeInTheDocument();
    await user.click(upload);

    expect(await screen.findByText('Upload profile')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/upload-avatar')!;
    const body = call[1]!.body as FormData;
    expect(body.get('avatar')).toBe(file);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
        'src',
        '/uploads/avatars/usr01.webp',
      ),
    );
  });

  it('refuses an avatar over the upload limit before sending it', async () => {
    const fetchMock = stubApi({
      ...signInAs(shopper),
      'GET /api/user/user-details': userReply(shopper),
    });
    const { user } = renderApp('/dashboard/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit avatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Avatar' });
    const input = within(dialog).getByLabelText('Choose image');
    const huge = new File([new Uint8Array(MAX_IMAGE_UPLOAD_BYTES + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(input, huge);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The image must be at most 5 MB.');
    expect(input).toHaveAccessibleDescription('The image must be at most 5 MB.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/upload-avatar')).toBe(false);
  });
});
