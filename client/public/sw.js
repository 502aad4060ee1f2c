// The service worker of web push: shows each push as a notification, and on click focuses a tab
// already showing its page, or opens one. The payload is { title, body, url, kind } (PushPayload
// in shared/protocol/push.ts); url is always a path on this site.

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
      icon: '/favicon.svg',
      tag: `${payload.kind}:${payload.url}`,
      data: { url: new URL(payload.url, self.location.origin).pathname },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
