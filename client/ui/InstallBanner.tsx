import { useState, useSyncExternalStore } from 'react';
import { useSession } from '../state/session';
import { Button } from './Button';
import {
  canInstall,
  INSTALL_DISMISSED_KEY,
  promptInstall,
  subscribeInstallPrompt,
} from './installPrompt';
import './installBanner.css';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false; // Storage refused (a private window): the offer may come again.
  }
}

/**
 * The offer to install the site as an app, once a person has played a game to its end (before,
 * they do not know yet whether they will come back) and while the browser offers it. "Not now"
 * is remembered on this device.
 */
export function InstallBanner() {
  const { session } = useSession();
  const offered = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (!offered || dismissed || !session?.finishedGame) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Not remembered: the banner is gone for this visit all the same.
    }
  };
  return (
    <aside className="install-banner" aria-label="Install the app" data-testid="install-banner">
      <p>Play from your home screen: install Conquest as an app, and your turns open in it.</p>
      <div className="install-banner__actions">
        <Button onClick={() => void promptInstall()}>Install</Button>
        <Button variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </aside>
  );
}
