import type { GameMap } from '../../shared/maps/types';
import { viewOfUpdateState, type UpdateStateBody } from '../../shared/protocol/updateState';
import { nextBotAction } from '../bots/ratePolicy';
import type { Ledger } from './ledger';

/** A signed-in player's session, usable on every process (sessions live in PostgreSQL). */
export interface Seat {
  userId: number;
  cookie: string;
  csrfToken: string;
}

export interface Stats {
  refused: number;
  retries: number;
}

/** How long one request may take before its outcome counts as unknown. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Tries of one call (each through a live process) before the run gives up on it. */
const MAX_TRIES = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Reply = { status: number; body: Record<string, unknown> } | 'no reply';

// CHAOS_DEBUG=1: every failed or slow request, to find where a stall comes from.
const debug = process.env.CHAOS_DEBUG === '1';

async function post(base: string, seat: Seat, path: string, body: object): Promise<Reply> {
  const started = performance.now();
  const reply = await postOnce(base, seat, path, body);
  const ms = performance.now() - started;
  if (debug && (reply === 'no reply' || reply.status >= 400 || ms > 1000))
    console.log(
      `${(started / 1000).toFixed(1)}s ${base} ${path} ${ms.toFixed(0)} ms ` +
        (reply === 'no reply' ? 'no reply' : `${reply.status} ${String(reply.body.error ?? '')}`),
    );
  return reply;
}

async function postOnce(base: string, seat: Seat, path: string, body: object): Promise<Reply> {
  try {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: seat.cookie,
        'x-csrf-token': seat.csrfToken,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return 'no reply';
  }
}

/** Between one player's calls: under the per-user write limit (600 a minute) with room to spare. */
const PACE_MS = 150;

/** Reads the game as `seat`; undefined when no process answered. */
async function read(base: string, seat: Seat, gameId: number) {
  const reply = await post(base, seat, `/game/${gameId}/play/update-state`, {});
  return reply !== 'no reply' && reply.status === 200
    ? (reply.body as unknown as UpdateStateBody)
    : undefined;
}

/**
 * Plays one game over HTTP through whichever processes are alive, as an outside client does,
 * until `running()` turns false: act as the player whose turn it is from its own update-state
 * (each accepted call's reply carries the next one), and when a call gets no reply (its process
 * died), send it again with the same last_update until it is acknowledged or refused as stale
 * (then it was applied before the process died).
 */
export async function playGame(options: {
  gameId: number;
  seats: readonly Seat[];
  map: GameMap;
  live: () => string;
  running: () => boolean;
  ledger: Ledger;
  stats: Stats;
}): Promise<void> {
  const { gameId, seats, map, live, running } = options;
  const attacks = { turnId: 0, count: 0 };
  let state: { seat: Seat; body: UpdateStateBody } | undefined;
  while (running()) {
    if (!state) {
      const shared = await read(live(), seats[0]!, gameId);
      if (!shared) {
        await sleep(PACE_MS);
        continue;
      }
      if (shared.status !== 2) return; // the game ended
      const mover = seats.find((seat) => seat.userId === shared.turn?.user_id);
      if (!mover) return;
      const own = mover === seats[0] ? shared : await read(live(), mover, gameId);
      if (!own) continue;
      state = { seat: mover, body: own };
    }
    const view = viewOfUpdateState(state.body);
    const turn = view.turns.find((t) => t.player_id === view.viewer);
    if (turn && turn.turn_id !== attacks.turnId)
      Object.assign(attacks, { turnId: turn.turn_id, count: 0 });
    const action = nextBotAction(view, map, attacks.count);
    if (!action) {
      // The other seat's turn now: read the game again.
      state = undefined;
      continue;
    }
    if (action.type === 'attack') attacks.count++;
    const body = { ...action.payload, last_update: view.version };
    const path = `/game/${gameId}/play/${action.type}`;
    const update = await callUntilSettled(gameId, state.seat, path, body, options);
    state = update ? { seat: state.seat, body: update } : undefined;
    await sleep(PACE_MS);
  }
}

async function callUntilSettled(
  gameId: number,
  seat: Seat,
  path: string,
  body: object,
  { live, ledger, stats }: { live: () => string; ledger: Ledger; stats: Stats },
): Promise<UpdateStateBody | undefined> {
  let unknown = false;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    if (attempt > 0) {
      stats.retries++;
      await sleep(100);
    }
    const reply = await post(live(), seat, path, body);
    // No reply, or a failure the server could not settle (503 when the game moved while the call
    // was in flight): the call may or may not have applied.
    if (reply === 'no reply' || reply.status >= 500) {
      unknown = true;
      continue;
    }
    if (reply.body.success === true) {
      ledger.acknowledged(gameId, reply.body.version as number, performance.now());
      return reply.body.update as UpdateStateBody | undefined;
    }
    // Refused before it reached the game (a rate limit): nothing changed; wait and send again.
    if (reply.status === 429) {
      await sleep(1000);
      continue;
    }
    if (reply.body.code === 'staleUpdate') {
      if (unknown) ledger.appliedWithoutReply(gameId);
      else
        ledger.violation(`game ${gameId}: ${path} refused as stale with no lost reply before it`);
      return;
    }
    // A 409 "opening elsewhere" while two processes reopen the game: try again.
    if (reply.status === 409) {
      unknown = true;
      continue;
    }
    // The rules refused it: nothing changed. (After a lost reply too: the stale check comes
    // before the rules, so a first delivery that had applied would make this one stale.)
    stats.refused++;
    return undefined;
  }
  ledger.violation(`game ${gameId}: ${path} unsettled after ${MAX_TRIES} tries`);
  return undefined;
}
