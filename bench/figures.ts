// The figures the page benchmarks measure, kept in one file as they are measured, so that
// `scripts/bench-goals.mjs` can set them against the goals once every benchmark has run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where the figures of the latest `make bench-page` are kept. */
export const FIGURES_FILE = 'target/bench-page/figures.json';

/** Keeps `values` under `name`, replacing what an earlier run kept there. */
export function keepFigure(name: string, values: number[]) {
  const kept = existsSync(FIGURES_FILE) ? JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) : {};
  kept[name] = values;
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  writeFileSync(FIGURES_FILE, `${JSON.stringify(kept, null, 2)}\n`);
}
