/**
 * The benchmark's matches: who sits where, on which options, and the win rate each must reach with
 * fog on and off. Six-seat matches rotate the seat (or team) under test with the seed.
 */
import type { AiLevel } from '../../../shared/ai';
import {
  GAME_TYPES,
  type GameOptions,
  type GameState,
  type PlayerId,
} from '../../../shared/engine';
import type { SeatKind } from '../../../test/fixtures/aiGames';

/** Who plays a seat in the benchmark: a computer level, the random bot, or the heuristic player. */
export type BenchSeat = SeatKind | 'heuristic';

export interface Match {
  name: string;
  players: number;
  hero: AiLevel;
  others: BenchSeat;
  /** Options besides the classic defaults (game type, teams). */
  options?: Partial<GameOptions>;
  /** Lowest acceptable win rate of the hero (its team in team games), with fog and without. */
  target: { fog: number; clear: number };
  /** Highest acceptable median of rounds to the end (games of one level alone). */
  maxMedianRounds?: { fog: number; clear: number };
}

/** Game types other than deathmatch, each played by one Hard seat against five Normal. */
const TYPES = {
  capitals: GAME_TYPES.capitals,
  assassination: GAME_TYPES.assassination,
  mission: GAME_TYPES.secretMission,
  domination: GAME_TYPES.domination,
  terminator: GAME_TYPES.terminator,
  hill: GAME_TYPES.kingOfTheHill,
} as const;

/** Twice a seat's fair share of six: what a level above its opponents should at least reach. */
const TWICE_FAIR = 1 / 3;

export const MATCHES: Match[] = [
  {
    name: 'easy-vs-random',
    players: 6,
    hero: 'easy',
    others: 'random',
    target: { fog: 0.55, clear: 0.6 },
  },
  {
    name: 'normal-vs-random',
    players: 6,
    hero: 'normal',
    others: 'random',
    target: { fog: 0.8, clear: 0.85 },
  },
  {
    name: 'hard-vs-random',
    players: 6,
    hero: 'hard',
    others: 'random',
    target: { fog: 0.9, clear: 0.95 },
  },
  {
    name: 'hard-vs-5-normal',
    players: 6,
    hero: 'hard',
    others: 'normal',
    target: { fog: 0.4, clear: 0.4 },
  },
  {
    name: 'hard-vs-5-heuristic',
    players: 6,
    hero: 'hard',
    others: 'heuristic',
    target: { fog: 0.55, clear: 0.55 },
  },
  {
    name: 'six-hard',
    players: 6,
    hero: 'hard',
    others: 'hard',
    target: { fog: 0, clear: 0 },
    maxMedianRounds: { fog: 20, clear: 20 },
  },
  {
    name: 'hard-vs-normal-1v1',
    players: 2,
    hero: 'hard',
    others: 'normal',
    target: { fog: 0.65, clear: 0.65 },
  },
  {
    name: 'normal-vs-easy-1v1',
    players: 2,
    hero: 'normal',
    others: 'easy',
    target: { fog: 0.65, clear: 0.65 },
  },
  {
    name: 'hard-team-vs-normal-teams',
    players: 6,
    hero: 'hard',
    others: 'normal',
    options: { players_per_team: 2, join_manner: 1 },
    target: { fog: 0.5, clear: 0.5 },
  },
  ...Object.entries(TYPES).map(([type, game_type]): Match => ({
    name: `hard-vs-5-normal-${type}`,
    players: 6,
    hero: 'hard',
    others: 'normal',
    options: { game_type },
    target: { fog: TWICE_FAIR, clear: TWICE_FAIR },
  })),
];

/**
 * True once the seat under test (in team games, every seat of its team: `heroTeam` > 0) is out:
 * its game is lost whatever the others still play, so a match stops it there. Two heuristic
 * players left alone can chase each other's thin land for ever, each stack too big for the other
 * to attack (docs/computer-players.md, "Games at the action cap").
 */
export function heroOut(s: GameState, hero: PlayerId, heroTeam: number): boolean {
  if (heroTeam > 0) return s.players.every((p) => p.team !== heroTeam || !p.alive);
  return s.players[hero - 1]?.alive === false;
}
