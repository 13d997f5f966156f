// Trunk's last step (a post_build hook): minifies the JavaScript that wasm-bindgen writes,
// which Trunk's own minifier cannot parse, then brings index.html up to date with it: the
// subresource integrity of each minified file, and a Content-Security-Policy that lets the
// page compile WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') and run Trunk's inline
// start-up script by its hash, and nothing else inline.
//
// For a release it first shortens the names by which each WebAssembly module and its
// JavaScript glue call each other (see `shortenBindingNames`), and it writes the service worker that keeps the app working offline: it
// caches every file of this build on the first visit, and answers from the cache after.
//
// Run by Trunk with TRUNK_STAGING_DIR set; by hand, it works on dist/.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';

const dir = process.env.TRUNK_STAGING_DIR ?? 'dist';
const hash = (algorithm, data) => createHash(algorithm).update(data).digest('base64');

let html = readFileSync(join(dir, 'index.html'), 'utf8');
const release = process.env.TRUNK_PROFILE !== 'debug';

// wasm-bindgen names each import after the browser function it wraps plus a 16-digit hash,
// and each export after the Rust item: some 200 long names, written in both the module and the
// glue, which compression cannot shrink. binaryen's pass renames them all to one or two
// letters and prints which became which; the glue is then rewritten to match. Every name is
// accounted for, or the build stops: a glue that calls a name the module no longer has would
// break the page only when that call is made.
//
// Before that, it takes out the stream adapters of `wasm-streams` (`IntoUnderlyingSource`,
// `…Sink`, `…ByteSource`): Leptos's server functions bring them into every build, exported so
// that JavaScript may call them, and this app, which has no server functions, never does.
// Their exports leave the module, and the code only they reached with them; their classes
// leave the glue. Any trace of them left in the glue stops the build.
function shortenBindingNames(js, wasm) {
  const wasmPath = join(dir, wasm);
  // The module is optimised once more after the renaming: the passes then find about 1.4 KB
  // (brotli) more to take out of the page's module than they did before it.
  const passes = [
    '--remove-exports=*intounderlying*',
    '--minify-imports-and-exports-and-modules',
    '--gufa',
    '-Oz',
    '--strip-producers',
    '--strip-target-features',
  ];
  const printed = execFileSync('wasm-opt', [wasmPath, ...passes, '-o', wasmPath], { encoding: 'utf8' });
  const renamed = JSON.parse(printed.slice(printed.indexOf('{')));
  let glue = readFileSync(join(dir, js), 'utf8')
    .replace(/^export class (IntoUnderlying\w+) \{[\s\S]*?^if \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/gm, '')
    .replace(/^const IntoUnderlying\w+Finalization = [^;]*;\n/gm, '');
  if (/intounderlying/i.test(glue)) throw new Error(`${js}: the glue still uses the stream adapters`);
  const modules = new Set(renamed.imports.map(([module]) => module));
  if (modules.size !== 1) throw new Error(`${js}: the module imports from ${modules.size} modules, not one`);
  for (const [, from, to] of renamed.imports) {
    const key = new RegExp(`^(\\s+)${from}:`, 'gm');
    if ((glue.match(key) ?? []).length !== 1) {
      throw new Error(`${js}: the import ${from} is not defined once in the glue`);
    }
    glue = glue.replace(key, `$1${JSON.stringify(to)}:`);
  }
  // The pass moves every import into one module named "a".
  const [module] = modules;
  const quoted = `${JSON.stringify(module)}:`;
  if (!glue.includes(quoted)) throw new Error(`${js}: the glue names no import module ${module}`);
  glue = glue.replace(quoted, '"a":');
  const exports = new Map(renamed.exports);
  glue = glue.replace(/\bwasm\.([A-Za-z_$][\w$]*)/g, (call, name) => {
    if (!exports.has(name)) throw new Error(`${js}: the glue calls wasm.${name}, which the module does not export`);
    return `wasm.${exports.get(name)}`;
  });
  writeFileSync(join(dir, js), glue);
}

if (release) {
  for (const wasm of readdirSync(dir).filter((n) => n.endsWith('_bg.wasm'))) {
    const js = wasm.replace(/_bg\.wasm$/, '.js');
    const before = [js, wasm].map((name) => hash('sha384', readFileSync(join(dir, name))));
    shortenBindingNames(js, wasm);
    [js, wasm].forEach((name, i) => {
      html = html.replace(`sha384-${before[i]}`, `sha384-${hash('sha384', readFileSync(join(dir, name)))}`);
    });
  }
}

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
