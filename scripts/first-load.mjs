// What a first visit downloads from a release build: index.html and the html, js, wasm and
// css files it names, and the scripts those scripts import. Files fetched later are not part
// of it: the side panel's module and the reader worker, which the page fetches once it has
// drawn its table, and the service worker, which the page registers once it runs.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const firstLoadKinds = new Set(['.html', '.js', '.wasm', '.css']);
const afterLoad = new Set(['sw.js']);

/** The names of the files in `dist` a first visit downloads. */
export function firstLoadNames(dist) {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const names = new Set(['index.html']);
  const pending = readdirSync(dist).filter((name) => index.includes(name));
  while (pending.length > 0) {
    const name = pending.pop();
    if (names.has(name) || !firstLoadKinds.has(extname(name)) || afterLoad.has(name)) continue;
    names.add(name);
    if (extname(name) === '.js') {
      const script = readFileSync(join(dist, name), 'utf8');
      pending.push(...[...script.matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]));
    }
  }
  return names;
}

/** `bytes` compressed as a static host serves them: brotli at quality 11. */
export function brotliSize(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
}

/** The bytes of `dist`'s first load, brotli. */
export function firstLoadBrotli(dist) {
  let total = 0;
  for (const name of firstLoadNames(dist)) total += brotliSize(readFileSync(join(dist, name)));
  return total;
}
