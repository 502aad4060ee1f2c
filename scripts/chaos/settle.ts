import type { Ledger } from './ledger';

/** What one delivery of a play call came to, whatever carried it (HTTP or the game's room). */
export type Delivery<Reply> =
  | { kind: 'acknowledged'; version: number; reply: Reply }
  /** No reply (the connection or process died), or one that leaves it open (gameMoved, databaseAway). */
  | { kind: 'unknown' }
  /** Refused before it reached the game (a rate limit): nothing changed; send it again after `ms`. */
  | { kind: 'later'; ms: number }
  | { kind: 'stale' }
  /** The rules refused it: nothing changed. */
  | { kind: 'refused' }
  /** It could not be delivered at all, for `why`: the run gives up on the call. */
  | { kind: 'lost'; why: string };

export interface Stats {
  refused: number;
  retries: number;
}

/** Between one player's calls: under the per-user write limit (600 a minute) with room to spare. */
export const PACE_MS = 150;
/** Deliveries of one call (each through a live process) before the run gives up on it. */
const MAX_TRIES = 40;
const RETRY_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers one play call until its outcome is known, and records it in the ledger: sent again
 * with the same last_update while its fate is unknown, so that a first delivery that applied
 * makes the next one stale (applied once, its reply lost). A stale refusal with no lost reply
 * before it is a violation: the client was never told of the version that made it stale.
 * Returns the last delivery: acknowledged, stale, refused, unknown (given up on unanswered, its
 * fate left to the end's check), or lost.
 */
export async function settle<Reply>(
  gameId: number,
  what: string,
  deliver: () => Promise<Delivery<Reply>>,
  { ledger, stats }: { ledger: Ledger; stats: Stats },
): Promise<Delivery<Reply>> {
  let unknown = false;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    if (attempt > 0) {
      stats.retries++;
      await sleep(RETRY_MS);
    }
    const delivery = await deliver();
    switch (delivery.kind) {
      case 'acknowledged':
        ledger.acknowledged(gameId, delivery.version, performance.now());
        return delivery;
      case 'unknown':
        unknown = true;
        continue;
      case 'later':
        await sleep(delivery.ms);
        continue;
      case 'stale':
        if (unknown) ledger.appliedWithoutReply(gameId);
        // A call of the game given up on before had applied after all (the log counts it).
        else if (!ledger.hasOpenCall(gameId))
          ledger.violation(`game ${gameId}: ${what} refused as stale with no lost reply before it`);
        return delivery;
      case 'refused':
        // After a lost reply too: the stale check comes before the rules, so a first delivery
        // that had applied would make this one stale.
        stats.refused++;
        return delivery;
      case 'lost':
        ledger.violation(`game ${gameId}: ${what} ${delivery.why}`);
        if (unknown) ledger.givenUp(gameId);
        return delivery;
    }
  }
  // Its fate stays open (applied or not): the game's log settles it at the end of the run.
  if (unknown) {
    ledger.givenUp(gameId);
    return { kind: 'unknown' };
  }
  const why = `unsettled after ${MAX_TRIES} tries`;
  ledger.violation(`game ${gameId}: ${what} ${why}`);
  return { kind: 'lost', why };
}
