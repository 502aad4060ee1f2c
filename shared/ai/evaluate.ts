/**
 * What a conquest is worth, in troops: the land, the card it earns, the region it completes or
 * breaks, the player it eliminates (and its cards), and the game type's goals.
 */
import type { PlayerId } from '../engine/index.js';
import type { Context } from './context.js';

/** A region completed pays its bonus every turn while held: worth a few turns of it. */
const REGION_TURNS = 2.5;
/** Breaking an enemy region denies its bonus until it is retaken. */
const BREAK_TURNS = 1.5;
/** An elimination's worth besides the victim's cards. */
const KILL_VALUE = 4;
/** Taking an enemy territory that threatens a team-mate's is worth this per territory relieved. */
const RELIEF_VALUE = 1;
/** Each card taken from an eliminated player is worth about this many of our own cards. */
const TAKEN_CARD = 1.5;

/** Territories of `region` (by its list) not yet the seat's once `taken` are conquered too. */
function remainingIn(c: Context, territories: readonly number[], taken: ReadonlySet<number>) {
  let left = 0;
  for (const t of territories) if (!c.r.mine[t - 1] && !taken.has(t)) left++;
  return left;
}

/** Land of a player this close to its end is worth more: every one brings the kill nearer. */
const NEAR_END = 4.5;

/** Territories `owner` (a player) still holds once `taken` are conquered, as far as the seat can tell. */
function landLeft(c: Context, owner: PlayerId, taken: ReadonlySet<number>): number {
  let left = c.r.land[owner] ?? 0;
  for (const x of taken) if (c.r.owner[x - 1] === owner) left--;
  return left;
}

/**
 * The chance that conquering `owner`'s territory after `taken` eliminates it: none while it has
 * other territories in sight; when this is its last one seen, the chance it holds none unseen (the
 * unseen share estimated by reading.ts taken as a Poisson mean; certain where the count shows).
 */
function killChance(c: Context, owner: PlayerId, taken: ReadonlySet<number>): number {
  const unseen = c.r.unseenLand[owner] ?? 0;
  if (landLeft(c, owner, taken) - unseen > 1) return 0;
  return Math.exp(-unseen);
}

/** What completing, nearing or breaking `t`'s region adds to taking it after `taken`. */
function regionValue(c: Context, t: number, taken: ReadonlySet<number>): number {
  const { r } = c;
  const region = r.regions[(r.map.territories[t - 1]?.region ?? 0) - 1];
  if (!region) return 0;
  let value = 0;
  const left = remainingIn(c, region.territories, taken) - 1;
  if (left === 0) value += region.bonus * REGION_TURNS;
  else value += (region.bonus * (region.mine + 1)) / region.territories.length / (left + 1);
  const brokenAlready = region.territories.some((x) => taken.has(x));
  if (region.holder > 0 && !r.friendly[t - 1] && !brokenAlready)
    value += region.bonus * BREAK_TURNS;
  return value;
}

/** What bringing `t`'s owner nearer its end (or ending it, and taking its cards) adds. */
function victimValue(c: Context, t: number, taken: ReadonlySet<number>): number {
  const owner = c.r.owner[t - 1] ?? 0;
  if (owner <= 0) return 0;
  const cards = c.r.view.players[owner - 1]?.cards ?? 0;
  const kill = killChance(c, owner, taken);
  const left = landLeft(c, owner, taken);
  const nearer = left < NEAR_END ? (KILL_VALUE + c.cardWorth * cards) / left / 2 : 0;
  return kill * (KILL_VALUE + TAKEN_CARD * c.cardWorth * cards) + (1 - kill) * nearer;
}

/** True when `t` would face a living enemy player's territory not taken in the chain. */
function exposed(c: Context, t: number, taken: ReadonlySet<number>): boolean {
  for (const a of c.r.map.territories[t - 1]?.adjacencies ?? []) {
    const owner = c.r.owner[a - 1] ?? 0;
    if (owner > 0 && c.r.hostile[a - 1] && !taken.has(a)) return true;
  }
  return false;
}

/** Team-mates' territories next to `t` that the enemy outnumbers: taking `t` relieves them. */
function relief(c: Context, t: number): number {
  let endangered = 0;
  for (const a of c.r.map.territories[t - 1]?.adjacencies ?? []) {
    const mate = c.r.friendly[a - 1] && !c.r.mine[a - 1];
    if (mate && (c.r.threat[a - 1] ?? 0) >= (c.r.troops[a - 1] ?? 0)) endangered++;
  }
  return endangered * RELIEF_VALUE;
}

/** Troops conquering territory `t` is worth to the seat, given the territories `taken` before it this turn. */
export function conquestValue(c: Context, t: number, taken: ReadonlySet<number>): number {
  let value = 1 + c.goals.perTerritory + (c.goals.take[t - 1] ?? 0);
  if (!c.conquered && taken.size === 0) value += c.cardWorth;
  if (c.style.strategic) value += regionValue(c, t, taken) + victimValue(c, t, taken);
  if (c.style.cooperates) value += relief(c, t);
  // Among many enemies a thin trail is a gift to all of them; against one, trading is even.
  if (c.style.exposure > 0 && exposed(c, t, taken)) value -= c.style.exposure * (1 - c.tradeWeight);
  const owner = c.r.owner[t - 1] ?? 0;
  if (owner > 0) value += killChance(c, owner, taken) * (c.goals.kill[owner] ?? 0);
  return value;
}

/**
 * The troop cost of a fight: our expected losses, less the defender's weighed by what weakening that
 * player is worth to us (all of it against a lone enemy; less with others to profit; none for neutrals).
 */
export function fightCost(
  c: Context,
  odds: { expectedAttackerLosses: number; expectedDefenderLosses: number },
  defender: PlayerId,
): number {
  const weight = defender > 0 ? c.tradeWeight : 0;
  return odds.expectedAttackerLosses - weight * odds.expectedDefenderLosses;
}
