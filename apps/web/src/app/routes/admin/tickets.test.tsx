import type { Ticket } from '@store/contract/ticket';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARDS_BELOW, cardLayoutQuery } from '#web/components/ui/responsive-table';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, shopper } from '#web/test/fixtures';
import { installMatchMedia } from '#web/test/match-media';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';
import { expectToast } from '#web/test/toasts';

const longIssue = `${'A'.repeat(45)}BCDEFGHIJ and more\nsecond line <b>not bold</b>`;

const tickets: Ticket[] = [
  {
    _id: 'tkt02',
    name: 'zoya Khan',
    email: 'zoya@example.com',
    mobile: '9876543210',
    issue: longIssue,
    createdAt: '2026-11-25T20:15:00.000Z',
  },
  {
    _id: 'tkt01',
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile: null,
    issue: '<img src=x onerror=alert(1)>',
    createdAt: '2026-02-01T08:00:00.000Z',
  },
];

const toastShown = expectToast;

function stubTickets(options: { deleteFails?: boolean } = {}) {
  let rows = [...tickets];
  const calls = { list: 0, deleted: [] as unknown[] };
  const fetchMock = stubApi({
    ...signInAs(admin),
    'GET /api/survey/getAllForms': () => {
      calls.list += 1;
      return Response.json(ok('Tickets', rows));
    },
    'POST /api/survey/deleteTicket': (body: unknown) => {
      calls.deleted.push(body);
      if (options.deleteFails) {
        return Response.json(
          { success: false, error: true, message: 'Ticket not found.' },
          { status: 404 },
        );
      }
      const { id } = body as { id: string };
      rows = rows.filter((t) => t._id !== id);
      return Response.json(ok('Ticket deleted successfully', { _id: id }));
    },
  });
  return { fetchMock, calls };
}

const table = () => screen.findByRole('table');

describe('admin Contact Us Tickets', () => {
  it('lists the tickets with every column', { timeout: 20_000 }, async () => {
    stubTickets();
    renderApp('/dashboard/tickets');
    expect(await screen.findByRole('heading', { name: 'Contact Us Tickets' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Mobile', 'Issue', 'Created At', 'Actions']);
    const [first, second] = [rows[1]!, rows[2]!];
    // The initial circle (upper-cased) and the name.
    expect(within(first).getByText('Z')).toBeInTheDocument();
    expect(within(first).getByText('zoya Khan')).toBeInTheDocument();
    expect(within(first).getByText('zoya@example.com')).toBeInTheDocument();
    expect(within(first).getByText('9876543210')).toBeInTheDocument();
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    const time = first.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2026-11-25T20:15:00.000Z');
    // The store's clock (Asia/Kolkata), not the browser's (New York, vitest.config.ts).
    expect(time.textContent).toBe('26 Nov 2026, 1:45 am IST');
  });

  it('shows each ticket as a card below 1280 px, the columns in order', {
    timeout: 20_000,
  }, async () => {
    installMatchMedia((query) => query === cardLayoutQuery(CARDS_BELOW.desktop));
    stubTickets();
    const { user } = renderApp('/dashboard/tickets');
    const list = await screen.findByRole('list', { name: 'Contact Us tickets, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Email', 'Mobile', 'Issue', 'Created At', 'Actions']);
    expect(within(first!).getByText('zoya@example.com')).toBeInTheDocument();
    expect(within(second!).getByText('N/A')).toBeInTheDocument();
    const toggle = within(first!).getByRole('button', { name: `${longIssue.slice(0, 50)}...` });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(second!).getByRole('button', { name: 'Delete ticket from Asha Rao' }),
    ).toBeVisible();
  });

  it('previews 50 characters and toggles the full issue', { timeout: 20_000 }, async () => {
    stubTickets();
    const { user } = renderApp('/dashboard/tickets');
    const first = within(await table()).getAllByRole('row')[1]!;
    const toggle = within(first).getByRole('button', { name: `${longIssue.slice(0, 50)}...` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const full = toggle.querySelector('span')!;
    expect(full.textContent).toBe(longIssue);
    expect(full).toHaveClass('whitespace-pre-wrap');
    // HTML in an issue is text, never markup.
    expect(first.querySelector('b')).toBeNull();
    // By keyboard: Enter folds it again.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.textContent).toBe(`${longIssue.slice(0, 50)}...`);
  });

  it('shows short and HTML issues as plain text', { timeout: 20_000 }, async () => {
    stubTickets();
    renderApp('/dashboard/tickets');
    const second = within(await table()).getAllByRole('row')[2]!;
    expect(within(second).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
  });

  it('deletes after a confirmation and fetches the list again', { timeout: 20_000 }, async () => {
    const { calls } = stubTickets();
    const { user } = renderApp('/dashboard/tickets');
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete ticket from Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ticket' });
    // Cancel does nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete ticket from Asha Rao' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete ticket' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastShown('Ticket deleted successfully');
    expect(calls.deleted).toEqual([{ id: 'tkt01' }]);
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument());
    expect(calls.list).toBe(2);
  });

  it("toasts 'Failed to delete ticket' when the delete is refused", {
    timeout: 20_000,
  }, async () => {
    const { calls } = stubTickets({ deleteFails: true });
    const { user } = renderApp('/dashboard/tickets');
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete ticket from zoya Khan' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete ticket' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await toastShown('Failed to delete ticket');
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it("shows 'No tickets found' when there are none", { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(admin), 'GET /api/survey/getAllForms': ok('Tickets', []) });
    renderApp('/dashboard/tickets');
    expect(await screen.findByText('No tickets found')).toBeInTheDocument();
    expect(screen.getByText('New tickets will appear here')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to retrieve tickets.' when the list fails", { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(admin), 'GET /api/survey/getAllForms': fail(500, 'Internal error') });
    renderApp('/dashboard/tickets');
    await toastShown('Failed to retrieve tickets.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to retrieve tickets.');
  });

  it("toasts 'Server Error. Please try again.' when the server is unreachable", {
    timeout: 20_000,
  }, async () => {
    stubApi({
      ...signInAs(admin),
      'GET /api/survey/getAllForms': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/dashboard/tickets');
    await toastShown('Server Error. Please try again.');
  });

  it('is for admins only', { timeout: 20_000 }, async () => {
    stubApi({ ...signInAs(shopper) });
    renderApp('/dashboard/tickets');
    expect(await screen.findByText('Do not have permission')).toBeInTheDocument();
  });
});
