/**
 * What the game type asks of the seat, as extra values on territories and players: capitals to
 * take and keep, hills, the assassination target, the secret mission, kills in Terminator.
 */
import { GAME_TYPES, MISSION_KINDS, type PlayerId } from '../engine/index.js';
import type { Reading } from './reading.js';

/** Troop-valued bonuses the game type adds to the plain value of land. */
export interface Goals {
  /** Extra value of conquering territory id (index id - 1). */
  take: number[];
  /** Extra weight of holding territory id (index id - 1). */
  hold: number[];
  /** Extra value of eliminating player id (index = player id). */
  kill: number[];
  /** Added to every territory taken (domination, holding-missions). */
  perTerritory: number;
}

/** A game-winning objective outweighs anything else on the board. */
const DECISIVE = 60;

/** Players the assassination target (a player, or a team in team games) names. */
function targetPlayers(r: Reading, target: number): PlayerId[] {
  if (target === 0) return [];
  const teams = r.view.players.some((p) => p.team > 0);
  return r.view.players
    .filter((p) => p.alive && (teams ? p.team === target : p.player_id === target))
    .map((p) => p.player_id);
}

function markPlayers(
  r: Reading,
  g: Goals,
  players: PlayerId[],
  perTerritory: number,
  kill: number,
) {
  for (const p of players) g.kill[p] = (g.kill[p] ?? 0) + kill;
  r.owner.forEach((o, i) => {
    if (o !== null && players.includes(o)) g.take[i] = (g.take[i] ?? 0) + perTerritory;
  });
}

function capitalGoals(r: Reading, g: Goals, conquest: boolean): void {
  for (const p of r.view.players) {
    const cap = p.capital;
    if (cap <= 0) continue;
    if (r.friendly[cap - 1])
      g.hold[cap - 1] = (g.hold[cap - 1] ?? 0) + (p.player_id === r.me ? 12 : 6);
    else if (r.owner[cap - 1] !== null && p.alive)
      // Capitals: the captor takes the whole empire; Capital Conquest: capitals are the score.
      g.take[cap - 1] =
        (g.take[cap - 1] ?? 0) + (conquest ? 10 : 3 + 1.5 * (r.land[p.player_id] ?? 0));
  }
}

function missionGoals(r: Reading, g: Goals): void {
  const m = r.view.secret?.mission;
  if (!m) return;
  if (m.kind === MISSION_KINDS.regions) {
    for (const id of m.regions)
      for (const t of r.map.regions[id - 1]?.territories ?? []) {
        g.take[t - 1] = (g.take[t - 1] ?? 0) + 3;
        g.hold[t - 1] = (g.hold[t - 1] ?? 0) + 3;
      }
  } else if (m.kind === MISSION_KINDS.eliminate && m.target > 0) {
    markPlayers(r, g, [m.target], 1.5, DECISIVE);
  } else g.perTerritory += 1;
}

/** The seat's objectives in this game. */
export function goalsOf(r: Reading): Goals {
  const n = r.owner.length;
  const g: Goals = {
    take: new Array<number>(n).fill(0),
    hold: new Array<number>(n).fill(0),
    kill: new Array<number>(r.view.players.length + 1).fill(0),
    perTerritory: 0,
  };
  switch (r.view.options.game_type) {
    case GAME_TYPES.capitals:
      capitalGoals(r, g, false);
      break;
    case GAME_TYPES.capitalConquest:
      capitalGoals(r, g, true);
      break;
    case GAME_TYPES.assassination:
      markPlayers(r, g, targetPlayers(r, r.view.secret?.target ?? 0), 1.5, DECISIVE);
      break;
    case GAME_TYPES.domination:
      g.perTerritory += 1;
      break;
    case GAME_TYPES.secretMission:
      missionGoals(r, g);
      break;
    case GAME_TYPES.terminator:
      for (let p = 1; p < g.kill.length; p++) g.kill[p] = (g.kill[p] ?? 0) + 10;
      break;
    case GAME_TYPES.kingOfTheHill:
      for (const h of r.view.hills) {
        if (r.friendly[h - 1]) g.hold[h - 1] = (g.hold[h - 1] ?? 0) + 12;
        else g.take[h - 1] = (g.take[h - 1] ?? 0) + 12;
      }
      break;
  }
  return g;
}
