/**
 * What a seat remembers of the board under fog: the owner it last saw on each territory now out of
 * its sight. Built from the seat's own views, one after another (the views it decided on), and the
 * log lines it was shown between them (seatLog.ts), so it holds nothing the seat was not shown; the
 * caller keeps it per game and seat. A careful player (levels.ts, `remembers`) reads the board with
 * it: a territory out of sight is taken to be still its last seen owner's while that player lives,
 * so a rival's land, its regions and the kill of a rival whose last territories went out of sight
 * are weighed on what the seat saw, not on the shape of the unseen alone (hiddenLand.ts still
 * shares out what it never saw).
 */
import { isFriendly, type GameView, type PlayerId } from '../engine/index.js';
import { firstLand, followLand, type LandCount } from './landCount.js';
import { hear, type SeenLine } from './seatLog.js';

export interface SeatMemory {
  /** The last owner the seat saw on each territory (index = id - 1; null: never seen). */
  readonly owner: readonly (PlayerId | null)[];
  /** Each player's territory count followed from the deal (landCount.ts); null if it cannot tell. */
  readonly land: LandCount | null;
  /** The game version of the view it was last shown: the log lines up to it are in it. */
  readonly version: number;
}

/** What a seat knows before its first view: no owner seen, the counts of the deal if it can tell. */
function unseen(view: GameView) {
  return { owner: view.territories.map(() => null), land: firstLand(view) };
}

/**
 * The memory once the seat is shown `view` (after `memory`, or none at its first view), having read
 * the lines of its own log (as it saw them, with their versions) written since `memory` up to the
 * view. `lines` may hold older ones too (a log's tail): they are skipped. Both drivers of computer
 * seats (server/game/computerSeats.ts, test/fixtures/aiGames.ts) remember through this alone.
 */
export function remember(
  memory: SeatMemory | undefined,
  view: GameView,
  lines: readonly SeenLine[] = [],
): SeatMemory {
  const since = memory?.version ?? -1;
  const news = lines.filter((l) => l.version > since && l.version <= view.version);
  const before = news.length > 0 ? hear(memory ?? unseen(view), news) : memory;
  return {
    owner: view.territories.map((t, i) => t.player_id ?? before?.owner[i] ?? null),
    land: followLand(before, view),
    version: view.version,
  };
}

/**
 * The view as the seat believes the board is: each territory out of sight shown as its last seen
 * owner's (its troops still unknown) while that owner is neutral or a living rival. The seat's own
 * side is always in sight, so a remembered territory of its side, or of a dead player, is stale and
 * stays unseen.
 */
export function recall(view: GameView, memory: SeatMemory): GameView {
  const alive = new Set(view.players.filter((p) => p.alive).map((p) => p.player_id));
  const believed = (owner: PlayerId | null | undefined): owner is PlayerId =>
    owner !== null &&
    owner !== undefined &&
    (owner === 0 || alive.has(owner)) &&
    !isFriendly(view, view.viewer, owner);
  let changed = false;
  const territories = view.territories.map((t, i) => {
    const owner = memory.owner[i];
    if (t.player_id !== null || !believed(owner)) return t;
    changed = true;
    return { player_id: owner, troops: null };
  });
  return changed ? { ...view, territories } : view;
}
