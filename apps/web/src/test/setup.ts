import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { PRELOADED_REPLIES_ID } from '@store/contract/preloaded-replies';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetPreloadedReplies } from '#web/lib/preloaded-replies';
import { installMatchMedia } from './match-media';

/**
 * DESIGN §9.9: a test fails on any console.error (React warnings, act() problems,
 * unhandled API calls). Errors are collected and reported after the test, because React
 * sometimes logs from places where a throw would be swallowed.
 */
const consoleErrors: string[] = [];

// Pages and their contract schemas load lazily, as in the browser; on a busy 2-core machine
// (coverage on, other suites running) the first import of a chunk took over 3 s (CI log,
// 2026-11-27: 45 tests failed at the 3 s wait). A bound on waiting for state, not a pause: a
// state that comes sooner ends the wait sooner.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
  installMatchMedia(() => false);
});

afterEach(() => {
  cleanup();
  // A test's page data never reaches the next test's page.
  resetPreloadedReplies();
  document.getElementById(PRELOADED_REPLIES_ID)?.remove();
  // Sessions live in local storage; no test inherits another's sign-in.
  localStorage.clear();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n---\n')}`);
  }
});

// jsdom does not implement scrolling; the app's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods; these mirror the browser's visible effect
// (the open attribute, and the close event that follows close()).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
