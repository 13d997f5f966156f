// The last lines of `make bench-page`: each goal of the page's speed, the figure the
// benchmarks just measured, the target, and whether it is met. It prints and never fails:
// the figures move with the machine's load, so they are a benchmark, not a test.
import { existsSync, readFileSync } from 'node:fs';
import { firstLoadBrotli } from './first-load.mjs';

const figures = existsSync('target/bench-page/figures.json')
  ? JSON.parse(readFileSync('target/bench-page/figures.json', 'utf8'))
  : {};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')).first_load_brotli_bytes;

/** Each goal: its name, the figure kept for it and how the kept values make one, the
 * target, and the figure's unit. */
const goals = [
  ['shared 200-unit table drawn, vs a first visit (median of 3)', figures['shared 200 / first visit'], median, 1.5, '×'],
  ['shared 500-unit table drawn, vs a first visit (median of 3)', figures['shared 500 / first visit'], median, 2.0, '×'],
  ['army of 200 mustered on the page and drawn, vs a first visit', figures['army 200 mustered / first visit'], median, 1.0, '×'],
  ['longest main-thread task, worst tables opening and read', figures['longest task, worst tables'], max, 100, ' ms'],
  ['drag, move to frame: 500 units vs 50', figures['drag 500 / 50'], median, 1.25, '×'],
  ['drag, move to frame: reach drawn vs not (200 units)', figures['drag with reach / without, 200 units'], median, 1.25, '×'],
  ['stepping a turn of a 200-unit game: frames to it drawn (most)', figures['game step, frames to the turn drawn'], max, 1, ''],
  ['replaying a 200-unit game: share of frames dropped at 60 Hz', figures['game replay, share of frames dropped'], max, 0.05, ''],
  ['layout shift, phone 390x844, throttled', figures['layout shift, phone'], max, 0.1, ''],
  ['first load, brotli', [firstLoadBrotli('dist') / 1000], max, budget / 1000, ' KB'],
];

console.log('\ngoals of the page (figure, target, met or not):');
for (const [name, values, reduce, target, unit] of goals) {
  if (!values || values.length === 0) {
    console.log(`${name.padEnd(62)} not measured this run`);
    continue;
  }
  const figure = reduce(values);
  const digits = unit === '' ? 3 : unit === ' ms' ? 0 : 2;
  const met = figure <= target ? 'met' : 'NOT MET';
  console.log(`${name.padEnd(62)} ${(figure.toFixed(digits) + unit).padStart(10)}  target ${target}${unit}  ${met}`);
}
