/**
 * Where Hard (or Normal) goes out against five Normal or five random bots (a diagnostic): land and troops by
 * round, territories lost to conquests per territory held, and, for each elimination, the round, the
 * killer's rank by land, the victim's cards, and whether the killer turned in cards in that turn. The
 * seat under test beside the average other seat of the same games.
 *
 *   npx tsx scripts/bench/ai/deaths.ts [--games 100] [--seed-base 41000000] [--fog on|off]
 *                                      [--others normal|random] [--hero hard|normal]
 */
import {
  DEFAULT_OPTIONS,
  EVENT_TYPES,
  OUT_REASONS,
  type GameState,
  type ReplayEvent,
} from '../../../shared/engine';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld.js';
import { playSeats, type SeatKind } from '../../../test/fixtures/aiGames';
import { startGame } from '../../simulate.js';
import { numberArgument, progress, stringArgument } from '../../lib/stats.js';

const map = CLASSIC_WORLD;
const ROUNDS = 12;
const games = numberArgument('games', 100);
const seedBase = numberArgument('seed-base', 41_000_000);
const fog = stringArgument('fog') !== 'off';
const others = (stringArgument('others') ?? 'normal') as SeatKind;
if (others !== 'normal' && others !== 'random') throw new Error('--others is normal or random');
const heroLevel = (stringArgument('hero') ?? 'hard') as SeatKind;
if (heroLevel !== 'hard' && heroLevel !== 'normal') throw new Error('--hero is hard or normal');

interface Side {
  seats: number;
  land: number[];
  troops: number[];
  cards: number[];
  /** Territories lost and held (at the round's start), by round. */
  lost: number[];
  held: number[];
  took: number[];
  outBy: number[];
  killerRank: number[];
  killerLand: number[];
  cardsAtDeath: number;
  /** Eliminations in a turn where the killer had turned in cards. */
  killerCashed: number;
  landBeforeDeath: number[];
  wins: number;
}
const side = (): Side => ({
  seats: 0,
  land: new Array<number>(ROUNDS + 1).fill(0),
  troops: new Array<number>(ROUNDS + 1).fill(0),
  cards: new Array<number>(ROUNDS + 1).fill(0),
  lost: new Array<number>(ROUNDS + 1).fill(0),
  held: new Array<number>(ROUNDS + 1).fill(0),
  took: new Array<number>(ROUNDS + 1).fill(0),
  outBy: new Array<number>(ROUNDS + 1).fill(0),
  killerRank: [0, 0, 0, 0, 0, 0],
  killerLand: [],
  cardsAtDeath: 0,
  killerCashed: 0,
  landBeforeDeath: [],
  wins: 0,
});
/** The seat under test, and the five others together. */
const heroSide = side();
const othersSide = side();

function landOf(s: GameState): number[] {
  const land = new Array<number>(s.players.length + 1).fill(0);
  for (const t of s.territories) land[t.player_id]! += 1;
  return land;
}
function troopsOf(s: GameState): number[] {
  const troops = new Array<number>(s.players.length + 1).fill(0);
  for (const t of s.territories) troops[t.player_id]! += t.troops;
  return troops;
}

for (let g = 1; g <= games; g++) {
  const seed = seedBase + g;
  const hero = (g % 6) + 1;
  const seats: SeatKind[] = Array.from({ length: 6 }, (_, i) =>
    i + 1 === hero ? heroLevel : others,
  );
  const options = { ...DEFAULT_OPTIONS, num_players: 6, fog_of_war: (fog ? 1 : 0) as 0 | 1 };
  const started = startGame({ ...options, map_id: map.id }, map, seed);
  if (typeof started === 'string') throw new Error(started);
  let round = 0;
  let startLand: number[] = [];
  const history: number[][] = [];
  const sideOf = (id: number) => (id === hero ? heroSide : othersSide);
  /** The player whose turn it is, and whether it turned in cards in it. */
  let mover = 0;
  let moverCashed = false;
  const snapshot = (s: GameState) => {
    round = s.round;
    startLand = landOf(s);
    history.push(startLand);
    if (round > ROUNDS) return;
    const troops = troopsOf(s);
    for (const p of s.players) {
      const x = sideOf(p.player_id);
      x.land[round]! += startLand[p.player_id]!;
      x.troops[round]! += troops[p.player_id]!;
      x.cards[round]! += p.cards.length;
      x.held[round]! += startLand[p.player_id]!;
    }
  };
  for (let id = 1; id <= 6; id++) sideOf(id).seats++;
  snapshot(started.state);
  const game = playSeats(started.state, map, seats, {
    seed,
    now: 1_800_000_000_000,
    maxActions: 30_000,
    onAction: (before, action, after, _k, events: readonly ReplayEvent[]) => {
      if (after.round !== round) snapshot(after);
      if (action.type === 'begin-turn') {
        mover = action.player_id;
        moverCashed = false;
      }
      for (const e of events) {
        if (e.type === EVENT_TYPES.CARDS && e.player_id === mover) moverCashed = true;
        if (e.type === EVENT_TYPES.CONQUER && e.param4 > 0 && round <= ROUNDS) {
          sideOf(e.param4).lost[round]! += 1;
          sideOf(e.player_id).took[round]! += 1;
        }
        if (e.type !== EVENT_TYPES.PLAYER_OUT || e.param2 !== OUT_REASONS.eliminated) continue;
        const x = sideOf(e.player_id);
        for (let r = Math.min(round, ROUNDS + 1); r <= ROUNDS; r++) x.outBy[r]! += 1;
        const land = landOf(after);
        const rank = land.filter((l, id) => id > 0 && l > land[e.param1]!).length;
        x.killerRank[rank]! += 1;
        x.killerLand.push(land[e.param1]!);
        x.cardsAtDeath += before.players[e.player_id - 1]?.cards.length ?? 0;
        if (moverCashed && e.param1 === mover) x.killerCashed++;
        x.landBeforeDeath.push(history[Math.max(0, history.length - 3)]?.[e.player_id] ?? 0);
      }
    },
  });
  if (game.state.winner > 0) sideOf(game.state.winner).wins++;
  if (g % 10 === 0) progress(`${g}/${games}`);
}

const f = (x: number) => x.toFixed(2);
for (const [name, x] of [
  [heroLevel, heroSide],
  [others, othersSide],
] as const) {
  const per = (a: number[]) => a.slice(1).map((v) => f(v / x.seats));
  console.log(`\n${name}: ${x.seats} seats, wins ${f(x.wins / x.seats)}`);
  console.log(`  land by round      ${per(x.land).join(' ')}`);
  console.log(`  troops by round    ${per(x.troops).join(' ')}`);
  console.log(`  cards by round     ${per(x.cards).join(' ')}`);
  console.log(`  took by round      ${per(x.took).join(' ')}`);
  console.log(
    `  lost/held by round ${x.lost
      .slice(1)
      .map((v, i) => f(v / Math.max(1, x.held[i + 1]!)))
      .join(' ')}`,
  );
  console.log(`  out by round       ${per(x.outBy).join(' ')}`);
  const deaths = x.killerLand.length;
  console.log(
    `  ${deaths} eliminations: killer's rank by land ${x.killerRank.join('/')}, killer's land` +
      ` ${f(x.killerLand.reduce((a, b) => a + b, 0) / Math.max(1, deaths))}, cards at death` +
      ` ${f(x.cardsAtDeath / Math.max(1, deaths))}, the killer cashed in ${x.killerCashed},` +
      ` land two rounds before` +
      ` ${f(x.landBeforeDeath.reduce((a, b) => a + b, 0) / Math.max(1, deaths))}`,
  );
}
