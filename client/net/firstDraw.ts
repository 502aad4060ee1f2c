/**
 * What a page holds back until it has drawn: the room client's download (./colyseus.ts) and, on
 * a game's page, the requests that can wait for the map (the navbar's counts, a fresh
 * update-state over the one the page carried). On a slow phone each of them would share the
 * network and the main thread with what the first draw needs.
 */

/** A hold never lasts longer than this (a map that never draws must not keep the game offline). */
export const LONGEST_HOLD_MS = 15_000;

/** A hold: released by its owner, or after LONGEST_HOLD_MS. */
interface Hold {
  promise: Promise<void>;
  release(): void;
}

function newHold(): Hold {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LONGEST_HOLD_MS);
    release = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { promise, release };
}

/** A game's page (/game/{id}): the play screen releases the hold once its map has drawn. */
const GAME_PAGE = /^\/game\/\d+\/?$/;

/**
 * Every page holds the room client until the page itself has loaded (its scripts, styles and
 * the data it preloads): a socket can wait, the first paint cannot. A game's page holds it from
 * the start until the play screen claims the hold (holdUntilDrawn) and releases it: the navbar's
 * live feed, mounted before the play screen, waits for the map too.
 */
function untilPageLoaded(): Promise<void> | null {
  if (typeof document === 'undefined' || document.readyState === 'complete') return null;
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Whether this is a game's page (the play screen is its first screen). */
export function isGamePage(): boolean {
  return typeof location !== 'undefined' && GAME_PAGE.test(location.pathname);
}

let initial: Hold | null = isGamePage() ? newHold() : null;
let hold: Promise<void> | null = initial?.promise ?? untilPageLoaded();
/** The hold a game's page starts with, which its play screen releases once the map has drawn. */
const gamePageDrawn = initial?.promise ?? Promise.resolve();

/** Holds what waits for the page's draw until the returned function is called (or LONGEST_HOLD_MS). */
export function holdUntilDrawn(): () => void {
  const mine = initial ?? newHold();
  initial = null;
  hold = mine.promise;
  return () => {
    mine.release();
    if (hold === mine.promise) hold = null;
  };
}

/** Resolves once no hold is left (the room client's loads wait for it). */
export async function afterHold(): Promise<void> {
  while (hold) {
    const current = hold;
    await current;
    if (hold === current) hold = null;
  }
}

/** Resolves once a game's page has drawn its map (or given up holding); at once on other pages. */
export function afterGamePageDrawn(): Promise<void> {
  return gamePageDrawn;
}
