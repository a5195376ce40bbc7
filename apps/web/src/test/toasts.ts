import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The toasts on screen and how each is announced: the live region holding it ('assertive'
 * for errors, 'polite' for the rest; components/ui/toaster.tsx).
 */
export function shownToasts(): Array<{ text: string; live: string | null }> {
  const notifications = screen.getByRole('region', { name: 'Notifications' });
  // Each toast is a child of its live region; its icon is an svg, so its text is the message.
  return [...notifications.querySelectorAll('[aria-live] > div')].map((toast) => ({
    text: toast.textContent ?? '',
    live: toast.parentElement?.getAttribute('aria-live') ?? null,
  }));
}

/** Waits until a toast with exactly this text is shown. */
export function expectToast(text: string) {
  return waitFor(() => expect(shownToasts().map((toast) => toast.text)).toContain(text));
}
