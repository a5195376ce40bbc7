import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { screenshot, VIEWPORTS, type ViewportName } from './browser.js';

/** Issue 15: WCAG 2.2 A/AA rules plus axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** Impacts that fail the run; the others are only reported (axe-report.json). */
const FAILING = new Set(['serious', 'critical']);

const reportFile = path.resolve(import.meta.dirname, '../artifacts/axe-report.json');

interface Finding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** The viewport name of the page's current width (the screenshot's suffix). */
function viewportOf(page: Page): ViewportName {
  const width = page.viewportSize()?.width;
  const name = (Object.keys(VIEWPORTS) as ViewportName[]).find(
    (key) => VIEWPORTS[key].width === width,
  );
  if (!name) throw new Error(`checkPage: no viewport is ${width} px wide`);
  return name;
}

/** Readable enough to fix from the CI log alone: rule, impact, where, and what to do. */
export function describeFindings(state: string, findings: Finding[]): string {
  const lines = findings.map(
    (f) => `- ${f.rule} (${f.impact}): ${f.help}\n    at ${f.targets.join('\n    at ')}`,
  );
  return `axe found ${findings.length} serious/critical violation(s) on ${state}:\n${lines.join('\n')}`;
}

/**
 * Moderate and minor findings of every page state, keyed by state: the team sees them
 * without the run failing. Read and written whole; E2E files run one after another.
 */
async function recordFindings(state: string, findings: Finding[]): Promise<void> {
  let report: Record<string, Finding[]> = {};
  try {
    report = JSON.parse(await readFile(reportFile, 'utf8'));
  } catch {
    // The first state of a fresh artifacts folder.
  }
  if (findings.length > 0) report[state] = findings;
  else delete report[state];
  const sorted = Object.fromEntries(Object.entries(report).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(reportFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

async function checkAt(page: Page, name: string): Promise<void> {
  const state = `${name}-${viewportOf(page)}`;
  // From the top of the page: scrolled, a button passing under the sticky header is
  // 'partially obscured' (target-size), an artefact of where the journey stopped scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await analyzeStill(page);
  const findings: Finding[] = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    helpUrl: v.helpUrl,
    targets: v.nodes.map((node) => node.target.join(' ')),
  }));
  // Screenshot first: a failing state's picture is the first thing to look at.
  await loadLazyImages(page);
  await screenshot(page, state);
  await recordFindings(
    state,
    findings.filter((f) => !FAILING.has(f.impact)),
  );
  const failing = findings.filter((f) => FAILING.has(f.impact));
  if (failing.length > 0) throw new Error(describeFindings(state, failing));
}

export interface CheckOptions {
  /**
   * Also check the state at the other width (then back): for journeys that run at one
   * width only, so each state they reach is still checked at 375 and 1280 px.
   */
  bothWidths?: boolean;
}

/**
 * Runs axe-core (AXE_TAGS) on the page as it is now, saves the full-page screenshot
 * e2e/artifacts/<name>-<viewport>.png, and throws on any serious or critical violation.
 */
export async function checkPage(page: Page, name: string, options: CheckOptions = {}) {
  await checkAt(page, name);
  if (!options.bothWidths) return;
  const own = viewportOf(page);
  const other: ViewportName = own === 'phone' ? 'desktop' : 'phone';
  await page.setViewportSize(VIEWPORTS[other]);
  try {
    await settled(page);
    await checkAt(page, name);
  } finally {
    await page.setViewportSize(VIEWPORTS[own]);
    await settled(page);
  }
}

/**
 * A full-page screenshot does not scroll, so images below the fold would show as empty
 * placeholders (lazy loading) and look broken. After axe has run, they load now.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'));
    for (const image of images) image.loading = 'eager';
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // A bound, not a pause: one slow image must not hold the journey.
    return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/**
 * Waits for running CSS transitions and animations that end (a dialog or toast fading in):
 * half-faded text would fail colour contrast by chance. Endless ones (skeleton pulse) are
 * left alone.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A bound, not a pause: an animation stopped half-way must not hang the check.
    const bound = new Promise((resolve) => setTimeout(resolve, 3_000));
    return Promise.race([Promise.all(ending), bound]);
  });
}

/**
 * axe's reading of a page that did not move while it was read. A toast whose timer ends
 * during the analysis starts fading out, and its half-transparent text fails colour
 * contrast by chance (CI, stop 24). So motion that starts during the analysis is counted,
 * and a reading taken while something moved is taken again, a bounded number of times. A
 * real violation is there on every reading and still fails.
 */
async function analyzeStill(page: Page) {
  const readings = 3;
  for (let reading = 1; ; reading += 1) {
    await transitionsDone(page);
    await page.evaluate(() => {
      const state = window as unknown as { __axeMotion?: number; __axeCount?: () => void };
      state.__axeMotion = 0;
      state.__axeCount ??= () => {
        state.__axeMotion = (state.__axeMotion ?? 0) + 1;
      };
      for (const type of ['transitionrun', 'animationstart']) {
        document.addEventListener(type, state.__axeCount, true);
      }
    });
    const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
    const moved = await page.evaluate(
      () => (window as unknown as { __axeMotion?: number }).__axeMotion ?? 0,
    );
    if (moved === 0 || reading === readings) return results;
  }
}

/** Two frames: media-query listeners have re-rendered the layout for the new width. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
