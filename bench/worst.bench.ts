// The worst tables the limits admit, opened from a link in Chromium: the longest task that
// blocks the page's main thread while the table opens and is drawn, and again once every
// overlay is switched on, read from the Long Tasks API (tasks of 50 ms or more).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { keepFigure } from './figures';

const drillbook = (...args: string[]) =>
  execFileSync('cargo', ['run', '-q', '--release', '--bin', 'drillbook', '--', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();

/** The worst tables, as `[number, name]`. */
const tables = drillbook('worst')
  .split('\n')
  .map((line) => line.split('\t') as [string, string]);

/** In the page, before it loads: keeps every long task. */
function watchLongTasks() {
  const w = window as unknown as { longTasks: number[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The longest task so far, and forgets them; 0 when none reached 50 ms. */
async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    const longest = Math.max(0, ...w.longTasks);
    w.longTasks = [];
    return longest;
  });
}

/** Waits until the table's units have stopped changing for a second. Counted by a plain
 * evaluation in the page: a locator would first inject Playwright's script of some 300 KB,
 * whose evaluation is a long task of the benchmark's own making while the table opens. */
async function settled(page: Page) {
  let before = -1;
  for (;;) {
    await page.waitForTimeout(1000);
    const now = await page.evaluate(() => document.querySelectorAll('[data-unit]').length);
    if (now === before && now > 0) return;
    before = now;
  }
}

const rows: string[] = [];
const longest: number[] = [];

for (const [number, name] of tables) {
  test(`the worst table ${number}: ${name}`, async ({ browser }) => {
    const file = join(mkdtempSync(join(tmpdir(), 'drillbook-')), 'worst.json');
    writeFileSync(file, drillbook('worst', number));
    const fragment = drillbook('link', file);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(watchLongTasks);
    const start = Date.now();
    await page.goto(`/#${fragment}`);
    await settled(page);
    const opened = await longestTask(page);
    const units = await page.evaluate(() => document.querySelectorAll('[data-unit]').length);
    for (const layer of ['zones', 'arcs', 'tethers', 'contacts', 'moves']) {
      await page.getByTestId(`overlay-${layer}-toggle`).click();
    }
    await page.getByTestId('overlay-zones').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1500);
    const overlays = await longestTask(page);
    longest.push(opened, overlays);
    keepFigure('longest task, worst tables', longest);
    rows.push(
      `${name.padEnd(46)} ${String(units).padStart(6)} ${opened.toFixed(0).padStart(12)} ${overlays.toFixed(0).padStart(14)} ${((Date.now() - start) / 1000).toFixed(1).padStart(8)}`,
    );
    await context.close();
  });
}

test.afterAll(() => {
  console.log('\nthe worst tables the limits admit, opened from a link in Chromium: units drawn,');
  console.log('the longest main-thread task while opening, and with every overlay on (ms)');
  console.log(`${'table'.padEnd(46)} ${'units'.padStart(6)} ${'opening'.padStart(12)} ${'overlays on'.padStart(14)} ${'total s'.padStart(8)}`);
  for (const row of rows) console.log(row);
});
