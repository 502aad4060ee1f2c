import type { BotAction, RateBot } from '../bots/ratePolicy';
import type { FollowedRoom, RoomReply } from './followedRoom';
import type { Ledger } from './ledger';
import { PACE_MS, settle, type Delivery, type Stats } from './settle';

/** A seat that plays through its own room connection, as the play screen does. */
export interface RoomSeat {
  room: FollowedRoom;
  bot: RateBot;
}

/** A game played through its seats' rooms, and what its players know of it across the run. */
export interface RoomGame {
  gameId: number;
  seats: readonly RoomSeat[];
  /**
   * The newest version its players know the game reached (acknowledged, or settled as applied):
   * a seat acts only from a view at least this new, so it never answers an older state.
   */
  known: number;
}

/**
 * Longer than the play screen's way back from a process killed and restarted within seconds:
 * the SDK's reconnection gives up once the restarted process refuses its token (6 s in, its
 * fifth try), and rejoins follow after 2 s, 4 s, 8 s. A seat without its room for longer is stuck.
 */
const STUCK_MS = 60_000;
/** How long the player waits for a change in its seats' rooms before it looks again. */
const LOOK_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one room message of a play call came to. */
function deliveryOf(reply: RoomReply): Delivery<undefined> {
  if (reply === 'no reply') return { kind: 'unknown' };
  if (reply.success === true)
    return { kind: 'acknowledged', version: reply.version as number, reply: undefined };
  switch (reply.code) {
    case 'staleUpdate':
      return { kind: 'stale' };
    // The game moved with the call in flight, or its database did not answer: open either way.
    case 'gameMoved':
    case 'databaseAway':
      return { kind: 'unknown' };
  }
  if (typeof reply.retry_after === 'number') return { kind: 'later', ms: reply.retry_after * 1000 };
  // A server failure, whose reply has no code (a room reply carries no status; the bots' calls
  // are well-formed, so a refusal without a code is never a malformed call's).
  if (reply.code === undefined) return { kind: 'unknown' };
  return { kind: 'refused' };
}

/** One delivery through the seat's room, once it holds one. */
async function deliver(room: FollowedRoom, action: BotAction, body: Record<string, unknown>) {
  if (!(await room.heldWithin(STUCK_MS)))
    return {
      kind: 'lost',
      why: `found no room for ${STUCK_MS / 1000} s (its last join: ${room.lastJoin})`,
    } as const;
  return deliveryOf(await room.request(action.type, body));
}

/**
 * Plays one game through its seats' rooms until `running()` turns false: the seat whose turn its
 * view shows sends the next action as a room message with a reply. A call whose reply never came
 * (its room went away, the game moved) is sent again through the room the seat follows the game
 * to, with the same last_update, until it is acknowledged or refused as stale (it had applied):
 * settled as the HTTP player settles its calls.
 */
export async function playGameInRoom(options: {
  game: RoomGame;
  running: () => boolean;
  ledger: Ledger;
  stats: Stats;
}): Promise<void> {
  const { game, running, ledger } = options;
  const { gameId, seats } = game;
  while (running()) {
    const mover = nextMove(seats, game.known);
    if (mover === 'ended') return;
    if (!mover) {
      const away = seats.find((seat) => seat.room.awayForMs() > STUCK_MS);
      if (away) {
        ledger.violation(
          `game ${gameId}: a room bot without its room for ${STUCK_MS / 1000} s (its last join: ${away.room.lastJoin})`,
        );
        return;
      }
      await Promise.race(seats.map((seat) => seat.room.changed(LOOK_MS)));
      continue;
    }
    const { seat, action, version } = mover;
    const body = { ...action.payload, last_update: version };
    const settled = await settle(
      gameId,
      `${action.type} (room)`,
      () => deliver(seat.room, action, body),
      options,
    );
    if (settled.kind === 'lost') return;
    if (settled.kind === 'acknowledged') game.known = settled.version;
    if (settled.kind === 'stale') game.known = version + 1;
    await sleep(PACE_MS);
  }
}

/** The seat on turn with its action, from a view no older than `known`; 'ended' when over. */
function nextMove(seats: readonly RoomSeat[], known: number) {
  for (const seat of seats) {
    const view = seat.room.view;
    if (!view || view.version < known) continue;
    if (view.status !== 2) return 'ended';
    const action = seat.bot.next(view);
    if (action) return { seat, action, version: view.version };
  }
  return undefined;
}
