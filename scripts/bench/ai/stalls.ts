/**
 * Why a game of Hard against five heuristic players reaches the benchmark's action cap (a
 * diagnostic): plays the benchmark's games (the same seeds, seats and fog) and, for each one still
 * running at the cap, says who is left, what they hold, and what each did over the last actions
 * (attacks, conquests, placements, fortifications, sets cashed), so a loop or a stalemate shows.
 *
 *   npx tsx scripts/bench/ai/stalls.ts [--games 500] [--seed-base 41000000] [--fog on|off]
 *                                      [--game <g>]  (one game of the run only)
 */
import {
  DEFAULT_OPTIONS,
  EVENT_TYPES,
  view,
  type Action,
  type GameState,
  type ReplayEvent,
} from '../../../shared/engine';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld.js';
import { playSeats, seatAction, type SeatKind } from '../../../test/fixtures/aiGames';
import { startGame } from '../../simulate.js';
import { numberArgument, progress, stringArgument } from '../../lib/stats.js';
import { heuristicAction } from './heuristicPlayer.js';

const map = CLASSIC_WORLD;
const MAX_ACTIONS = 30_000;
/** The actions at the end of a capped game that are tallied. */
const TAIL = 3_000;

const games = numberArgument('games', 500);
const seedBase = numberArgument('seed-base', 41_000_000);
const only = numberArgument('game', 0);
const fog = stringArgument('fog') !== 'off';

interface Tally {
  actions: Record<string, number>;
  conquests: number;
  lost: number;
  attackerLosses: number;
  defenderLosses: number;
}
const tally = (): Tally => ({
  actions: {},
  conquests: 0,
  lost: 0,
  attackerLosses: 0,
  defenderLosses: 0,
});

function describeCapped(g: number, hero: number, s: GameState, tail: Tally[], startRound: number) {
  console.log(
    `\ngame ${g} (seed ${seedBase + g}), Hard is seat ${hero}: round ${s.round} at the cap` +
      ` (round ${startRound} ${TAIL} actions before), sets cashed ${s.sets_turned_in}`,
  );
  for (const p of s.players) {
    if (!p.alive) continue;
    const held = s.territories.flatMap((t, i) => (t.player_id === p.player_id ? [i + 1] : []));
    const troops = held.map((t) => s.territories[t - 1]!.troops);
    const top = held
      .map((t) => ({ t, n: s.territories[t - 1]!.troops }))
      .sort((a, b) => b.n - a.n)
      .slice(0, 3)
      .map(({ t, n }) => {
        const next = (map.territories[t - 1]?.adjacencies ?? [])
          .filter((a) => s.territories[a - 1]!.player_id !== p.player_id)
          .map((a) => `${a}:p${s.territories[a - 1]!.player_id}/${s.territories[a - 1]!.troops}`);
        return `${t}=${n} [${next.join(' ')}]`;
      });
    const x = tail[p.player_id]!;
    console.log(
      `  p${p.player_id}${p.player_id === hero ? ' HARD' : ''}: ${held.length} territories,` +
        ` ${troops.reduce((a, b) => a + b, 0)} troops, ${p.cards.length} cards; top ${top.join(', ')}`,
    );
    console.log(
      `     last ${TAIL} actions: ${JSON.stringify(x.actions)}, conquests ${x.conquests},` +
        ` lost ${x.lost}, troops lost attacking ${x.attackerLosses}, killed ${x.defenderLosses}`,
    );
  }
}

for (let g = only || 1; g <= (only || games); g++) {
  const seed = seedBase + g;
  const hero = (g % 6) + 1;
  // The others play as `choose` says (the heuristic player); 'random' keeps them out of the
  // computers' memories, as the benchmark's seats of the heuristic player are.
  const seats = Array.from({ length: 6 }, (_, i): SeatKind => (i + 1 === hero ? 'hard' : 'random'));
  const options = { ...DEFAULT_OPTIONS, num_players: 6, fog_of_war: (fog ? 1 : 0) as 0 | 1 };
  const started = startGame({ ...options, map_id: map.id }, map, seed);
  if (typeof started === 'string') throw new Error(started);
  const tail = Array.from({ length: 7 }, tally);
  let startRound = 0;
  let n = 0;
  const game = playSeats(started.state, map, seats, {
    seed,
    now: 1_800_000_000_000,
    maxActions: MAX_ACTIONS,
    choose: (kind, s, m, id, decisionSeed, memories) =>
      id === hero
        ? seatAction(kind, s, m, id, decisionSeed, memories)
        : heuristicAction(view(s, m, { player_id: id }), m),
    onAction: (before, action: Action, _after, _kind, events: readonly ReplayEvent[]) => {
      if (++n <= MAX_ACTIONS - TAIL) return;
      if (n === MAX_ACTIONS - TAIL + 1) startRound = before.round;
      const x = tail['player_id' in action ? (action.player_id ?? 0) : 0]!;
      x.actions[action.type] = (x.actions[action.type] ?? 0) + 1;
      for (const e of events) {
        if (e.type === EVENT_TYPES.ATTACK) {
          x.attackerLosses += e.param3;
          x.defenderLosses += e.param4;
        }
        if (e.type === EVENT_TYPES.CONQUER) {
          tail[e.player_id]!.conquests++;
          tail[e.param4]!.lost++;
        }
      }
    },
  });
  if (!game.finished) describeCapped(g, hero, game.state, tail, startRound);
  if (g % 20 === 0) progress(`${g}/${games}`);
}
