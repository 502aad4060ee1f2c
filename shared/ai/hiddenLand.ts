/**
 * How many territories each player holds, as far as a seat can tell. Fog hides a rival's count, but
 * not the shape of what is hidden: every unseen territory belongs to someone not on the seat's side
 * (its own and its team-mates' are always seen), and a block of unseen territories most likely
 * belongs to the players whose seen territories border it. So each connected block of unseen
 * territories is shared among the owners seen on its edge, by the number of their territories there;
 * a living rival seen nowhere is given a share of every block (it holds land somewhere). A
 * territory the seat only remembers (shown with its last seen owner, troops unknown: memory.ts)
 * counts for that owner, but as out of sight. Derived from the view alone: nothing hidden from the
 * seat can change it.
 */
import type { GameView, PlayerId } from '../engine/index.js';
import type { GameMap } from '../maps/types.js';

/** The weight of a living rival seen nowhere in each unseen block, against one edge territory. */
const UNSEEN_RIVAL_WEIGHT = 1;
/** The followed counts' least weight, and the rounds over which theirs falls to it from all. */
const FOLLOWED_FLOOR = 0.25;
const FOLLOWED_ROUNDS = 8;

/**
 * The followed counts' weight in the shares of unseen land in round `round`, the blocks' shape
 * having the rest: all of it in the first round, where the counts are near exact (the deal, and the
 * round's conquests the seat's log showed it), falling to a quarter over `FOLLOWED_ROUNDS` rounds as
 * conquests with neither end in its sight make them drift (measured: docs/computer-players.md).
 */
function followedWeight(round: number): number {
  return Math.max(FOLLOWED_FLOOR, 1 - (round - 1) / FOLLOWED_ROUNDS);
}

/** The connected blocks of unseen territories (ids). */
function unseenBlocks(view: GameView, map: GameMap): number[][] {
  const blocks: number[][] = [];
  const done = new Set<number>();
  view.territories.forEach((t, i) => {
    if (t.player_id !== null || done.has(i + 1)) return;
    const block = [i + 1];
    done.add(i + 1);
    for (let k = 0; k < block.length; k++)
      for (const a of map.territories[(block[k] ?? 0) - 1]?.adjacencies ?? []) {
        if (done.has(a) || view.territories[a - 1]?.player_id !== null) continue;
        done.add(a);
        block.push(a);
      }
    blocks.push(block);
  });
  return blocks;
}

/** Weight of each owner (0: neutral) bordering `block`: its seen territories on the block's edge. */
function claimants(view: GameView, map: GameMap, block: readonly number[]): Map<PlayerId, number> {
  const edge = new Set<number>();
  for (const t of block)
    for (const a of map.territories[t - 1]?.adjacencies ?? [])
      if (view.territories[a - 1]?.player_id !== null) edge.add(a);
  const weights = new Map<PlayerId, number>();
  for (const t of edge) {
    const owner = view.territories[t - 1]?.player_id ?? 0;
    weights.set(owner, (weights.get(owner) ?? 0) + 1);
  }
  return weights;
}

/** Territories per player (index = player id; index 0 for neutral land), as far as the seat can tell. */
export interface LandEstimate {
  /** The view's count where it shows one, else the territories seen plus `unseen` (fractional). */
  land: number[];
  /**
   * The part of `land` out of sight: the estimated share of the unseen territories, and those
   * remembered (memory.ts); 0 where the view shows the count.
   */
  unseen: number[];
}

/**
 * The unseen territories shared by the followed counts (landCount.ts): each player whose count is
 * hidden gets what its count exceeds its land in sight by, scaled to the unseen total. Null when the
 * counts leave nothing unseen to anyone.
 */
function followedShares(view: GameView, counts: readonly number[], inSight: readonly number[]) {
  const want = inSight.map((seen, p) => {
    const player = view.players[p - 1];
    const hidden = p === 0 || (player !== undefined && player.alive && player.territories === null);
    return hidden ? Math.max(0, (counts[p] ?? 0) - seen) : 0;
  });
  const wanted = want.reduce((a, b) => a + b, 0);
  const unseenTotal = view.territories.filter((t) => t.player_id === null).length;
  return wanted > 0 ? want.map((w) => (w * unseenTotal) / wanted) : null;
}

/**
 * Estimates every player's land from the view (module comment), and from the counts the seat
 * followed (landCount.ts) where it has them: those share the unseen land, weighed against the
 * shape of the blocks by `followedWeight`.
 */
export function estimateLand(
  view: GameView,
  map: GameMap,
  counts?: readonly number[] | null,
): LandEstimate {
  const land = new Array<number>(view.players.length + 1).fill(0);
  let unseen = new Array<number>(view.players.length + 1).fill(0);
  for (const t of view.territories) if (t.player_id !== null) land[t.player_id]! += 1;
  const hiddenCount = (p: PlayerId) => view.players[p - 1]?.territories === null;
  const unseenRivals = view.players
    .filter((p) => p.alive && p.territories === null && land[p.player_id] === 0)
    .map((p) => p.player_id);
  for (const block of unseenBlocks(view, map)) {
    const weights = claimants(view, map, block);
    // Seen owners whose count shows hold nothing unseen (their side's land is always seen).
    for (const p of weights.keys()) if (p > 0 && !hiddenCount(p)) weights.delete(p);
    for (const p of unseenRivals) weights.set(p, (weights.get(p) ?? 0) + UNSEEN_RIVAL_WEIGHT);
    let total = 0;
    for (const w of weights.values()) total += w;
    for (const [p, w] of weights) unseen[p]! += (block.length * w) / total;
  }
  const followed = counts ? followedShares(view, counts, land) : null;
  if (followed) {
    const w = followedWeight(view.round);
    unseen = unseen.map((u, p) => w * (followed[p] ?? 0) + (1 - w) * u);
  }
  for (let p = 0; p < land.length; p++) land[p]! += unseen[p]!;
  // A territory with an owner but no troops is remembered, not seen (memory.ts): counted in the
  // owner's land, but out of sight, since the owner may have lost it since.
  for (const t of view.territories)
    if (t.player_id !== null && t.troops === null) unseen[t.player_id]! += 1;
  for (const p of view.players) if (p.territories !== null) land[p.player_id] = p.territories;
  return { land, unseen };
}
