/**
 * Each player's territory count as a seat can follow it under fog, from one of its views to the
 * next. Every player starts with the even deal (dealCounts); each conquest line of the seat's log
 * (seatLog.ts) and each territory it sees change hands between two views moves one territory from
 * the owner named (or last seen there) to the new one. A count the view shows replaces the followed
 * one, a dead player holds nothing, a living rival at least what the seat sees of it; and the
 * hidden counts are scaled to the land left to them (the map's territories less the counts shown).
 * A conquest with neither end in the seat's sight is not seen, so the counts drift from the truth
 * as the game goes on (hiddenLand.ts weighs them against the shape of the unseen land). Derived
 * from the seat's views and log alone: memory.ts keeps it.
 */
import { dealCounts } from '../engine/deal.js';
import type { GameView, PlayerId } from '../engine/index.js';

/** Territories per player (index = player id; index 0 for neutral land), as the seat follows them. */
export type LandCount = readonly number[];

/**
 * The counts at the seat's first look: the deal (`each` per seat, the rest neutral) in the first
 * round; null later, when it can no longer tell (it first looked after a restart, or took a seat).
 */
export function firstLand(view: GameView): LandCount | null {
  if (view.round > 1) return null;
  const { each, neutral } = dealCounts(view.territories.length, view.players.length);
  return [neutral, ...view.players.map(() => each)];
}

/** Territories of each owner in sight (index = player id). */
function inSight(view: GameView): number[] {
  const seen = new Array<number>(view.players.length + 1).fill(0);
  for (const t of view.territories) if (t.player_id !== null) seen[t.player_id]! += 1;
  return seen;
}

/** Moves one territory per change of owner seen since `owners` (the owners last seen). */
function followChanges(land: number[], owners: readonly (PlayerId | null)[], view: GameView) {
  view.territories.forEach((t, i) => {
    const was = owners[i] ?? null;
    if (t.player_id === null || was === null || was === t.player_id) return;
    land[was]! -= 1;
    land[t.player_id]! += 1;
  });
}

/** `land` with the `hidden` holders' counts scaled to sum to `total`, none below what is `seen`. */
function scaled(land: number[], hidden: readonly PlayerId[], total: number, seen: number[]) {
  let sum = 0;
  for (const p of hidden) sum += land[p]!;
  if (sum <= 0) return land;
  for (const p of hidden) land[p] = Math.max(seen[p]!, (land[p]! * total) / sum);
  return land;
}

/**
 * The counts once the seat is shown `view`: from the counts and owners it had before (its previous
 * view and the log lines since: seatLog.ts), or from the deal at its first view of the first round.
 * Null when it can no longer tell (`firstLand`): the caller then estimates from the view alone.
 */
export function followLand(
  before: { land: LandCount | null; owner: readonly (PlayerId | null)[] } | undefined,
  view: GameView,
): LandCount | null {
  const start = before ? before.land : firstLand(view);
  if (!start) return null;
  const land = start.slice();
  if (before) followChanges(land, before.owner, view);
  const seen = inSight(view);
  // Neutral land is never shown as a count.
  const hidden: PlayerId[] = [0];
  let shown = 0;
  for (const p of view.players) {
    const id = p.player_id;
    if (p.territories !== null) land[id] = p.territories;
    else if (!p.alive) land[id] = 0;
    else {
      land[id] = Math.max(land[id]!, seen[id]!, 1);
      hidden.push(id);
    }
    if (!hidden.includes(id)) shown += land[id]!;
  }
  land[0] = Math.max(land[0]!, seen[0]!);
  return scaled(land, hidden, view.territories.length - shown, seen);
}
