import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, shownToasts } from '#web/test/toasts';
import { CopyId } from './copy-id';
import { Toaster } from './toaster';

describe('CopyId', () => {
  it('shows the id cut to its 100 px box, whole in the tooltip and the button name', () => {
    render(<CopyId label="Order ID" value="ORD_1736072400000_a1b2" />);
    const text = screen.getByText('ORD_1736072400000_a1b2');
    expect(text).toHaveAttribute('title', 'ORD_1736072400000_a1b2');
    expect(text).toHaveClass('truncate');
    expect(text.parentElement).toHaveClass('w-[100px]');
    expect(
      screen.getByRole('button', { name: 'Copy Order ID ORD_1736072400000_a1b2' }),
    ).toBeVisible();
  });

  it("copies the whole id and says 'Copied to clipboard!' in a live region", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <CopyId label="Order ID" value="ORD_1736072400000_a1b2" />
      </>,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: /^Copy Order ID/ }));
    expect(writeText).toHaveBeenCalledWith('ORD_1736072400000_a1b2');
    await expectToast('Copied to clipboard!');
    // Announced politely, as every success is.
    expect(shownToasts()).toContainEqual({ text: 'Copied to clipboard!', live: 'polite' });
    expect(await navigator.clipboard.readText()).toBe('ORD_1736072400000_a1b2');
  });

  it('shows a dash and no button when there is no id yet', () => {
    render(<CopyId label="Payment ID" value="" />);
    expect(screen.getByText('—')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
