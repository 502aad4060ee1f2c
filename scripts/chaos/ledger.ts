/**
 * What the chaos run's clients were told, per game, and the invariants it must satisfy against
 * the game's log at the end (its stored version: each applied action is one version): every
 * acknowledged action is there exactly once, and a call given up on unanswered (an outage longer
 * than the bots wait) at most once. Applied but unseen and applied twice are told apart by
 * counting: the versions no acknowledgement claims must be the stale-settled calls (applied,
 * reply lost) plus at most one per call given up on; one more is an action applied twice.
 * One player acts at a time in a game, so while no call is open each acknowledged version is the
 * previous one plus one.
 */

/** How a game's players send their actions: room messages, or HTTP calls. */
export type Transport = 'room' | 'http';

interface GameRecord {
  transport: Transport;
  /** The version the game should be at, from the acknowledgements and resolved retries. */
  expected: number;
  acknowledged: number;
  /** Calls whose reply was lost, whose retry was refused as stale: applied once, unacknowledged. */
  appliedUnacknowledged: number;
  /** Calls given up on with their fate unknown: each applied once or not at all. */
  givenUp: number;
  /** A call was given up on since the last acknowledgement: the next version is not known. */
  open: boolean;
  start: number;
  lastAckAt: number | undefined;
  longestStallMs: number;
}

export class Ledger {
  private readonly games = new Map<number, GameRecord>();
  readonly violations: string[] = [];

  /** A game enters the run at `version` (time `at`, ms), played over `transport`. */
  start(gameId: number, version: number, at: number, transport: Transport): void {
    this.games.set(gameId, {
      transport,
      expected: version,
      acknowledged: 0,
      appliedUnacknowledged: 0,
      givenUp: 0,
      open: false,
      start: version,
      lastAckAt: at,
      longestStallMs: 0,
    });
  }

  /** An action's success reply, carrying the game's new version. */
  acknowledged(gameId: number, version: number, at: number): void {
    const game = this.game(gameId);
    if (game.open ? version <= game.expected : version !== game.expected + 1)
      this.violations.push(
        `game ${gameId}: acknowledged version ${version}, expected ${game.expected + 1} ` +
          `(${version > game.expected + 1 ? 'an action applied twice or unseen' : 'a version reused'})`,
      );
    game.expected = version;
    game.open = false;
    game.acknowledged++;
    if (game.lastAckAt !== undefined)
      game.longestStallMs = Math.max(game.longestStallMs, at - game.lastAckAt);
    game.lastAckAt = at;
  }

  /** A call whose outcome was unknown (no reply), retried with the same last_update and refused as stale. */
  appliedWithoutReply(gameId: number): void {
    const game = this.game(gameId);
    game.expected++;
    game.appliedUnacknowledged++;
  }

  /** A call given up on unanswered: applied once or not at all, which the log settles at the end. */
  givenUp(gameId: number): void {
    const game = this.game(gameId);
    game.givenUp++;
    game.open = true;
  }

  /** Whether a call of this game was given up on since its last acknowledgement. */
  hasOpenCall(gameId: number): boolean {
    return this.game(gameId).open;
  }

  /** Something the client saw that the rules forbid (a stale refusal with no lost reply before it). */
  violation(text: string): void {
    this.violations.push(text);
  }

  /** Compares with the versions the games' logs reached; returns every violation. */
  check(stored: ReadonlyMap<number, number>): string[] {
    const found = [...this.violations];
    for (const [gameId, game] of this.games) {
      const version = stored.get(gameId) ?? game.start;
      // Applied actions no acknowledgement claims: the stale-settled ones, and given-up ones.
      const unclaimed = version - game.start - game.acknowledged - game.appliedUnacknowledged;
      if (version < game.expected || unclaimed < 0)
        found.push(
          `game ${gameId}: stored version ${version}, the clients account for ${game.expected} ` +
            `(an acknowledged action lost)`,
        );
      else if (unclaimed > game.givenUp)
        found.push(
          `game ${gameId}: stored version ${version}, ${unclaimed} actions no call accounts for, ` +
            `${game.givenUp} given up on (an action applied twice)`,
        );
    }
    return found;
  }

  /** How many actions of this game were acknowledged so far. */
  acknowledgedIn(gameId: number): number {
    return this.game(gameId).acknowledged;
  }

  /** When this game's last acknowledgement came (ms). */
  lastAcknowledgedAt(gameId: number): number | undefined {
    return this.game(gameId).lastAckAt;
  }

  /** Over every game, or those played over `transport`. */
  totals(transport?: Transport) {
    const games = [...this.games.values()].filter((g) => !transport || g.transport === transport);
    const sum = (pick: (game: GameRecord) => number) => games.reduce((n, g) => n + pick(g), 0);
    return {
      acknowledged: sum((g) => g.acknowledged),
      appliedUnacknowledged: sum((g) => g.appliedUnacknowledged),
      givenUp: sum((g) => g.givenUp),
      longestStallsMs: games.map((g) => g.longestStallMs),
    };
  }

  private game(gameId: number): GameRecord {
    const game = this.games.get(gameId);
    if (!game) throw new Error(`game ${gameId} was never started in the ledger`);
    return game;
  }
}
