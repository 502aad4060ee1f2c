/**
 * "One live room per game", checked while the chaos run plays: every SAMPLE_MS each process is
 * asked which games it holds a live room for (`/metrics/games`: the room holds the game's lock
 * and accepts actions, with the moment it became live). Each room instance is known live from
 * `since` to the last answer that listed it; two instances of one game whose live spans overlap
 * were live at the same moment, which the lock in PostgreSQL must make impossible. Spans are
 * what was seen, so the check never reports a double that was not (one machine, one clock); a
 * room that lived and died between two samples escapes it.
 */

/** How often every process is asked. */
export const SAMPLE_MS = 250;
const REQUEST_TIMEOUT_MS = 1_000;

interface Instance {
  processId: string;
  gameId: number;
  since: number;
  lastSeen: number;
}

/** One process's answer: its live games at `at` (ms, the process's clock). */
export interface GamesAnswer {
  processId: string;
  at: number;
  games: { gameId: number; since: number }[];
}

export interface Double {
  gameId: number;
  processes: [string, string];
  /** How long both were seen live at once (ms). */
  overlapMs: number;
}

/** The spans seen so far, and the doubles among them. */
export class LiveSpans {
  private readonly instances = new Map<string, Instance>();
  samples = 0;

  /** Records one process's answer. */
  record(answer: GamesAnswer): void {
    this.samples++;
    for (const { gameId, since } of answer.games) {
      const key = `${answer.processId}/${gameId}/${since}`;
      const known = this.instances.get(key);
      if (known) known.lastSeen = Math.max(known.lastSeen, answer.at);
      else
        this.instances.set(key, {
          processId: answer.processId,
          gameId,
          since,
          lastSeen: answer.at,
        });
    }
  }

  /** Every pair of room instances of one game seen live at the same moment. */
  doubles(): Double[] {
    const byGame = new Map<number, Instance[]>();
    for (const instance of this.instances.values())
      byGame.set(instance.gameId, [...(byGame.get(instance.gameId) ?? []), instance]);
    const found: Double[] = [];
    for (const [gameId, instances] of byGame)
      for (let i = 0; i < instances.length; i++)
        for (let j = i + 1; j < instances.length; j++) {
          const [a, b] = [instances[i]!, instances[j]!];
          const overlapMs = Math.min(a.lastSeen, b.lastSeen) - Math.max(a.since, b.since);
          if (overlapMs >= 0)
            found.push({ gameId, processes: [a.processId, b.processId], overlapMs });
        }
    return found;
  }

  /** How many room instances were seen (a game reopened after a kill counts again). */
  get roomsSeen(): number {
    return this.instances.size;
  }
}

/**
 * Samples `/metrics/games` on every process `bases()` names, every SAMPLE_MS, until stopped.
 * A process that does not answer (killed, starting) is skipped for that round.
 */
export function watchRooms(bases: () => string[], token: string) {
  const spans = new LiveSpans();
  /** Each process's live games in its last answer; none for one that did not answer. */
  const latest = new Map<string, number[]>();
  let stopped = false;
  const ask = async (base: string) => {
    try {
      const response = await fetch(`${base}/metrics/games`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const answer = (await response.json()) as GamesAnswer;
      spans.record(answer);
      latest.set(
        base,
        answer.games.map((game) => game.gameId),
      );
    } catch {
      // Not answering now: nothing to record.
      latest.delete(base);
    }
  };
  const loop = (async () => {
    while (!stopped) {
      const current = bases();
      for (const base of latest.keys()) if (!current.includes(base)) latest.delete(base);
      const round = Promise.all(current.map(ask));
      await Promise.all([round, new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))]);
    }
  })();
  return {
    spans,
    /** The games `base` held a live room for when it last answered. */
    gamesHeldBy: (base: string): number[] => latest.get(base) ?? [],
    /** A process that held a live room for one of `gameIds` when it last answered. */
    holderOf: (gameIds: readonly number[]): string | undefined =>
      [...latest].find(([, games]) => games.some((id) => gameIds.includes(id)))?.[0],
    async stop() {
      stopped = true;
      await loop;
      return spans;
    },
  };
}
