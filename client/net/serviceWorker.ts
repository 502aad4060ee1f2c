/** The site's service worker: pushes, the app shell and the offline page (client/serviceWorker/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker; undefined where the browser has none (or refuses it). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  } catch {
    return undefined;
  }
}

/**
 * Registers it once the page has loaded, so keeping the shell never competes with the page's own
 * downloads (its files come from the HTTP cache the page just filled).
 */
export function registerServiceWorkerAfterLoad(): void {
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
