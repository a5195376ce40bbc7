import type { Address } from '@store/contract/address';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

const home: Address = {
  _id: 'adr01',
  userId: shopper._id,
  address_line: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  mobile: '9876543210',
  status: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** An address book on a fake server: create, update and disable change what get returns. */
function stubAddressBook(initial: Address[]) {
  let book = [...initial];
  return stubApi({
    ...signInAs(shopper),
    'GET /api/address/get': () => Response.json(ok('', book)),
    'POST /api/address/create': (body: unknown) => {
      const created = { ...home, ...(body as object), _id: `adr0${book.length + 1}` };
      book = [...book, created];
      return Response.json(ok('Address Created Successfully', created));
    },
    'PUT /api/address/update': (body: unknown) => {
      const { _id, ...fields } = body as Address;
      book = book.map((a) => (a._id === _id ? { ...a, ...fields } : a));
      return Response.json(
        ok(
          'Address Updated',
          book.find((a) => a._id === _id),
        ),
      );
    },
    'DELETE /api/address/disable': (body: unknown) => {
      const { _id } = body as { _id: string };
      book = book.map((a) => (a._id === _id ? { ...a, status: false } : a));
      // As the server replies (addressReplySchema): the disabled address itself.
      return Response.json(
        ok(
          'Address Remove',
          book.find((a) => a._id === _id),
        ),
      );
    },
  });
}

describe('address page', () => {
  it('shows a friendly line when there are no addresses, hiding disabled ones', async () => {
    stubAddressBook([{ ...home, status: false }]);
    renderApp('/dashboard/address');
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
  });

  // Two refused submits before the accepted one: more typing than the 5 s default allows on
  // a busy machine.
  it('adds an address from the Add Address popup (country India by default)', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = stubAddressBook([]);
    const { user } = renderApp('/dashboard/address');
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue('India');
    expect(submit).toBeEnabled();
    // Pressing Submit on the empty form names every missing field and goes to the first.
    await user.click(submit);
    for (const [label, message] of [
      ['Address line', 'Enter the address line.'],
      ['City', 'Enter the city.'],
      ['State', 'Enter the state.'],
      ['Pincode', 'Enter the pincode.'],
      ['Mobile', 'Enter a mobile number.'],
    ]) {
      expect(within(dialog).getByLabelText(label!)).toHaveAccessibleDescription(message!);
    }
    expect(within(dialog).getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Address line')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Address line'), '4 Park Street');
    await user.type(within(dialog).getByLabelText('City'), 'Kolkata');
    await user.type(within(dialog).getByLabelText('State'), 'West Bengal');
    await user.type(within(dialog).getByLabelText('Pincode'), '70001');
    await user.type(within(dialog).getByLabelText('Mobile'), '9830012345');
    await user.click(submit);
    // A 5-digit pincode is refused before anything is sent, with the reason by the field.
    expect(within(dialog).getByLabelText('Pincode')).toHaveAccessibleDescription(
      'Pincode must be a 6-digit Indian pincode.',
    );
    expect(within(dialog).getByLabelText('Pincode')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Pincode'), '6');
    await user.click(submit);

    expect(await screen.findByText('Address Created Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(list).toHaveTextContent('4 Park Street');
    expect(list).toHaveTextContent('Kolkata, West Bengal – 700016');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/address/create')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      address_line: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      country: 'India',
      mobile: '9830012345',
    });
  });

  it('edits an address in a prefilled popup', async () => {
    const fetchMock = stubAddressBook([home]);
    const { user } = renderApp('/dashboard/address');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    const city = within(dialog).getByLabelText('City');
    expect(city).toHaveValue('Pune');
    await user.clear(city);
    await user.type(city, 'Mumbai');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Address Updated')).toBeInTheDocument();
    expect(await screen.findByText(/Mumbai, Maharashtra/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/address/update')!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({ _id: 'adr01', city: 'Mumbai' });
  });

  it("removes an address with the server's 'Address Remove' toast", async () => {
    const fetchMock = stubAddressBook([home]);
    const { user } = renderApp('/dashboard/address');
    await user.click(await screen.findByRole('button', { name: 'Remove address' }));
    expect(await screen.findByText('Address Remove')).toBeInTheDocument();
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/address/disable')!;
    expect(call[1]!.method).toBe('DELETE');
    expect(JSON.parse(String(call[1]!.body))).toEqual({ _id: 'adr01' });
  });

  it('closes the popup with Escape (the native dialog) without saving', async () => {
    const fetchMock = stubAddressBook([]);
    const { user } = renderApp('/dashboard/address');
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    // jsdom has no native Escape handling; the browser fires 'close' on the dialog.
    (dialog as HTMLDialogElement).close();
    expect(await screen.findByRole('button', { name: 'Add Address' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/address/create')).toBe(false);
  });

  it("shows the server's refusal inside the popup too (the toast sits under the dialog)", async () => {
    stubApi({
      ...signInAs(shopper),
      'GET /api/address/get': ok('', []),
      'POST /api/address/create': fail(400, 'mobile: this number is not reachable'),
    });
    const { user } = renderApp('/dashboard/address');
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Address' });
    await user.type(within(dialog).getByLabelText('Address line'), '4 Park Street');
    await user.type(within(dialog).getByLabelText('City'), 'Kolkata');
    await user.type(within(dialog).getByLabelText('State'), 'West Bengal');
    await user.type(within(dialog).getByLabelText('Pincode'), '700016');
    await user.type(within(dialog).getByLabelText('Mobile'), '9830012345');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'mobile: this number is not reachable',
    );
    expect(screen.getByRole('dialog', { name: 'Add Address' })).toBeInTheDocument();
  });
});
