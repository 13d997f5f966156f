// Serves dist/ as a static host would for the page benchmark: each file compressed with
// brotli or gzip, whichever the browser accepts, so a throttled network carries what a real
// visit carries. Usage: node scripts/serve-compressed.mjs <port>
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist';
const port = Number(process.argv[2] ?? 8092);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};
const compressed = new Map();

function encoded(file, encoding) {
  const key = `${file} ${encoding}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    compressed.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw,
    );
  }
  return compressed.get(key);
}

// Everything is compressed before the server listens, so no visit waits for it.
for (const name of readdirSync(root)) {
  for (const encoding of ['br', 'gzip']) encoded(join(root, name), encoding);
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://host').pathname);
  let file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    const body = encoded(file, encoding);
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
