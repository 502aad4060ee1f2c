/**
 * The browser's offer to install the site as an app (`beforeinstallprompt`, Chromium), kept from
 * the moment the page starts so the lobby can make it later, when a person has finished a game.
 * Imported by the entry: the event fires once, early, and is gone if nobody listens.
 */

/** The part of Chromium's BeforeInstallPromptEvent used here (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where a person's "Not now" is remembered: the offer is made once. */
export const INSTALL_DISMISSED_KEY = 'conquest.install-dismissed';

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts listening for the offer; once, from the entry. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-bar: the lobby decides when to ask.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Whether the browser offers to install the app now (for useSyncExternalStore). */
export function canInstall(): boolean {
  return offer !== null;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
export async function promptInstall(): Promise<void> {
  const shown = offer;
  offer = null;
  changed();
  if (!shown) return;
  await shown.prompt();
  await shown.userChoice;
}
