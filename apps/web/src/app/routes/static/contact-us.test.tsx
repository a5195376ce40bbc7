import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_GREETING } from '#web/config/env';
import { fail, ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { renderApp } from '#web/test/render-app';
import { expectToast } from '#web/test/toasts';

const ticket = {
  _id: 'tkt01',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  issue: 'Line one\nLine two',
  createdAt: '2026-03-01T10:30:00.000Z',
};

async function fillForm(user: ReturnType<typeof renderApp>['user'], mobile = '9876543210') {
  await user.type(await screen.findByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  if (mobile) await user.type(screen.getByLabelText('Phone Number'), mobile);
  await user.type(screen.getByLabelText('Issue'), 'Line one{Enter}Line two');
}

const toastShown = expectToast;

describe('Contact Us page', () => {
  it('keeps the social links, the WhatsApp block and the reply note', {
    timeout: 20_000,
  }, async () => {
    stubApi({});
    renderApp('/contact-us');
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    for (const name of ['Facebook', 'X', 'Instagram', 'LinkedIn', 'Behance']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(
      screen.getByText('Shop Anytime, Support Every Time – 24/7 Assistance at Your Fingertips!'),
    ).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: 'Contact on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toContain(
      `text=${encodeURIComponent(WHATSAPP_GREETING)}`,
    );
    expect(screen.getByText(/3 business days/)).toBeInTheDocument();
  });

  it('has the form fields with the right input types', { timeout: 20_000 }, async () => {
    stubApi({});
    renderApp('/contact-us');
    expect(await screen.findByLabelText('Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Issue').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('sends the request, toasts success and empties the form', { timeout: 20_000 }, async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/survey/submitForm': (body: unknown) => {
        sent.push(body);
        return Response.json(ok('Your issue has been recorded.', ticket), { status: 201 });
      },
    });
    const { user } = renderApp('/contact-us');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await toastShown('Your issue has been recorded.');
    expect(sent).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        issue: 'Line one\nLine two',
      },
    ]);
    for (const label of ['Name', 'Email', 'Phone Number', 'Issue']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('leaves an empty phone number out', { timeout: 20_000 }, async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/survey/submitForm': (body: unknown) => {
        sent.push(body);
        return Response.json(ok('Your issue has been recorded.', { ...ticket, mobile: null }));
      },
    });
    const { user } = renderApp('/contact-us');
    await fillForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await toastShown('Your issue has been recorded.');
    expect(sent[0]).not.toHaveProperty('mobile');
  });

  it("toasts 'Failed to record your issue.' and shows the server's reason", {
    timeout: 20_000,
  }, async () => {
    stubApi({
      'POST /api/survey/submitForm': fail(
        400,
        'Mobile number must be a 10-digit Indian mobile number.',
      ),
    });
    const { user } = renderApp('/contact-us');
    await fillForm(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await toastShown('Failed to record your issue.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mobile number must be a 10-digit Indian mobile number.',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it("toasts 'Server Error. Please try again.' when the server cannot be reached", {
    timeout: 20_000,
  }, async () => {
    stubApi({
      'POST /api/survey/submitForm': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/contact-us');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await toastShown('Server Error. Please try again.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });
});
