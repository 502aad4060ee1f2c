/**
 * Engine benchmarks on one core: a whole 6-player classic-map self-play game, single dice
 * battles, one `apply`, and the attack dialog's exact odds.
 *
 *   npx tsx scripts/bench/engine.ts [--games 30] [--seconds 1]
 */
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { apply } from '../../shared/engine';
import { chooseAction } from '../../shared/engine';
import { roll, rollLosses } from '../../shared/engine';
import { attackOdds } from '../../shared/engine';
import { DEFAULT_OPTIONS, type GameOptions } from '../../shared/engine';
import { seedRng } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import { startGame } from '../simulate.js';
import { median, numberArgument as argument } from '../lib/stats.js';

const map = CLASSIC_WORLD;

/** Plays one game to the end with random legal bots; returns its actions and time in ms. */
function playOne(seed: number): { ms: number; actions: number; finished: boolean } {
  const options: GameOptions = { ...DEFAULT_OPTIONS, num_players: 6, map_id: map.id };
  const started = startGame(options, map, seed);
  if (typeof started === 'string') throw new Error(started);
  let state: GameState = started.state;
  let now = 1_800_000_000_000;
  let actions = 0;
  const t0 = performance.now();
  for (; state.status === 2 && actions < 50_000; actions++) {
    const turn = state.turns[actions % Math.max(1, state.turns.length)];
    const action = turn ? chooseAction(state, map, turn.player_id, seed * 7919 + actions) : null;
    if (!action) break;
    now += 1000;
    const result = apply(state, action, { map, now });
    if (!result.ok) throw new Error(`bot chose an illegal action: ${result.error.code}`);
    state = result.state;
  }
  return { ms: performance.now() - t0, actions, finished: state.status === 3 };
}

function benchGames(count: number): void {
  playOne(0); // warm-up: let the JIT see the hot paths first
  const runs = Array.from({ length: count }, (_, i) => playOne(i + 1));
  const ms = runs.map((r) => r.ms);
  const actions = runs.reduce((s, r) => s + r.actions, 0);
  const total = ms.reduce((s, x) => s + x, 0);
  console.log(
    `6-player classic game: median ${median(ms).toFixed(1)} ms (min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)}) over ${count} games, ${runs.filter((r) => r.finished).length} finished`,
  );
  console.log(
    `apply: ${(actions / count).toFixed(0)} actions per game, ${((total * 1000) / actions).toFixed(1)} µs per action (bot choice included)`,
  );
}

function benchDice(seconds: number): void {
  const rng = seedRng(1);
  for (const mode of [0, 1] as const) {
    let battles = 0;
    let losses = 0;
    const t0 = performance.now();
    const until = t0 + seconds * 1000;
    while (performance.now() < until) {
      for (let i = 0; i < 100_000; i++) losses += rollLosses(roll(rng, 3, 2, mode));
      battles += 100_000;
    }
    const perSecond = battles / ((performance.now() - t0) / 1000);
    console.log(
      `dice 3 v 2 (${mode === 0 ? 'normal' : 'balanced'}): ${(perSecond / 1e6).toFixed(1)} M battles/s (mean attacker losses ${(losses / battles).toFixed(4)})`,
    );
  }
}

function benchOdds(): void {
  attackOdds(400, 399, 1); // warm-up (a different fight, so the measured ones miss the memo)
  for (const [a, d] of [
    [50, 50],
    [500, 500],
    [2000, 2000],
  ] as const) {
    const t0 = performance.now();
    const odds = attackOdds(a, d, 0);
    const ms = performance.now() - t0;
    console.log(
      `exact odds ${a} v ${d}: ${ms.toFixed(2)} ms (win ${odds.winProbability.toFixed(6)})`,
    );
  }
}

benchGames(argument('games', 30));
benchDice(argument('seconds', 1));
benchOdds();
