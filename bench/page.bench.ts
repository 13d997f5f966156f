// The page's speed, measured in Chromium with the Performance API and printed: how long a
// first visit and a shared table of 50, 200 and 500 units take to be drawn (the first visit
// and 200 units also on a throttled network and CPU, with the time the side panel, a module of
// its own, is there to edit with), how long a dragged unit takes to be drawn again, from the
// pointer's move to the next frame, and how long the reader worker takes to read the table
// again meanwhile; and how long an army of 200 units takes from Muster to drawn.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, test } from '@playwright/test';
import { TablePage } from '../e2e/pages/table-page';
import { keepFigure } from './figures';

const drillbook = (...args: string[]) =>
  execFileSync('cargo', ['run', '-q', '--release', '--bin', 'drillbook', '--', ...args], {
    encoding: 'utf8',
  }).trim();

/** The share link's fragment of a sample battle of `units` units. */
function battleLink(units: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-')), 'battle.json');
  writeFileSync(file, drillbook('sample', String(units)));
  return drillbook('link', file);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** In the page, before it loads: marks when the app starts, when `units` units are first
 * drawn and when the side panel's controls are, seen by a mutation observer as the page
 * changes. */
function markDrawn(units: number) {
  addEventListener('TrunkApplicationStarted', () => performance.mark('started'));
  const observer = new MutationObserver(() => {
    if (performance.getEntriesByName('drawn').length === 0 && document.querySelectorAll('[data-unit]').length >= units) {
      performance.mark('drawn');
    }
    if (performance.getEntriesByName('panel').length === 0 && document.querySelector('.panel h2')) {
      performance.mark('panel');
    }
    if (performance.getEntriesByName('drawn').length > 0 && performance.getEntriesByName('panel').length > 0) {
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** When the app started, when its units were drawn and when the side panel was, ms after
 * navigation. Waited for by a promise in the page: Playwright's `waitForFunction` would first
 * inject its script of some 300 KB, whose evaluation blocks the page's main thread for
 * 20 to 40 ms while a shared table is still opening. */
async function drawnTimes(page: Page): Promise<{ started: number; drawn: number; panel: number }> {
  return page.evaluate(
    () =>
      new Promise<{ started: number; drawn: number; panel: number }>((done) => {
        const look = () => {
          if (['drawn', 'panel'].every((mark) => performance.getEntriesByName(mark).length > 0)) {
            done({
              started: performance.getEntriesByName('started')[0]?.startTime ?? Number.NaN,
              drawn: performance.getEntriesByName('drawn')[0].startTime,
              panel: performance.getEntriesByName('panel')[0].startTime,
            });
          } else {
            setTimeout(look, 50);
          }
        };
        look();
      }),
  );
}

/** In the page, before it loads: how long each reading of the table takes, from the page
 * posting the job to the reader worker to the worker's answer, ms, kept in `readings`. */
function timeReadings() {
  const w = window as unknown as { readings: number[] };
  w.readings = [];
  const post = Worker.prototype.postMessage;
  const sent = new Map<unknown, number>();
  const heard = new WeakSet<Worker>();
  Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
    if (!heard.has(this)) {
      heard.add(this);
      this.addEventListener('message', (event: MessageEvent) => {
        const at = Array.isArray(event.data) ? sent.get(event.data[0]) : undefined;
        if (at !== undefined) {
          sent.delete(event.data[0]);
          w.readings.push(performance.now() - at);
        }
      });
    }
    // A job's first byte says what it is: 2 reads the table.
    const job = Array.isArray(message) ? message[1] : undefined;
    if (job instanceof Uint8Array && job[0] === 2) sent.set(message[0], performance.now());
    return (post as (...args: unknown[]) => void).call(this, message, ...rest);
  } as typeof Worker.prototype.postMessage;
}

const rows: string[] = [];
const visits: string[] = [];

/** A slow connection and a slow device: Chromium's network emulation at 1.6 Mbit/s down and
 * 750 kbit/s up with 150 ms of latency, and its CPU four times slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A phone: the viewport and touch of a 390×844 screen. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** In the page, before it loads: adds up the layout shifts no input caused, in `shifted`. */
function watchShifts() {
  const w = window as unknown as { shifted: number };
  w.shifted = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.shifted += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A fresh browser opens `path` (a first visit, or a shared link) and waits for `units`
 * units and the side panel; on a phone, a second more for the page to settle. The times are
 * printed under `name`; the layout shift is the sum of every shift no input caused. */
async function visit(browser: Browser, name: string, path: string, units: number, slow: boolean, phone = false) {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (slow) await throttle(page);
  await page.addInitScript(markDrawn, units);
  await page.addInitScript(watchShifts);
  await page.goto(path);
  const times = await drawnTimes(page);
  if (phone) await page.waitForTimeout(1000);
  const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
  const { started, drawn, panel } = times;
  visits.push(
    `${name.padEnd(36)} ${started.toFixed(0).padStart(8)} ${drawn.toFixed(0).padStart(12)} ${panel.toFixed(0).padStart(12)} ${shifted.toFixed(3).padStart(13)}`,
  );
  await context.close();
  return { ...times, shifted };
}

test('first visits and shared tables, in turn, from fresh browsers', async ({ browser }) => {
  // Three rounds, each a first visit and the two shared battles in the same minute, so that
  // each ratio sets two visits of the same moment of this machine against each other.
  const links = { 200: battleLink(200), 500: battleLink(500) };
  const ratios: Record<number, number[]> = { 200: [], 500: [] };
  for (let round = 0; round < 3; round++) {
    const first = await visit(browser, 'first visit', '/', 1, false);
    for (const units of [200, 500] as const) {
      const shared = await visit(browser, `shared, ${units} units`, `/#${links[units]}`, units, false);
      ratios[units].push(shared.drawn / first.drawn);
    }
  }
  keepFigure('shared 200 / first visit', ratios[200]);
  keepFigure('shared 500 / first visit', ratios[500]);
});

test('a first visit and a shared table of 200 units, throttled', async ({ browser }) => {
  await visit(browser, 'first visit, throttled', '/', 1, true);
  await visit(browser, 'shared, 200 units, throttled', `/#${battleLink(200)}`, 200, true);
});

test("a phone's first visit, throttled", async ({ browser }) => {
  const phone = await visit(browser, 'phone 390x844, throttled', '/', 1, true, true);
  keepFigure('layout shift, phone', [phone.shifted]);
});

/** A spreadsheet's CSV of an army of `units` line battalions of the figure-scale rules,
 * half a side, in brigades of six, on small bases so that each side fits its zone. */
function armyCsv(units: number): string {
  const rows = ['side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation'];
  for (let i = 0; i < units; i++) {
    rows.push(`${i % 2},Brigade ${Math.floor(i / 12)},Battalion ${i},line-infantry,4,4,15,15,`);
  }
  return rows.join('\n');
}

const armies: string[] = [];

test('an army of 200 units mustered and drawn, against the first visit of the same browser', async ({ browser }) => {
  const ratios: number[] = [];
  for (let round = 0; round < 3; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(markDrawn, 1);
    await page.goto('/');
    const first = await drawnTimes(page);
    const table = new TablePage(page);
    await table.chooseRuleset('figure-scale');
    await page.getByTestId('muster').locator('summary').click();
    await page.getByTestId('muster-file').setInputFiles({ name: 'army.csv', mimeType: 'text/csv', buffer: Buffer.from(armyCsv(200)) });
    const button = page.getByTestId('muster-button');
    await button.waitFor();
    // From the press to the frame after the 200th unit is drawn.
    const mustered = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const pressed = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelectorAll('[data-unit]').length >= 200) {
              observer.disconnect();
              requestAnimationFrame(() => done(performance.now() - pressed));
            }
          });
          observer.observe(document, { childList: true, subtree: true });
          (document.querySelector('[data-testid="muster-button"]') as HTMLButtonElement).click();
        }),
    );
    armies.push(`${'army of 200 mustered'.padEnd(36)} first visit ${first.drawn.toFixed(0).padStart(6)} ms, muster to drawn ${mustered.toFixed(0).padStart(6)} ms`);
    ratios.push(mustered / first.drawn);
    await context.close();
  }
  keepFigure('army 200 mustered / first visit', ratios);
});

const drags: Record<number, number> = {};
let reachDrag: number | undefined;

const dragged: [number, boolean][] = [[50, false], [200, false], [500, false], [200, true]];
for (const [units, withReach] of dragged) {
  test(`a table of ${units} units${withReach ? ', a unit dragged with its reach drawn' : ''}`, async ({ browser }) => {
    const fragment = battleLink(units);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(markDrawn, units);
    await page.addInitScript(timeReadings);
    await page.goto(`/#${fragment}`);
    const load = await drawnTimes(page);

    // Input to the next frame: each pointer move's time stamp, to the start of the frame after
    // the one that follows it, when the moved unit has been drawn. And the script's time per
    // frame: from each move's first listener to its last, which runs after Drillbook's handler
    // and the updates it sets off, plus the animation-frame callbacks the page asks for (it
    // applies a frame's moves in one), summed over each frame that had any.
    await page.evaluate(() => {
      const w = window as unknown as {
        latencies: number[];
        frames: number[];
        began: number;
        script: number;
        sampling: boolean;
      };
      w.latencies = [];
      w.frames = [];
      w.script = 0;
      w.sampling = true;
      const nextFrame = window.requestAnimationFrame.bind(window);
      // A callback's updates run in microtasks after it returns: its time ends when a chain
      // of microtasks queued after them has run.
      const afterMicrotasks = (then: () => void, depth = 10) =>
        queueMicrotask(depth === 0 ? then : () => afterMicrotasks(then, depth - 1));
      window.requestAnimationFrame = (callback) =>
        nextFrame((time) => {
          const start = performance.now();
          callback(time);
          afterMicrotasks(() => {
            w.script += performance.now() - start;
          });
        });
      const sample = () => {
        if (w.script > 0) w.frames.push(w.script);
        w.script = 0;
        if (w.sampling) nextFrame(sample);
      };
      nextFrame(sample);
      addEventListener(
        'pointermove',
        (event) => {
          w.began = performance.now();
          nextFrame(() => nextFrame((frame) => w.latencies.push(frame - event.timeStamp)));
        },
        { capture: true },
      );
      addEventListener('pointermove', () => {
        w.script += performance.now() - w.began;
      });
    });
    const table = new TablePage(page);
    await page.getByTestId('fit').click();
    const [{ x, y }] = await table.baseCentres(page.locator('[data-unit]').first().getByTestId('bases').first());
    if (withReach) {
      // The unit selected and its reach drawn, so that each move of the drag asks for it again.
      await page.mouse.click(x, y);
      await page.getByTestId('reach-panel').getByTestId('show-reach').check();
      await page.getByTestId('reach-region').first().waitFor();
    }
    await page.mouse.move(x, y);
    await page.evaluate(() => {
      (window as unknown as { readings: number[] }).readings = [];
    });
    await page.mouse.down();
    for (let step = 1; step <= 60; step++) {
      await page.mouse.move(x + step * 2, y + (step % 2));
    }
    await page.mouse.up();
    await page.waitForTimeout(200);
    const { latencies, frames, readings } = await page.evaluate(() => {
      const w = window as unknown as {
        latencies: number[];
        frames: number[];
        readings: number[];
        sampling: boolean;
      };
      w.sampling = false;
      return { latencies: w.latencies, frames: w.frames, readings: w.readings };
    });
    await table.table.isVisible();
    const cells: [number | string, number, number][] = [
      [withReach ? `${units}+r` : units, 6, 0],
      [load.started, 12, 0],
      [load.drawn, 10, 0],
      [median(latencies), 12, 1],
      [percentile(latencies, 0.95), 9, 1],
      [median(frames), 11, 1],
      [percentile(frames, 0.95), 10, 1],
      [readings.length, 9, 0],
      [median(readings), 8, 1],
      [percentile(readings, 0.95), 8, 1],
    ];
    rows.push(
      cells
        .map(([value, width, digits]) => (typeof value === 'string' ? value : value.toFixed(digits)).padStart(width))
        .join(' '),
    );
    if (withReach) {
      reachDrag = median(latencies);
    } else {
      drags[units] = median(latencies);
    }
    if (drags[50] !== undefined && drags[500] !== undefined) keepFigure('drag 500 / 50', [drags[500] / drags[50]]);
    if (drags[200] !== undefined && reachDrag !== undefined) keepFigure('drag with reach / without, 200 units', [reachDrag / drags[200]]);
    await context.close();
  });
}

test.afterAll(() => {
  console.log('\npage speed in Chromium (ms): a shared table of so many units, wasm started and');
  console.log('table drawn, after navigation (a link of a built-in ruleset is read on the page);');
  console.log('dragging: pointer move to the next frame, median and 95th percentile, and');
  console.log("Drillbook's script time per frame, median and 95th percentile; the readings of the");
  console.log('table asked for during the drag, and the time from asking to the answer, median and 95th');
  console.log('percentile; 200+r: a unit of the 200 dragged with its reach drawn');
  console.log(`${'units'.padStart(6)} ${'started'.padStart(12)} ${'drawn'.padStart(10)} ${'drag median'.padStart(12)} ${'drag p95'.padStart(9)} ${'script'.padStart(11)} ${'script p95'.padStart(10)} ${'readings'.padStart(9)} ${'reading'.padStart(8)} ${'p95'.padStart(8)}`);
  for (const row of rows) console.log(row);
  console.log('\nfirst tables drawn, from a fresh browser (ms after navigation); throttled: 1.6 Mbit/s,');
  console.log('150 ms latency and the CPU 4x slower, in Chromium\'s emulation');
  console.log(`${'visit'.padEnd(36)} ${'started'.padStart(8)} ${'table drawn'.padStart(12)} ${'panel ready'.padStart(12)} ${'layout shift'.padStart(13)}`);
  for (const line of visits) console.log(line);
  if (armies.length > 0) console.log('\nan army mustered from a CSV on the page, against the first visit in the same browser');
  for (const line of armies) console.log(line);
});
