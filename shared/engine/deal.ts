/** The start of a game: teams, seat order, dealing, neutrals, capitals, targets, missions, hills, deck. */
import { dominationTarget } from '../constants.js';
import type { GameMap, PlayerCount } from '../maps/types.js';
import { buildDeck, deckCount } from './cards.js';
import type { ReplayEvent } from './events.js';
import { CARD_MODES, GAME_TYPES, teamCount } from './options.js';
import { hasCapitals } from './reinforcements.js';
import { randInt, shuffle } from './rng.js';
import { startRound } from './turns.js';
import { MISSION_FALLBACK_TERRITORIES, competitorCount } from './victory.js';
import type { GameState, Mission, PlayerId } from './types.js';

/** Troops on every territory at the deal. */
export const STARTING_TROOPS = 3;

/** Territories each player gets and how many stay neutral (2-player games: a third starts neutral). */
export function dealCounts(
  territories: number,
  players: number,
): { each: number; neutral: number } {
  const dealable = players === 2 ? territories - Math.floor(territories / 3) : territories;
  const each = Math.floor(dealable / players);
  return { each, neutral: territories - each * players };
}

/** The hills of a King of the Hill game: the map's, else the highest-degree territory (lowest id on ties). */
export function hillsOf(map: GameMap): number[] {
  if (map.hills.length > 0) return map.hills.slice();
  let best = map.territories[0];
  for (const t of map.territories)
    if (best && t.adjacencies.length > best.adjacencies.length) best = t;
  return best ? [best.id] : [];
}

function assignTeams(s: GameState): void {
  const teams = teamCount(s.options);
  if (teams === 0 || s.options.join_manner === 1) return;
  const ids = shuffle(
    s.rng,
    s.players.map((p) => p.player_id),
  );
  ids.forEach((id, i) => {
    const p = s.players[id - 1];
    if (p) p.team = (i % teams) + 1;
  });
}

function deal(s: GameState, map: GameMap): void {
  const n = map.territories.length;
  const players = s.players.length;
  s.territories = Array.from({ length: n }, () => ({ player_id: 0, troops: STARTING_TROOPS }));
  const taken = new Set<number>();
  if (hasCapitals(s.options.game_type)) {
    const caps = shuffle(s.rng, (map.capitals[players as PlayerCount] ?? []).slice());
    s.players.forEach((p, i) => {
      const cap = caps[i] ?? 0;
      p.capital = cap;
      const t = s.territories[cap - 1];
      if (t) t.player_id = p.player_id;
      if (cap > 0) taken.add(cap);
    });
  }
  const { each } = dealCounts(n, players);
  const rest = shuffle(
    s.rng,
    map.territories.map((t) => t.id).filter((id) => !taken.has(id)),
  );
  let next = 0;
  for (const p of s.players) {
    for (let k = p.capital > 0 ? 1 : 0; k < each; k++) {
      const t = s.territories[(rest[next++] ?? 0) - 1];
      if (t) t.player_id = p.player_id;
    }
  }
}

/** Assassination: a random cycle of players (of teams in team games). */
function assignTargets(s: GameState): void {
  const teams = teamCount(s.options);
  const units =
    teams > 0 ? Array.from({ length: teams }, (_, i) => i + 1) : s.players.map((p) => p.player_id);
  shuffle(s.rng, units);
  units.forEach((u, i) => {
    const target = units[(i + 1) % units.length] ?? 0;
    for (const p of s.players) if ((teams > 0 ? p.team : p.player_id) === u) p.target = target;
  });
}

function drawMission(s: GameState, map: GameMap, id: PlayerId): Mission {
  const fallback = Math.ceil((MISSION_FALLBACK_TERRITORIES * s.num_territories) / 42);
  const me = s.players[id - 1];
  const enemies = s.players.filter(
    (p) => p.player_id !== id && (p.team === 0 || p.team !== me?.team),
  );
  const kinds: Mission['kind'][] = [2];
  if (map.regions.length >= 2) kinds.push(1);
  if (enemies.length > 0) kinds.push(3);
  const kind = kinds[randInt(s.rng, kinds.length)] ?? 2;
  const mission: Mission = { kind, regions: [], target: 0, territories: fallback };
  if (kind === 1) {
    const regions = shuffle(
      s.rng,
      map.regions.map((r) => r.id),
    );
    mission.regions = regions.slice(0, 2).sort((a, b) => a - b);
  } else if (kind === 3) {
    mission.target = enemies[randInt(s.rng, enemies.length)]?.player_id ?? 0;
  }
  return mission;
}

/** Starts a full pre-game game: status 2, everything dealt, round 1 and its first turn(s) begun. */
export function startGame(s: GameState, map: GameMap, now: number, ev: ReplayEvent[]): void {
  s.status = 2;
  s.started_at = now;
  assignTeams(s);
  const ids = s.players.map((p) => p.player_id);
  const start = randInt(s.rng, ids.length);
  s.order = [...ids.slice(start), ...ids.slice(0, start)];
  deal(s, map);
  if (s.options.game_type === GAME_TYPES.kingOfTheHill) s.hills = hillsOf(map);
  if (s.options.game_type === GAME_TYPES.assassination) assignTargets(s);
  if (s.options.game_type === GAME_TYPES.secretMission) {
    for (const p of s.players) p.mission = drawMission(s, map, p.player_id);
  }
  if (s.options.game_type === GAME_TYPES.domination) {
    s.domination_target = dominationTarget(competitorCount(s), s.num_territories);
  }
  if (s.options.cards !== CARD_MODES.none) {
    const built = buildDeck(
      s.rng,
      s.num_territories,
      deckCount(s.players.length, s.num_territories),
    );
    s.deck = built.deck;
    s.card_colors = built.colors;
  }
  for (const p of s.players) p.autokick_at = 0;
  startRound(s, map, now, ev);
}
