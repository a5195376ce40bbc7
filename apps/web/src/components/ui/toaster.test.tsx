import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { shownToasts } from '#web/test/toasts';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster', () => {
  it('has both live regions before any toast, so the first message is announced', () => {
    render(<Toaster />);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const regions = [...notifications.querySelectorAll('[aria-live]')];
    expect(regions.map((region) => region.getAttribute('aria-live')).sort()).toEqual([
      'assertive',
      'polite',
    ]);
    expect(regions.every((region) => region.childElementCount === 0)).toBe(true);
  });

  it('puts errors in the assertive region and successes in the polite one', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Error: Email already registered');
      toast.success('User registered successfully');
      toast('Saved as draft');
    });
    expect(shownToasts()).toEqual(
      expect.arrayContaining([
        { text: 'Error: Email already registered', live: 'assertive' },
        { text: 'User registered successfully', live: 'polite' },
        { text: 'Saved as draft', live: 'polite' },
      ]),
    );
    // Each message is on the page once, and no toast is a live region of its own.
    expect(screen.getAllByText('User registered successfully')).toHaveLength(1);
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(notifications.querySelectorAll('[aria-live]')).toHaveLength(2);
    expect(notifications.querySelectorAll('[role="status"], [role="alert"]')).toHaveLength(0);
  });
});
