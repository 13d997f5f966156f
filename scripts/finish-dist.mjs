// Trunk's last step (a post_build hook): minifies the JavaScript that wasm-bindgen writes,
// which Trunk's own minifier cannot parse, then brings index.html up to date with it: the
// subresource integrity of each minified file, and a Content-Security-Policy that lets the
// page compile WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') and run Trunk's inline
// start-up script by its hash, and nothing else inline.
//
// For a release it first splits the page's side panel into a module of its own (see
// `splitPage`), then shortens the names by which each WebAssembly module and its JavaScript
// glue call each other (see `shortenBindingNames`), and it writes the service worker that
// keeps the app working offline: it caches every file of this build on the first visit, and
// answers from the cache after.
//
// Run by Trunk with TRUNK_STAGING_DIR set; by hand, it works on dist/.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';

const dir = process.env.TRUNK_STAGING_DIR ?? 'dist';
const hash = (algorithm, data) => createHash(algorithm).update(data).digest('base64');
// A name for a file that changes whenever its content does, as Trunk names its own.
const hashedName = (stem, data, extension) =>
  `${stem}-${createHash('sha256').update(data).digest('hex').slice(0, 16)}${extension}`;
const run = (tool, args) => execFileSync(tool, args, { encoding: 'utf8' });

// How long after the app has started the service worker that keeps it offline is registered.
const OFFLINE_AFTER_MS = 3000;
// The page's modules, as Trunk names them: drillbook-web-<hash>.js and …_bg.wasm.
const PAGE = /^drillbook-web-[0-9a-f]+\.js$/;
// The module the splitter's link script is imported as, in the split main module.
const LINK_MODULE = './__wasm_split.js';

// The page's side panel is a module of its own (src/ui/panel/side_panel.rs), fetched once the page
// has started, so that the first load holds only what draws the table. Trunk has built the
// page as one module; this splits the compiler's output at the panel's split point with
// `wasm_split_cli` (of `wasm_split_cli_support`, the splitter Leptos's own build tool uses),
// runs wasm-bindgen on the main part as Trunk does, with the splitter's exports kept, and
// optimises it as Trunk would have (index.html asks Trunk for no optimising of its own). The
// main module and its glue take the place of Trunk's; the panel's module is written under a
// name that carries a hash of its content. Returns the splitter's link script (which fetches
// the panel's module), with the panel's module's new name written in.
function splitPage(js) {
  const stem = js.replace(/\.js$/, '');
  const compiled = join(process.env.CARGO_TARGET_DIR ?? 'target', 'wasm32-unknown-unknown', 'release', 'drillbook-web.wasm');
  if (!readFileSync(compiled).includes('__wasm_split_placeholder__')) {
    throw new Error(`${compiled} has no split point: build it with make build or make serve, which set DRILLBOOK_SPLIT`);
  }
  const work = mkdtempSync(join(tmpdir(), 'drillbook-split-'));
  try {
    run('wasm_split_cli', [compiled, work]);
    run('wasm-bindgen', [
      '--target=web', `--out-dir=${work}`, '--out-name=drillbook-web', '--no-typescript',
      '--keep-lld-exports', '--no-demangle', join(work, 'main.wasm'),
    ]);
    run('wasm-opt', [
      join(work, 'drillbook-web_bg.wasm'), '-Oz', '--converge', '--gufa', '--flatten', '--rereloop', '-Oz', '-Oz',
      '-o', join(dir, `${stem}_bg.wasm`),
    ]);
    writeFileSync(join(dir, js), readFileSync(join(work, 'drillbook-web.js')));
    let link = readFileSync(join(work, '__wasm_split.js'), 'utf8');
    const parts = readdirSync(work).filter((n) => n.endsWith('.wasm') && !['main.wasm', 'drillbook-web_bg.wasm'].includes(n));
    if (parts.length === 0) throw new Error('the splitter wrote no module for the side panel');
    for (const part of parts) {
      const optimised = join(work, `optimised-${part}`);
      run('wasm-opt', [join(work, part), '-Oz', '--strip-producers', '--strip-target-features', '-o', optimised]);
      const bytes = readFileSync(optimised);
      const named = hashedName(part.replace(/\.wasm$/, ''), bytes, '.wasm');
      writeFileSync(join(dir, named), bytes);
      const reference = `"./${part}"`;
      if (link.split(reference).length !== 2) throw new Error(`the link script does not name ${part} once`);
      link = link.replace(reference, JSON.stringify(`./${named}`));
    }
    return link;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

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
function shortenBindingNames(js, wasm, link) {
  const wasmPath = join(dir, wasm);
  // The module is optimised once more after the renaming: the passes then find about 1.4 KB
  // (brotli) more to take out of the page's module than they did before it.
  const passes = [
    '--remove-exports=*intounderlying*',
    // A worker is linked from the same library as the page, with the page's split points
    // (`#[wasm_split]`) exported for a splitter that never runs on it: each export kept the
    // side panel's code behind it alive in every worker. Taken out, that code goes with it
    // (12 KB brotli of each worker).
    ...(PAGE.test(js) ? [] : ['--remove-exports=__wasm_split_*']),
    '--minify-imports-and-exports-and-modules',
    '--gufa',
    '-Oz',
    '--strip-producers',
    '--strip-target-features',
  ];
  const printed = run('wasm-opt', [wasmPath, ...passes, '-o', wasmPath]);
  const renamed = JSON.parse(printed.slice(printed.indexOf('{')));
  let glue = readFileSync(join(dir, js), 'utf8')
    .replace(/^export class (IntoUnderlying\w+) \{[\s\S]*?^if \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/gm, '')
    .replace(/^const IntoUnderlying\w+Finalization = [^;]*;\n/gm, '');
  if (/intounderlying/i.test(glue)) throw new Error(`${js}: the glue still uses the stream adapters`);
  // The pass moves every import into one module named "a": the glue's objects of imports, one
  // per module, become one.
  const modules = glue.match(/^    return \{\n        __proto__: null,\n((?:        "[^"]+": \w+,\n)+)    \};$/m);
  if (!modules) throw new Error(`${js}: the glue's imports are not where they were expected`);
  const objects = [...modules[1].matchAll(/"([^"]+)": (\w+),/g)];
  const names = new Set(renamed.imports.map(([module]) => module));
  if (objects.length !== names.size || !objects.every(([, module]) => names.has(module))) {
    throw new Error(`${js}: the glue's import modules are not the module's: ${JSON.stringify(objects.map((o) => o[1]))} against ${JSON.stringify([...names])}`);
  }
  const merged = objects.length === 1 ? objects[0][2] : `{ ...${objects.map(([, , object]) => object).join(', ...')} }`;
  glue = glue.replace(modules[0], `    return { __proto__: null, "a": ${merged} };`);
  for (const [module, from, to] of renamed.imports) {
    if (module === LINK_MODULE) {
      const declared = `export const ${from} =`;
      if (!link || link.split(declared).length !== 2) throw new Error(`${js}: the link script does not export ${from} once`);
      link = link.replace(declared, `export const ${to} =`);
      continue;
    }
    const key = new RegExp(`^(\\s+)${from}:`, 'gm');
    if ((glue.match(key) ?? []).length !== 1) {
      throw new Error(`${js}: the import ${from} is not defined once in the glue`);
    }
    glue = glue.replace(key, `$1${JSON.stringify(to)}:`);
  }
  const exports = new Map(renamed.exports);
  const exported = (name) => {
    if (!exports.has(name)) throw new Error(`${js}: the module does not export ${name}`);
    return exports.get(name);
  };
  glue = glue.replace(/\bwasm\.([A-Za-z_$][\w$]*)/g, (_, name) => `wasm.${exported(name)}`);
  if (link) {
    // The link script hands the main module's memory, table and stack to the panel's module.
    const shared = link.match(/const \{([^}]*)\} = mainExports;/);
    if (!shared) throw new Error('the link script does not take the main module exports where expected');
    const taken = shared[1].split(',').map((n) => n.trim()).filter(Boolean);
    link = link.replace(shared[0], `const { ${taken.map((n) => `${exported(n)}: ${n}`).join(', ')} } = mainExports;`);
    if (link.split('"./main.js"').length !== 2) throw new Error('the link script does not import the page once');
    link = link.replace('"./main.js"', JSON.stringify(`./${js}`));
    const linkName = hashedName('split', link, '.js');
    writeFileSync(join(dir, linkName), link);
    const imported = `from "${LINK_MODULE}"`;
    if (glue.split(imported).length !== 2) throw new Error(`${js}: the glue does not import the link script once`);
    glue = glue.replace(imported, `from "./${linkName}"`);
  }
  writeFileSync(join(dir, js), glue);
}

if (release) {
  for (const wasm of readdirSync(dir).filter((n) => n.endsWith('_bg.wasm'))) {
    const js = wasm.replace(/_bg\.wasm$/, '.js');
    const before = [js, wasm].map((name) => hash('sha384', readFileSync(join(dir, name))));
    shortenBindingNames(js, wasm, PAGE.test(js) ? splitPage(js) : undefined);
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
  // The worker caches the whole build, over a megabyte: it is registered a while after the
  // app has started (the end of Trunk's start-up script), so that its downloads never
  // compete with the first table's.
  const register = `setTimeout(()=>navigator.serviceWorker?.register('/sw.js'),${OFFLINE_AFTER_MS})`;
  html = html.replace(/(<script type=module>[\s\S]*?)(<\/script>)/, `$1\n${register};$2`);
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
