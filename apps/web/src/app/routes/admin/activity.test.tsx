import type { AuditEntry } from '@store/contract/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const asha = { _id: 'usr_asha', name: 'Asha Admin', email: 'asha@example.com' };
const priceChange: AuditEntry = {
  _id: 'aud2',
  action: 'product.update',
  entity: 'product',
  entityId: 'prd01',
  createdAt: '2026-10-31T19:00:00.000Z',
  actor: asha,
  details: { before: { price: 499, name: 'Teal LUT' }, after: { price: 399, name: 'Teal LUT' } },
};
const deletion: AuditEntry = {
  _id: 'aud1',
  action: 'banner.delete',
  entity: 'banner',
  entityId: 'ban01',
  createdAt: '2026-10-30T10:00:00.000Z',
  actor: null,
  details: { title: 'Diwali sale' },
};

describe('admin Activity page', () => {
  it('shows who did what, when (store clock) and the before/after; filters and loads older rows', async () => {
    const bodies: unknown[] = [];
    stubApi({
      ...signInAs(admin),
      'GET /api/audit/filters': ok('Activity filters', {
        admins: [asha],
        actions: ['banner.delete', 'product.update'],
      }),
      'POST /api/audit/list': (body: unknown) => {
        bodies.push(body);
        const { cursor, action } = body as { cursor: string; action: string };
        if (action === 'banner.delete') {
          return Response.json({ ...ok('Activity', [deletion]), nextCursor: null });
        }
        return Response.json(
          cursor
            ? { ...ok('Activity', [deletion]), nextCursor: null }
            : { ...ok('Activity', [priceChange]), nextCursor: 'c1' },
        );
      },
    });
    const { user } = renderApp('/dashboard/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(within(entry!).getByText('product.update')).toBeVisible();
    expect(within(entry!).getByText('Asha Admin')).toBeVisible();
    expect(within(entry!).getByText('(asha@example.com)')).toBeVisible();
    // 00:30 on 1 November in Asia/Kolkata, whatever the test machine's zone.
    expect(within(entry!).getByText(/1 Nov 2026/)).toBeVisible();
    // Only the changed field, before and after.
    const price = within(entry!).getByRole('row', { name: /price/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['499', '399']);
    expect(within(entry!).queryByRole('row', { name: /name/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load older activity' }));
    expect(await within(list).findByText('banner.delete')).toBeVisible();
    expect(within(list).getByText(/A deleted account/)).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load older activity' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'banner.delete');
    await user.selectOptions(screen.getByLabelText('Admin'), 'Asha Admin (asha@example.com)');
    expect(bodies.at(-1)).toEqual({ adminId: 'usr_asha', action: 'banner.delete', cursor: '' });
  });
});
