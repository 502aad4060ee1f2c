import type { GameMap } from '../../shared/maps/types';
import { viewOfUpdateState, type UpdateStateBody } from '../../shared/protocol/updateState';
import { RateBot } from '../bots/ratePolicy';
import type { Ledger } from './ledger';
import { PACE_MS, settle, type Delivery, type Stats } from './settle';

/** A signed-in player's session, usable on every process (sessions live in PostgreSQL). */
export interface Seat {
  userId: number;
  cookie: string;
  csrfToken: string;
}

/** How long one request may take before its outcome counts as unknown. */
const REQUEST_TIMEOUT_MS = 10_000;
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
  const bot = new RateBot(map);
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
    const action = bot.next(view);
    if (!action) {
      // The other seat's turn now: read the game again.
      state = undefined;
      continue;
    }
    const body = { ...action.payload, last_update: view.version };
    const path = `/game/${gameId}/play/${action.type}`;
    const seat = state.seat;
    const settled = await settle(
      gameId,
      path,
      async () => deliveryOf(await post(live(), seat, path, body)),
      options,
    );
    const update = settled.kind === 'acknowledged' ? settled.reply : undefined;
    state = update ? { seat, body: update } : undefined;
    await sleep(PACE_MS);
  }
}

/** What one HTTP delivery of a play call came to. */
function deliveryOf(reply: Reply): Delivery<UpdateStateBody | undefined> {
  // No reply, or a failure the server could not settle (503 when the game moved while the call
  // was in flight): the call may or may not have applied.
  if (reply === 'no reply' || reply.status >= 500) return { kind: 'unknown' };
  if (reply.body.success === true)
    return {
      kind: 'acknowledged',
      version: reply.body.version as number,
      reply: reply.body.update as UpdateStateBody | undefined,
    };
  if (reply.status === 429) return { kind: 'later', ms: 1000 };
  if (reply.body.code === 'staleUpdate') return { kind: 'stale' };
  // A 409 "opening elsewhere" while two processes reopen the game.
  if (reply.status === 409) return { kind: 'unknown' };
  return { kind: 'refused' };
}
