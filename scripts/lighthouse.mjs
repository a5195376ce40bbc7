#!/usr/bin/env node
/**
 * Lighthouse mobile scores of the storefront's four first-visit pages, as docs/PERFORMANCE.md
 * reports them: lighthouse 12.2.3, its default mobile settings (simulated slow 4G, 4× CPU), N
 * runs a page one after another, the median by score, each run with Chromium's benchmarkIndex
 * and the machine's load average, so a figure can be read against the load it was taken under.
 *
 *   npm start                       # the demo store, in another terminal
 *   node scripts/lighthouse.mjs     # RUNS=5 BASE_URL=http://localhost:3000 by default
 *
 * Lighthouse is not a dependency of the project (146 packages for a measurement): the script
 * runs `LIGHTHOUSE_BIN` when set, else `npx -y lighthouse@12.2.3`. Chromium is CHROME_PATH,
 * /usr/bin/chromium by default.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.env.RUNS ?? 5);
const only = process.env.PAGES?.split(',');
const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));

/** The sitemap names real product and listing pages of whatever catalogue the store has. */
async function pages() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const product = locs.find((url) => new URL(url).pathname.startsWith('/product/'));
  const listing = locs.find(
    (url) => new URL(url).pathname.split('/').length === 3 && !url.includes('/product/'),
  );
  if (!product || !listing)
    throw new Error('The sitemap names no product or listing page: is the demo store running?');
  const all = {
    home: `${base}/`,
    product: `${base}${new URL(product).pathname}`,
    listing: `${base}${new URL(listing).pathname}`,
    search: `${base}/search?q=lut`,
  };
  return Object.entries(all).filter(([name]) => !only || only.includes(name));
}

function lighthouse(url, output) {
  const flags = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const bin = process.env.LIGHTHOUSE_BIN;
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is run again.
  for (let attempt = 1; ; attempt++) {
    try {
      if (bin) execFileSync(bin, flags, { env, stdio: 'inherit' });
      else execFileSync('npx', ['-y', 'lighthouse@12.2.3', ...flags], { env, stdio: 'inherit' });
      return JSON.parse(readFileSync(output, 'utf8'));
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const ms = (report, id) => report.audits[id].numericValue;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const [name, url] of await pages()) {
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    const load = loadavg()[0];
    const report = lighthouse(url, join(outDir, `${name}-${run}.json`));
    const row = {
      score: Math.round(report.categories.performance.score * 100),
      fcp: ms(report, 'first-contentful-paint'),
      lcp: ms(report, 'largest-contentful-paint'),
      tbt: ms(report, 'total-blocking-time'),
      cls: ms(report, 'cumulative-layout-shift'),
      si: ms(report, 'speed-index'),
      mainThread: ms(report, 'mainthread-work-breakdown'),
      benchmarkIndex: Math.round(report.environment.benchmarkIndex),
      load: load.toFixed(2),
    };
    rows.push(row);
    console.info(
      `${name} #${run}: ${row.score}  FCP ${(row.fcp / 1000).toFixed(1)} s  LCP ${(row.lcp / 1000).toFixed(1)} s  ` +
        `TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  SI ${(row.si / 1000).toFixed(1)} s  ` +
        `main thread ${(row.mainThread / 1000).toFixed(1)} s  benchmarkIndex ${row.benchmarkIndex}  load ${row.load}`,
    );
  }
  const scores = rows.map((row) => row.score);
  console.info(
    `${name}: median ${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)}), ` +
      `benchmarkIndex ${Math.min(...rows.map((r) => r.benchmarkIndex))}–${Math.max(...rows.map((r) => r.benchmarkIndex))}\n`,
  );
}
console.info(`Reports: ${outDir}`);
