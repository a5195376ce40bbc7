import {
  type AdminOrderRecord,
  adminOrderRecordSchema,
  allOrdersReplySchema,
  type PaymentStatus,
} from '@store/contract/order';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARDS_BELOW, cardLayoutQuery } from '#web/components/ui/responsive-table';
import { PAYMENT_COLUMNS } from '#web/features/admin-payments/components/payments-table';
import { fail, ok } from '#web/test/api-replies';
import { type ApiRoutes, stubApi } from '#web/test/api-stub';
import { admin } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

const PENDING_ORDER = 'ORD_1736072400000_a1b2';
const PAID_ORDER = 'ORD_1736158800000_c3d4';
const BLOCKED_ORDER = 'ORD_1736245200000_e5f6';

function record(
  _id: string,
  product: { id: string; name: string },
  orderId: string,
  payment_status: PaymentStatus,
  totalAmt: number,
): AdminOrderRecord {
  return adminOrderRecordSchema.parse({
    _id,
    userId: 'usr01',
    orderId,
    paymentId: payment_status === 'PENDING' ? '' : `cf_pay_${_id}`,
    payment_status,
    productId: product.id,
    product_details: {
      name: product.name,
      image: [`/uploads/${product.id}.webp`],
      more_details: { driveLink: `https://drive.example.com/${product.id}` },
    },
    totalAmt,
    orderAmount: totalAmt,
    // 20:15 UTC: the evening before in the browser (New York, vitest.config.ts), 26 Nov at the
    // store (Asia/Kolkata), the day Sales counts it on.
    createdAt: '2026-11-25T20:15:00.000Z',
    paidAt: payment_status === 'PENDING' ? null : '2026-11-25T20:16:00.000Z',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
    buyerEmail: 'asha.account@example.in',
  });
}

/** Two pending rows of one checkout, a paid row and a blocked one. */
const initialRows: AdminOrderRecord[] = [
  record('row01', { id: 'prd01', name: 'Teal Orange LUT Pack' }, PENDING_ORDER, 'PENDING', 899),
  record('row02', { id: 'prd02', name: 'Glitch Transitions' }, PENDING_ORDER, 'PENDING', 899),
  record('row03', { id: 'prd03', name: 'Reels Starter Kit' }, PAID_ORDER, 'PAID', 149_900),
  record('row04', { id: 'prd04', name: 'Film Emulation LUTs' }, BLOCKED_ORDER, 'BLOCKED', 799),
];

const FIRST_PAGE = 'GET /api/order/all-orders?page=1&limit=10';

function allOrdersReply(rows: AdminOrderRecord[], page = 1, totalNoPage = 1) {
  const count = (status: PaymentStatus) => rows.filter((r) => r.payment_status === status).length;
  return allOrdersReplySchema.parse({
    ...ok('All orders', rows),
    totalCount: rows.length,
    totalNoPage,
    totalPage: totalNoPage,
    page,
    summary: {
      total: rows.length,
      pending: count('PENDING'),
      paid: count('PAID'),
      blocked: count('BLOCKED'),
      paidAmount: rows
        .filter((r) => r.payment_status === 'PAID')
        .reduce((sum, r) => sum + r.totalAmt, 0),
    },
  });
}

/** A small server: the actions change the rows, and the list answers with what is left. */
function stubPayments(overrides: ApiRoutes = {}) {
  let rows = [...initialRows];
  const setStatus = (orderId: string, status: PaymentStatus) => {
    rows = rows.map((r) => (r.orderId === orderId ? { ...r, payment_status: status } : r));
    return { orderId, payment_status: status, modifiedCount: 1 };
  };
  return stubApi({
    ...signInAs(admin),
    [FIRST_PAGE]: () => Response.json(allOrdersReply(rows)),
    'POST /api/order/grantAccess': (body: unknown) =>
      Response.json(ok('Access Granted', setStatus((body as { orderId: string }).orderId, 'PAID'))),
    'POST /api/order/blockAccess': (body: unknown) =>
      Response.json(
        ok('Access Blocked', setStatus((body as { orderId: string }).orderId, 'BLOCKED')),
      ),
    'POST /api/order/deletePayment': (body: unknown) => {
      const { orderId } = body as { orderId: string };
      const before = rows.length;
      rows = rows.filter((r) => r.orderId !== orderId);
      const deletedCount = before - rows.length;
      return Response.json(ok(`deleted cnt = ${deletedCount}`, { deletedCount }));
    },
    ...overrides,
  });
}

/** The bodies sent to `path`. */
function bodiesSent(fetchMock: ReturnType<typeof stubApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
}

async function openPage(overrides: ApiRoutes = {}) {
  const fetchMock = stubPayments(overrides);
  const view = renderApp('/dashboard/payments');
  await screen.findByRole('table', { name: 'Payments' });
  return { fetchMock, ...view };
}

const rowOf = (productName: string) =>
  screen.getByRole('row', { name: new RegExp(`^\\d+ ${productName} `) });

describe('admin payment management', () => {
  it('shows the summary cards over every row', { timeout: 20_000 }, async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Management' })).toBeVisible();

    const totalCard = screen.getByRole('article', { name: 'Total Payments' });
    expect(totalCard).toHaveTextContent('Total Payments4');
    // Fixed at 70% (SPEC §2), whatever the figures.
    expect(totalCard.querySelector('[style]')).toHaveStyle({ width: '70%' });

    expect(screen.getByRole('article', { name: 'Pending Payments' })).toHaveTextContent(
      'Pending Payments2',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Pending Payments, share of all payments' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('article', { name: 'Success Payments' })).toHaveTextContent(
      'Success Payments1',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Success Payments, share of all payments' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('article', { name: 'Total Amount (Paid)' })).toHaveTextContent(
      'Total Amount (Paid)₹1,49,900',
    );
  });

  it('renders every column of a row', { timeout: 20_000 }, async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Sr.no',
      'Product',
      'Image',
      'Drive Link',
      'User ID',
      'Date & Time',
      'Status',
      'Payment ID',
      'Order ID',
      'Unique ID',
      'Amount',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + initialRows.length);

    const pending = rowOf('Teal Orange LUT Pack');
    expect(within(pending).getByRole('rowheader')).toHaveTextContent('Teal Orange LUT Pack');
    const cells = within(pending).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[1]!.querySelector('img')).toHaveAttribute('src', '/uploads/prd01.webp');
    const link = within(cells[2]!).getByRole('link', {
      name: 'View Link for Teal Orange LUT Pack (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://drive.example.com/prd01');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The id and who it is: the buyer's account e-mail, whole in the tooltip.
    expect(cells[3]).toHaveTextContent('usr01');
    expect(within(cells[3]!).getByText('asha.account@example.in')).toHaveAttribute(
      'title',
      'asha.account@example.in',
    );
    expect(within(cells[3]!).getByRole('button', { name: 'Copy User ID usr01' })).toBeVisible();
    // The store's clock, not the browser's (issue 15: one clock on Payments and Sales).
    expect(cells[4]).toHaveTextContent('26 Nov 2026, 1:45 am IST');
    expect(within(cells[5]!).getByText('PENDING')).toHaveClass('bg-amber-100');
    // No payment attempted yet: nothing to copy.
    expect(cells[6]).toHaveTextContent('—');
    expect(within(cells[6]!).queryByRole('button')).toBeNull();
    expect(cells[7]).toHaveTextContent(PENDING_ORDER);
    expect(cells[8]).toHaveTextContent('row01');
    expect(within(cells[8]!).getByRole('button', { name: 'Copy Unique ID row01' })).toBeVisible();
    expect(cells[9]).toHaveTextContent('₹899');
    expect(
      within(cells[10]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Allow: Teal Orange LUT Pack', 'Delete: Teal Orange LUT Pack']);

    const paid = rowOf('Reels Starter Kit');
    expect(within(paid).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(paid).getByText('PAID')).toHaveClass('bg-emerald-100');
    expect(
      within(paid).getByRole('button', { name: 'Copy Payment ID cf_pay_row03' }),
    ).toBeVisible();
    expect(within(paid).getByText('₹1,49,900')).toBeVisible();
    expect(
      within(paid)
        .getAllByRole('button', { name: /: Reels Starter Kit$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Block Access: Reels Starter Kit']);

    const blocked = rowOf('Film Emulation LUTs');
    expect(within(blocked).getByText('BLOCKED')).toHaveClass('bg-red-100');
    expect(
      within(blocked)
        .getAllByRole('button', { name: /: Film Emulation LUTs$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Allow: Film Emulation LUTs']);

    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1/1');
  });

  it('shows each row as a card below 1280 px: every column, in order, as label and value', {
    timeout: 20_000,
  }, async () => {
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.desktop));
    stubPayments();
    renderApp('/dashboard/payments');
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(initialRows.length);

    const first = cards[0]!;
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([...PAYMENT_COLUMNS]);
    const values = within(first).getAllByRole('definition');
    expect(values[0]).toHaveTextContent('1');
    expect(values[1]).toHaveTextContent('Teal Orange LUT Pack');
    expect(values[4]).toHaveTextContent('usr01');
    expect(values[4]).toHaveTextContent('asha.account@example.in');
    expect(values[8]).toHaveTextContent(PENDING_ORDER);
    expect(values[10]).toHaveTextContent('₹899');
    expect(
      within(values[11]!)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Allow: Teal Orange LUT Pack', 'Delete: Teal Orange LUT Pack']);
  });

  it('pages with Previous and Next, numbering on from earlier pages', {
    timeout: 20_000,
  }, async () => {
    const secondPage = [
      record(
        'row11',
        { id: 'prd05', name: 'Cinematic Titles' },
        'ORD_1736300000000_z9',
        'PAID',
        499,
      ),
    ];
    const { user } = await openPage({
      [FIRST_PAGE]: allOrdersReply(initialRows, 1, 2),
      'GET /api/order/all-orders?page=2&limit=10': allOrdersReply(secondPage, 2, 2),
    });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('1/2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Cinematic Titles' })).toBeVisible();
    expect(within(rowOf('Cinematic Titles')).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(pager).toHaveTextContent('2/2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("refuses Allow when the typed id is not the row's order id", {
    timeout: 20_000,
  }, async () => {
    const { fetchMock, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Allow: Teal Orange LUT Pack' }));
    const dialog = screen.getByRole('dialog', { name: 'Allow Access' });
    // The Unique ID column is not the id asked for.
    await user.type(within(dialog).getByRole('textbox', { name: 'Unique ID' }), 'row01');
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));

    await expectToast('Access grant Failed !');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Access grant Failed !');
    expect(bodiesSent(fetchMock, '/api/order/grantAccess')).toEqual([]);
  });

  it('grants access with the order id and shows the rows again', {
    timeout: 20_000,
  }, async () => {
    const { fetchMock, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Allow: Teal Orange LUT Pack' }));
    const dialog = screen.getByRole('dialog', { name: 'Allow Access' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Unique ID' }), PENDING_ORDER);
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));

    await expectToast('Access Granted');
    expect(bodiesSent(fetchMock, '/api/order/grantAccess')).toEqual([{ orderId: PENDING_ORDER }]);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    // Refetched: both rows of the checkout are paid now.
    expect(
      await screen.findByRole('button', { name: 'Block Access: Teal Orange LUT Pack' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Block Access: Glitch Transitions' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Success Payments' })).toHaveTextContent('3');
  });

  it("shows 'Action failed !' when the server refuses Allow", { timeout: 20_000 }, async () => {
    const { fetchMock, user } = await openPage({
      'POST /api/order/grantAccess': fail(409, 'Order not found.'),
    });
    await user.click(screen.getByRole('button', { name: 'Allow: Film Emulation LUTs' }));
    const dialog = screen.getByRole('dialog', { name: 'Allow Access' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Unique ID' }), BLOCKED_ORDER);
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));

    await expectToast('Action failed !');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Action failed !');
    expect(bodiesSent(fetchMock, '/api/order/grantAccess')).toEqual([{ orderId: BLOCKED_ORDER }]);
  });

  it("deletes a pending payment by its order id: 'deleted cnt = 2'", {
    timeout: 20_000,
  }, async () => {
    const { fetchMock, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete: Glitch Transitions' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectToast('deleted cnt = 2');
    expect(bodiesSent(fetchMock, '/api/order/deletePayment')).toEqual([{ orderId: PENDING_ORDER }]);
    // Refetched: the checkout's rows are gone and the cards follow.
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Glitch Transitions' })).toBeNull(),
    );
    expect(screen.queryByRole('rowheader', { name: 'Teal Orange LUT Pack' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Total Payments' })).toHaveTextContent('2');
  });

  it("shows 'deletion failed !' when the delete is refused", { timeout: 20_000 }, async () => {
    const { user } = await openPage({
      'POST /api/order/deletePayment': fail(409, 'Only a pending payment can be deleted.'),
    });
    await user.click(screen.getByRole('button', { name: 'Delete: Teal Orange LUT Pack' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectToast('deletion failed !');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('deletion failed !');
  });

  it('blocks access to a paid order after a confirmation', { timeout: 20_000 }, async () => {
    const { fetchMock, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Block Access: Reels Starter Kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Access' });
    expect(bodiesSent(fetchMock, '/api/order/blockAccess')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Block Access' }));

    await expectToast('Access Blocked');
    expect(bodiesSent(fetchMock, '/api/order/blockAccess')).toEqual([{ orderId: PAID_ORDER }]);
    // Refetched: the row is blocked and can be allowed again.
    expect(await screen.findByRole('button', { name: 'Allow: Reels Starter Kit' })).toBeVisible();
    expect(within(rowOf('Reels Starter Kit')).getByText('BLOCKED')).toBeVisible();
  });

  it("copies an id: 'Copied to clipboard!'", { timeout: 20_000 }, async () => {
    const { user } = await openPage();
    // user-event installs its own clipboard at setup; watch what the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy Unique ID row03' }));
    expect(writeText).toHaveBeenCalledWith('row03');
    await expectToast('Copied to clipboard!');
  });
});
