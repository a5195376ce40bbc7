import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia } from './match-media';

/**
 * DESIGN §9.9: a test fails on any console.error (React warnings, act() problems,
 * unhandled API calls). Errors are collected and reported after the test, because React
 * sometimes logs from places where a throw would be swallowed.
 */
const consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
  installMatchMedia(() => false);
});

afterEach(() => {
  cleanup();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n---\n')}`);
  }
});

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};
