// A game of 200 units kept for 12 turns, opened from its link in Chromium: stepping a turn
// back and forward with the keys, timed from the key press to the frame that shows the turn;
// and the replay, timed by the gaps between the frames the browser draws while it plays.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { keepFigure } from './figures';

const drillbook = (...args: string[]) =>
  execFileSync('cargo', ['run', '-q', '--release', '--bin', 'drillbook', '--', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();

/** A frame at 60 Hz, ms. */
const FRAME_MS = 1000 / 60;

/** In the page, before it loads: at each `[` or `]`, how many frames the browser began before
 * the units' groups changed (1: the first frame after the key press shows the turn), and
 * the time from the key press to that frame, kept in `steps`. */
function timeSteps() {
  const w = window as unknown as { steps: { frames: number; ms: number }[] };
  w.steps = [];
  addEventListener(
    'keydown',
    (event) => {
      if (event.key !== '[' && event.key !== ']') return;
      const pressed = performance.now();
      const layer = document.querySelector('.table .units');
      if (!layer) return;
      let changed = false;
      const watch = new MutationObserver(() => {
        changed = true;
        watch.disconnect();
      });
      watch.observe(layer, { attributes: true, childList: true, subtree: true });
      let frames = 0;
      // The frame's own timestamp is when it began, which may be before the key press was
      // handled; the clock is read in the frame instead.
      const frame = () => {
        frames += 1;
        if (changed) {
          w.steps.push({ frames, ms: performance.now() - pressed });
        } else if (frames < 120) {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('a 200-unit game of 12 turns: a turn stepped to, and the game replayed', async ({ browser }) => {
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-game-')), 'game.json');
  writeFileSync(file, drillbook('sample', '200', '--turns', '12'));
  const link = drillbook('link', file);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(timeSteps);
  await page.goto(`/#${link}`);
  await expect(page.locator('.table .units > [data-unit]')).toHaveCount(200, { timeout: 30_000 });
  await expect(page.getByTestId('turn-bar')).toBeVisible();
  await page.locator('.table').focus();
  await page.waitForTimeout(500);

  for (const key of ['[', '[', '[', '[', '[', ']', ']', ']', ']', ']', '[', ']']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  const steps = await page.evaluate(() => (window as unknown as { steps: { frames: number; ms: number }[] }).steps);
  expect(steps.length).toBe(12);

  // The replay, from turn 1 on at four times the pace, its frames' gaps kept.
  await page.getByTestId('turn-pick').selectOption('1');
  await page.getByTestId('replay-speed').selectOption('4');
  await page.evaluate(() => {
    const w = window as unknown as { gaps: number[]; sampling: boolean };
    w.gaps = [];
    w.sampling = true;
    let last = performance.now();
    const frame = (now: number) => {
      if (document.querySelector('.table[data-replaying]')) w.gaps.push(now - last);
      last = now;
      if (w.sampling) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByTestId('replay').click();
  await page.waitForTimeout(4000);
  const gaps = await page.evaluate(() => {
    const w = window as unknown as { gaps: number[]; sampling: boolean };
    w.sampling = false;
    return w.gaps;
  });
  await context.close();

  const dropped = gaps.filter((gap) => gap > 1.5 * FRAME_MS).length / Math.max(1, gaps.length);
  console.log('\na 200-unit game of 12 turns');
  console.log(
    `stepping a turn (12 key presses): frames to the turn drawn, median ${median(steps.map((s) => s.frames))}, most ${Math.max(...steps.map((s) => s.frames))}; key to frame, median ${median(steps.map((s) => s.ms)).toFixed(1)} ms, most ${Math.max(...steps.map((s) => s.ms)).toFixed(1)} ms`,
  );
  console.log(
    `replay at 4×: ${gaps.length} frames, median gap ${median(gaps).toFixed(1)} ms, longest ${Math.max(...gaps).toFixed(1)} ms, ${(dropped * 100).toFixed(1)}% of frames later than 1.5 frames at 60 Hz`,
  );
  keepFigure('game step, frames to the turn drawn', steps.map((s) => s.frames));
  keepFigure('game replay, share of frames dropped', [dropped]);
});
