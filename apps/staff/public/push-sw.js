// Web push for the staff app (docs/product.md#notifications), loaded into the generated service worker with
// importScripts (see vite.config.ts). Plain JavaScript: workbox writes the worker; this file is copied as it is.
//
// A push carries { title, body, tag, url, notificationId }: as the Web Push payload itself, or as the `data` of an
// FCM data message. While a staff window is in front, the push goes to that window (its one foreground listener)
// and no system notification is shown; otherwise the worker shows one, and a click focuses a staff window on the
// notification's page, or opens one.

/** @param {PushEvent} event */
function readPush(event) {
  if (!event.data) return null;
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return null;
  }
  const message = payload && typeof payload.title === 'string' ? payload : payload?.data;
  if (!message || typeof message.title !== 'string') return null;
  return {
    title: message.title,
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    url: typeof message.url === 'string' ? message.url : '/',
    notificationId: Number(message.notificationId) || undefined,
  };
}

/** The app's own windows (the worker's scope), newest focus first as the browser lists them. */
async function staffWindows() {
  const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((client) => client.url.startsWith(self.registration.scope));
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  if (!message) return;
  event.waitUntil(
    (async () => {
      const visible = (await staffWindows()).filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: 'clinic-push', message });
        return;
      }
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: new URL('icon-192.png', self.registration.scope).href,
        badge: new URL('icon-192.png', self.registration.scope).href,
        lang: '',
        data: { url: message.url, notificationId: message.notificationId },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url || '/';
  // Only a path of this app: a payload cannot send the click elsewhere.
  const target = new URL(path, self.registration.scope);
  const url = target.origin === self.location.origin ? target.href : self.registration.scope;
  event.waitUntil(
    (async () => {
      const [open] = await staffWindows();
      if (open) {
        const focused = await open.focus();
        await (focused ?? open).navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
