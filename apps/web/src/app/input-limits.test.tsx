import { ADDRESS_LIMITS } from '@store/contract/address';
import { CATEGORY_NAME_MAX } from '@store/contract/category';
import { SEARCH_TEXT_MAX } from '@store/contract/common';
import { PRODUCT_LIMITS } from '@store/contract/product';
import { TICKET_ISSUE_MAX, TICKET_NAME_MAX } from '@store/contract/ticket';
import { MAX_IMAGE_URL_LENGTH } from '@store/contract/upload';
import { EMAIL_MAX, MOBILE_MAX, NAME_MAX, PASSWORD_MAX } from '@store/contract/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '#web/test/api-replies';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply, shopper, subCategories } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

/**
 * Every input stops where the contract stops (issue 15): its maxLength is the contract's limit
 * for that field, imported from the schemas' own modules, so a limit changed on one side
 * fails here until the other follows.
 */
function expectLimits(root: HTMLElement, limits: Record<string, number>) {
  for (const [label, limit] of Object.entries(limits)) {
    expect(within(root).getByLabelText(label), label).toHaveAttribute('maxLength', String(limit));
  }
}

describe('input limits match the contract', () => {
  it('register', async () => {
    stubApi({});
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
    expectLimits(document.body, {
      Name: NAME_MAX,
      Email: EMAIL_MAX,
      Password: PASSWORD_MAX,
      'Confirm Password': PASSWORD_MAX,
    });
  });

  it('login', async () => {
    stubApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    expectLimits(document.body, { Email: EMAIL_MAX, Password: PASSWORD_MAX });
  });

  it('forgot and reset password', async () => {
    stubApi({});
    const { unmount } = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot Password' });
    expectLimits(document.body, { Email: EMAIL_MAX });
    unmount();
    renderApp({
      pathname: '/reset-password',
      state: { email: 'asha@example.in', resetToken: 'reset-123' },
    });
    await screen.findByRole('heading', { name: 'Reset Password' });
    expectLimits(document.body, {
      'New Password': PASSWORD_MAX,
      'Confirm Password': PASSWORD_MAX,
    });
  });

  it('the header search', async () => {
    stubApi({ 'POST /api/product/search-product': ok('', []) });
    renderApp('/search?q=lut');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'maxLength',
      String(SEARCH_TEXT_MAX),
    );
  });

  it('profile and address', async () => {
    stubApi({ ...signInAs(shopper), 'GET /api/address/get': ok('', []) });
    const { user } = renderApp('/dashboard/profile');
    const main = await screen.findByRole('main');
    await within(main).findByLabelText('Name');
    expectLimits(main, { Name: NAME_MAX, Email: EMAIL_MAX, Mobile: MOBILE_MAX });
    await user.click(await screen.findByRole('link', { name: 'Address' }));
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    expectLimits(screen.getByRole('dialog', { name: 'Add Address' }), {
      'Address line': ADDRESS_LIMITS.address_line,
      City: ADDRESS_LIMITS.city,
      State: ADDRESS_LIMITS.state,
      Country: ADDRESS_LIMITS.country,
      Pincode: ADDRESS_LIMITS.pincode,
      Mobile: MOBILE_MAX,
    });
  });

  it('contact us', async () => {
    stubApi({});
    renderApp('/contact-us');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    expectLimits(form, {
      Name: TICKET_NAME_MAX,
      Email: EMAIL_MAX,
      'Phone Number': MOBILE_MAX,
      Issue: TICKET_ISSUE_MAX,
    });
  });

  it('admin category, sub-category and product forms', { timeout: 20_000 }, async () => {
    stubApi({
      ...signInAs(admin),
      'GET /api/category/get': categoryListReply,
      'POST /api/subcategory/get': ok('', subCategories),
    });
    const { user, unmount } = renderApp('/dashboard/category');
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    expectLimits(screen.getByRole('dialog', { name: 'Add Category' }), {
      Name: CATEGORY_NAME_MAX,
    });
    unmount();

    const sub = renderApp('/dashboard/subcategory');
    await sub.user.click(await screen.findByRole('button', { name: 'Add Sub Category' }));
    expectLimits(screen.getByRole('dialog', { name: 'Add Sub Category' }), {
      Name: CATEGORY_NAME_MAX,
    });
    sub.unmount();

    const upload = renderApp('/dashboard/upload-product');
    await upload.user.type(await screen.findByLabelText('New field name'), 'Software');
    await upload.user.click(screen.getByRole('button', { name: 'Add Field' }));
    expectLimits(screen.getByRole('main'), {
      Name: PRODUCT_LIMITS.nameMax,
      Description: PRODUCT_LIMITS.descriptionMax,
      Unit: PRODUCT_LIMITS.unitMax,
      'Image URL': MAX_IMAGE_URL_LENGTH,
      'Drive link': PRODUCT_LIMITS.moreDetailsValueMax,
      'YouTube link': PRODUCT_LIMITS.moreDetailsValueMax,
      Software: PRODUCT_LIMITS.moreDetailsValueMax,
      'New field name': PRODUCT_LIMITS.moreDetailsKeyMax,
    });
  });
});
