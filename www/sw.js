// Drillbook's service worker, completed at build time by scripts/finish-dist.mjs with the
// cache's name (new for every build) and the build's files. The first visit caches them all;
// from then on every request they answer is served from the cache, so the app opens with no
// network, and a new build replaces the old cache once it is installed.
const CACHE = '__CACHE__';
const FILES = [/* __FILES__ */];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  // Every page of the app is the one page; its table travels in the fragment.
  const request = event.request.mode === 'navigate' ? '/' : event.request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((cached) => cached ?? fetch(event.request)),
  );
});
