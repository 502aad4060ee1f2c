import webpush from 'web-push';
import type { AppContext } from '../../context';
import { settingOrCreate } from '../../db/settings';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

// Push services want a contact for the sender; without VAPID_SUBJECT this placeholder is sent.
const DEFAULT_SUBJECT = 'mailto:webmaster@localhost';

const loaded = new WeakMap<AppContext, Promise<VapidDetails>>();

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else a pair generated on the
 * first start and kept in the settings table, so every process of a cluster signs with the same
 * key and browsers' subscriptions survive restarts.
 */
export function vapidDetails(context: AppContext): Promise<VapidDetails> {
  let details = loaded.get(context);
  if (!details) {
    details = (async () => {
      const keys =
        context.config.vapidKeys ??
        (JSON.parse(
          await settingOrCreate(context.db, 'vapid_keys', () =>
            JSON.stringify(webpush.generateVAPIDKeys()),
          ),
        ) as { publicKey: string; privateKey: string });
      return { subject: context.config.vapidSubject ?? DEFAULT_SUBJECT, ...keys };
    })();
    loaded.set(context, details);
    details.catch(() => loaded.delete(context));
  }
  return details;
}
