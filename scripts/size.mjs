// Measures the release build in dist/: every file raw, gzip -9 and brotli -11, and fails when
// the first load (scripts/first-load.mjs) passes the brotli budget in size-budget.json. Files
// fetched later are listed but not counted; the service worker caches the whole build in the
// background for offline use, and its total is printed too.
// Compression is deterministic, so this is a check, not a timing.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotliSize, firstLoadNames as namesOf } from './first-load.mjs';

const dist = process.argv[2] ?? 'dist';
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8')).first_load_brotli_bytes;
const firstLoadNames = namesOf(dist);

function files(dir) {
  // Trunk's .stage folder is a build in progress, not part of what is served.
  return readdirSync(dir).filter((name) => !name.startsWith('.')).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const rows = files(dist)
  .sort()
  .map((path) => {
    const raw = readFileSync(path);
    return {
      file: relative(dist, path),
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliSize(raw),
      firstLoad: firstLoadNames.has(relative(dist, path)),
    };
  });

const sum = (key) => rows.filter((r) => r.firstLoad).reduce((total, r) => total + r[key], 0);
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(8);

console.log(`${'file'.padEnd(42)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}  first load`);
for (const r of rows) {
  console.log(`${r.file.padEnd(42)}${kb(r.raw)} ${kb(r.gzip)}${kb(r.brotli)}  ${r.firstLoad ? 'yes' : 'no'}`);
}
const total = sum('brotli');
console.log(`${'first load total'.padEnd(42)}${kb(sum('raw'))} ${kb(sum('gzip'))}${kb(total)}`);
const everything = rows.reduce((all, r) => all + r.brotli, 0);
console.log(`${'whole build, cached for offline'.padEnd(42)}${' '.repeat(17)}${kb(everything)}`);
console.log(`budget: ${(total / 1000).toFixed(1)} KB of ${(budget / 1000).toFixed(1)} KB brotli (${((100 * total) / budget).toFixed(0)}%)`);
if (total > budget) {
  console.error(`size budget exceeded by ${total - budget} bytes`);
  process.exit(1);
}
