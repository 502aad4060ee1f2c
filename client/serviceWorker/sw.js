// The site's service worker. It shows each push as a notification and opens its page on click; it
// keeps the app shell (the entry's files) and an offline page, so a page opened without a network
// says the site is offline instead of showing the browser's error page.
//
// The push payload is { title, body, url, kind } (PushPayload in shared/protocol/push.ts); url is
// always a path on this site (a game's for "your turn").

// Replaced at build (scripts/vite/serviceWorker.ts): the shell's paths, and a version naming the
// cache they are kept in. In development nothing is kept.
const BUILD = { version: 'dev', shell: [] };
const CACHE = `shell-${BUILD.version}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.shell))
      // A shell that could not be kept (the network dropped mid-install) must not cost the
      // pushes: the worker installs all the same, without its offline page until the next build.
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  // Pages come from the network whenever it answers: the site is live, never a stale copy.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(OFFLINE_PAGE).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !BUILD.shell.includes(url.pathname)) return;
  event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
});

self.addEventListener('push', (event) => {
  let payload = { title: 'Conquest', body: '', url: '/', kind: '' };
  try {
    payload = { ...payload, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something happened.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      tag: `${payload.kind}:${payload.url}`,
      data: { url: new URL(payload.url, self.location.origin).pathname },
    }),
  );
});

// A tab already on the page is focused (whatever its query or hash), else one is opened on it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
