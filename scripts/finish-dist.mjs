// Trunk's last step (a post_build hook): minifies the JavaScript that wasm-bindgen writes,
// which Trunk's own minifier cannot parse, then brings index.html up to date with it: the
// subresource integrity of each minified file, and a Content-Security-Policy that lets the
// page compile WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') and run Trunk's inline
// start-up script by its hash, and nothing else inline.
//
// For a release it also writes the service worker that keeps the app working offline: it
// caches every file of this build on the first visit, and answers from the cache after.
//
// Run by Trunk with TRUNK_STAGING_DIR set; by hand, it works on dist/.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';

const dir = process.env.TRUNK_STAGING_DIR ?? 'dist';
const hash = (algorithm, data) => createHash(algorithm).update(data).digest('base64');

let html = readFileSync(join(dir, 'index.html'), 'utf8');
const release = process.env.TRUNK_PROFILE !== 'debug';

for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
  const path = join(dir, name);
  const source = readFileSync(path, 'utf8');
  const { code } = await transform(source, { minify: true, format: 'esm', target: 'es2022' });
  writeFileSync(path, code);
  html = html.replace(`sha384-${hash('sha384', source)}`, `sha384-${hash('sha384', code)}`);
}

if (release) {
  const files = readdirSync(dir).filter((n) => n !== 'sw.js');
  const version = hash('sha256', files.sort().join('\n') + html).slice(0, 16);
  const template = readFileSync('www/sw.js', 'utf8');
  const worker = template
    .replace('__CACHE__', `drillbook-${version}`)
    .replace('[/* __FILES__ */]', JSON.stringify(['/', ...files.map((n) => `/${n}`)]));
  writeFileSync(join(dir, 'sw.js'), (await transform(worker, { minify: true })).code);
  html = html.replace(/(<script type=module>[\s\S]*?)(<\/script>)/, "$1\nnavigator.serviceWorker?.register('/sw.js');$2");
}

const inline = [...html.matchAll(/<script type=module>([\s\S]*?)<\/script>/g)].map(
  (m) => `'sha256-${hash('sha256', m[1])}'`,
);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inline.join(' ')}`,
  // The table's SVG carries a <style> of the sides' colours.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
const meta = `<meta http-equiv=Content-Security-Policy content="${policy}">`;
if (!html.includes('<meta charset=utf-8>')) {
  throw new Error('index.html has no <meta charset=utf-8> to put the policy after');
}
html = html.replace('<meta charset=utf-8>', `<meta charset=utf-8>${meta}`);
writeFileSync(join(dir, 'index.html'), html);
console.log(`finish-dist: minified the scripts; policy: ${policy}`);
