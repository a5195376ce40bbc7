import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub';
import { admin, categoryListReply, shopper } from '#web/test/fixtures';
import { renderApp } from '#web/test/render-app';
import { signInAs } from '#web/test/session';

describe('admin guard (SPEC §2, §6)', () => {
  it("shows a USER the red 'Do not have permission' instead of an admin page", async () => {
    stubApi(signInAs(shopper));
    renderApp('/dashboard/category');
    // The page's heading: screen readers and the heading list find it (axe page-has-heading-one).
    const message = await screen.findByRole('heading', {
      level: 1,
      name: 'Do not have permission',
    });
    expect(message).toHaveClass('text-red-600');
    expect(screen.queryByRole('heading', { name: 'Category' })).not.toBeInTheDocument();
    // The account pages stay reachable from the sidebar, without admin links.
    const sidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(sidebar).toHaveTextContent('Profile');
    expect(sidebar).not.toHaveTextContent('Sub Category');
  });

  it('shows an ADMIN the page', async () => {
    // The category page lists the categories.
    stubApi({ ...signInAs(admin), 'GET /api/category/get': categoryListReply });
    renderApp('/dashboard/category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByText('Do not have permission')).not.toBeInTheDocument();
  });

  it('sends a visitor to login', async () => {
    stubApi({});
    const { router } = renderApp('/dashboard/all-users');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
