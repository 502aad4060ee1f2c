/**
 * The Colyseus client (@colyseus/sdk with @colyseus/schema and msgpackr: about 50 kB gzipped,
 * a sixth of what opening a game downloads), loaded on first use. Every WebSocket the client
 * opens (the navbar's live feed, chat, a game's room) starts after its page has drawn from HTTP
 * answers, so none of them needs it before the first paint: the entry and the play screen leave
 * it out. A page can hold every load back until it has drawn (the play screen: its map), so on a
 * slow network the client's download does not share the line with what the first draw needs.
 */

/** A hold never lasts longer than this (a map that never draws must not keep the game offline). */
export const LONGEST_HOLD_MS = 15_000;

/** A hold on the client's download: released by its owner, or after LONGEST_HOLD_MS. */
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
 * Every page holds the client until the page itself has loaded (its scripts, styles and the
 * data it preloads): a socket can wait, the first paint cannot. A game's page holds it from the
 * start until the play screen claims the hold (holdRoomClient) and releases it: the navbar's live
 * feed, mounted before the play screen, waits for the map too.
 */
function untilPageLoaded(): Promise<void> | null {
  if (typeof document === 'undefined' || document.readyState === 'complete') return null;
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

let initial: Hold | null =
  typeof location !== 'undefined' && GAME_PAGE.test(location.pathname) ? newHold() : null;
let hold: Promise<void> | null = initial?.promise ?? untilPageLoaded();

/** Holds every load of the client until the returned function is called (or LONGEST_HOLD_MS). */
export function holdRoomClient(): () => void {
  const mine = initial ?? newHold();
  initial = null;
  hold = mine.promise;
  return () => {
    mine.release();
    if (hold === mine.promise) hold = null;
  };
}

async function afterHold(): Promise<void> {
  while (hold) {
    const current = hold;
    await current;
    if (hold === current) hold = null;
  }
}

export const loadColyseus = async () => {
  await afterHold();
  return import('./colyseusClient');
};

/** The game room's state schema: it needs @colyseus/schema, so it comes on demand too. */
export const loadGameRoomSchema = async () => {
  await afterHold();
  return import('../../shared/protocol/gameSchema');
};
