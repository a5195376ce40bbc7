import type { Coupon } from '@store/contract/coupon';
import { COUPON_MESSAGES } from '@store/contract/coupon';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProducts, listReply } from '#web/features/admin-catalogue/test-fixtures';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

const diwali: Coupon = {
  _id: 'cpn1',
  code: 'DIWALI',
  discountKind: 'fixed',
  amountOff: 200,
  minCartValue: 999,
  startsAt: '2026-11-26T04:00:00.000Z',
  endsAt: null,
  startsAtLocal: '2026-11-26T09:30',
  endsAtLocal: null,
  maxUses: 100,
  perBuyerLimit: 1,
  allProducts: true,
  scopeProducts: [],
  scopeProductNames: [],
  scopeCategories: [],
  active: true,
  uses: 3,
  held: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('admin coupons page', () => {
  it('lists coupons in the store’s clock, pauses one, and edits it in the form', async () => {
    let current = diwali;
    const saved: unknown[] = [];
    stubApi({
      ...signInAs(admin),
      'GET /api/category/get': () => Response.json(ok('Categories', [])),
      'GET /api/coupon/list': () => Response.json(ok('Coupons', [current])),
      'POST /api/coupon/cpn1/active': (body: unknown) => {
        current = { ...current, active: (body as { active: boolean }).active };
        return Response.json(ok('Coupon paused', current));
      },
      'PUT /api/coupon/cpn1': (body: unknown) => {
        saved.push(body);
        return Response.json(ok('Coupon updated', current));
      },
    });
    const { user } = renderApp('/dashboard/coupons');
    const card = (await screen.findByRole('heading', { name: 'DIWALI' })).closest('li')!;
    // 09:30 in Kolkata, though the tests' browser clock is New York's.
    expect(card).toHaveTextContent('₹200 off');
    expect(card).toHaveTextContent('From 26 Nov 2026, 9:30 am IST');
    expect(card).toHaveTextContent('3 paid of 100, 1 awaiting payment');

    await user.click(within(card).getByRole('button', { name: 'Pause DIWALI' }));
    await expectToast('Coupon paused: DIWALI');
    await within(card).findByRole('button', { name: 'Activate DIWALI' });

    await user.click(within(card).getByRole('button', { name: 'Edit DIWALI' }));
    const form = screen.getByRole('form', { name: 'Edit coupon DIWALI' });
    await waitFor(() => expect(within(form).getByLabelText(/^Promo code/)).toHaveFocus());
    expect(within(form).getByLabelText(/^Starts/)).toHaveValue('2026-11-26T09:30');
    const amount = within(form).getByRole('textbox', { name: 'Amount off (₹)' });
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    await expectToast('Coupon updated');
    expect(saved).toEqual([
      expect.objectContaining({ code: 'DIWALI', amountOff: '250', startsAt: '2026-11-26T09:30' }),
    ]);
  });

  it('shows each problem under its field before sending, and the server’s refusal', async () => {
    const created: unknown[] = [];
    stubApi({
      ...signInAs(admin),
      'GET /api/category/get': () => Response.json(ok('Categories', [])),
      'GET /api/coupon/list': () => Response.json(ok('Coupons', [])),
      'POST /api/coupon/create': (body: unknown) => {
        created.push(body);
        return fail(409, COUPON_MESSAGES.codeTaken)();
      },
    });
    const { user } = renderApp('/dashboard/coupons');
    expect(await screen.findByText('No coupons yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'New coupon' });
    const amount = within(form).getByRole('textbox', { name: 'Amount off (%)' });
    await user.type(amount, '150');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    const code = within(form).getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/Enter a promo code\./);
    expect(amount).toHaveAccessibleDescription('Amount off must be at most 100 for a percent off');
    expect(created).toEqual([]);

    await user.type(code, 'taken');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(COUPON_MESSAGES.codeTaken);
    expect(created).toEqual([expect.objectContaining({ code: 'taken', amountOff: '10' })]);
  });

  it('limits a coupon to chosen categories and products found by search', async () => {
    const created: unknown[] = [];
    const [lut] = adminProducts;
    stubApi({
      ...signInAs(admin),
      'GET /api/category/get': categoryListReply,
      'GET /api/coupon/list': () => Response.json(ok('Coupons', [])),
      'POST /api/product/admin-get': () =>
        Response.json(listReply([lut!], { page: 1, totalCount: 1, totalNoPage: 1 })),
      'POST /api/coupon/create': (body: unknown) => {
        created.push(body);
        return Response.json(ok('Coupon created', { ...diwali, code: 'GRADE20' }));
      },
    });
    const { user } = renderApp('/dashboard/coupons');
    const form = await screen.findByRole('form', { name: 'New coupon' });
    await user.type(within(form).getByRole('textbox', { name: 'Promo code' }), 'GRADE20');
    await user.type(within(form).getByRole('textbox', { name: 'Amount off (%)' }), '20');
    await user.click(within(form).getByRole('radio', { name: 'Chosen categories and products' }));
    // Nothing chosen yet: refused under the scope, before sending.
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(
      await within(form).findByText(
        'All products must be on, or at least one category or product chosen',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('checkbox', { name: 'Colour Grading' }));
    await user.type(
      within(form).getByRole('searchbox', { name: 'Search products to add' }),
      lut!.name.slice(0, 5),
    );
    await user.click(await within(form).findByRole('button', { name: `Add ${lut!.name}` }));
    expect(within(form).getByRole('button', { name: `Remove ${lut!.name}` })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await expectToast('Coupon created');
    expect(created).toEqual([
      expect.objectContaining({
        code: 'GRADE20',
        allProducts: false,
        scopeCategories: ['cat01'],
        scopeProducts: [lut!._id],
      }),
    ]);
  });
});
