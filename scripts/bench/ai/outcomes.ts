/**
 * Where a match's games are won and lost, from the log: the eliminations the seat under test makes
 * (early ones are what snowball: each brings the victim's cards) and, in the games it loses, the
 * round it went out. Fog's cost shows here before it shows in the win rate: Normal against random
 * bots makes about 2.0 eliminations by round 10 under fog and 2.9 without.
 */
import { EVENT_TYPES, OUT_REASONS, type PlayerId, type ReplayEvent } from '../../../shared/engine';

/** Rounds counted as the early game. */
const EARLY_ROUNDS = 10;

export class Outcomes {
  private readonly tally = { games: 0, kills: 0, earlyKills: 0, outEarly: 0, outLate: 0, alive: 0 };
  /** The round the seat under test went out in the game being played, 0 while it is in. */
  private outRound = 0;

  /** Starts a game. */
  start(): void {
    this.tally.games++;
    this.outRound = 0;
  }

  /** One accepted action's lines, at `round`. */
  hear(hero: PlayerId, round: number, events: readonly ReplayEvent[]): void {
    for (const e of events) {
      if (e.type !== EVENT_TYPES.PLAYER_OUT || e.param2 !== OUT_REASONS.eliminated) continue;
      if (e.player_id === hero) this.outRound = round;
      else if (e.param1 === hero) {
        this.tally.kills++;
        if (round <= EARLY_ROUNDS) this.tally.earlyKills++;
      }
    }
  }

  /** Ends the game, `won` or not. */
  end(won: boolean): void {
    if (won) return;
    if (this.outRound === 0) this.tally.alive++;
    else if (this.outRound <= EARLY_ROUNDS) this.tally.outEarly++;
    else this.tally.outLate++;
  }

  summary(): string {
    const { games, kills, earlyKills, outEarly, outLate, alive } = this.tally;
    const perGame = (n: number) => (n / Math.max(1, games)).toFixed(2);
    return (
      `seat under test: eliminations ${perGame(kills)} a game (${perGame(earlyKills)} by round` +
      ` ${EARLY_ROUNDS}); lost: out by round ${EARLY_ROUNDS} ${outEarly}, later` +
      ` ${outLate}, never out ${alive}`
    );
  }
}
