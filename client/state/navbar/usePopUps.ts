import { useEffect, useReducer } from 'react';
import { matchPath, useLocation } from 'react-router';
import { nextPopUpEnd, popUps, type ShownNotification } from './notificationList';

/** The game whose play screen is open, if any: its own notifications do not pop up. */
function useGameOnScreen(): number | null {
  const match = matchPath('/game/:gameId', useLocation().pathname);
  const id = Number(match?.params.gameId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The notifications popping up now; renders again when the next one's time is up. */
export function usePopUps(notifications: readonly ShownNotification[]): ShownNotification[] {
  const gameOnScreen = useGameOnScreen();
  const [ticks, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const end = nextPopUpEnd(notifications, Date.now());
    if (end === null) return;
    const timer = setTimeout(tick, end - Date.now());
    return () => clearTimeout(timer);
  }, [notifications, ticks]);
  return popUps(notifications, Date.now(), gameOnScreen);
}
