import { NO_PERMISSION_TEXT } from '../../../shared/protocol/push';
import { call } from '../../net/api';
import { registerServiceWorker } from '../../net/serviceWorker';
import { deviceName } from './deviceName';

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The outcome of "Enable notifications": on failure, the text to show, if the specification has one. */
export type EnableResult = { ok: true } | { ok: false; message: string | null };

/**
 * Registers the service worker, asks for permission ('No notification permission granted.' when
 * refused), subscribes with the server's VAPID key and sends the subscription to
 * `/account/push-subscriptions/add`. Any other failure shows nothing (spec §8).
 */
export async function enablePush(vapidPublicKey: string): Promise<EnableResult> {
  try {
    if (!('PushManager' in window) || !(await registerServiceWorker()))
      return { ok: false, message: null };
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return { ok: false, message: NO_PERMISSION_TEXT };
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(vapidPublicKey),
    });
    const { endpoint, keys } = subscription.toJSON();
    const result = await call('POST /account/push-subscriptions/add', {
      body: {
        endpoint: endpoint ?? '',
        auth_key: keys?.auth ?? '',
        p256dh_key: keys?.p256dh ?? '',
        name: deviceName(navigator.userAgent),
      },
    });
    return result.ok ? { ok: true } : { ok: false, message: null };
  } catch {
    return { ok: false, message: null };
  }
}
