import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { onTestFinished, TestRunner } from 'vitest';

/** Where a failed journey leaves its trace and screenshot (git- and biome-ignored). */
export const TRACES_DIR = path.resolve(import.meta.dirname, '../artifacts/traces');

/** Contexts opened so far per test and viewport, so a second one gets a file of its own. */
const opened = new Map<string, number>();

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);

/**
 * Records a Playwright trace (actions, DOM snapshots, screenshots, network) of a context opened
 * inside a test. If the test fails, the trace and a full-page screenshot are saved as
 * e2e/artifacts/traces/<file>-<test>-<viewport>.zip and .png (README, "Tests"); if it passes,
 * the trace is dropped unwritten.
 *
 * Journeys close their contexts in `finally`, which runs before the test's result is known,
 * so the context's close is held back until the test has finished: the journey's own
 * `context.close()` only marks it done, and the real close follows the save. A journey that
 * times out (its `finally` never runs) is closed and saved the same way. Contexts opened in
 * a beforeAll belong to no test and are not traced.
 */
export async function traceUntilTestEnds(
  context: BrowserContext,
  page: Page,
  viewport: string,
): Promise<void> {
  const test = TestRunner.getCurrentTest();
  if (!test) return;
  const base = `${slug(test.file.name.replace(/\.e2e\.test\.ts$/, ''))}-${slug(test.name)}-${viewport}`;
  const count = (opened.get(base) ?? 0) + 1;
  opened.set(base, count);
  const name = count === 1 ? base : `${base}-${count}`;

  await context.tracing.start({ screenshots: true, snapshots: true, title: test.name });
  const close = context.close.bind(context);
  context.close = async () => {};
  onTestFinished(async ({ task }) => {
    try {
      if (task.result?.state === 'fail') {
        await mkdir(TRACES_DIR, { recursive: true });
        await page
          .screenshot({ path: path.join(TRACES_DIR, `${name}.png`), fullPage: true })
          .catch(() => {}); // a crashed or closed page still leaves its trace
        await context.tracing.stop({ path: path.join(TRACES_DIR, `${name}.zip`) });
      } else {
        await context.tracing.stop();
      }
    } finally {
      await close();
    }
  });
}
