import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { GAME_STATUSES, readStoredState, type GameState } from '../../shared/engine';
import type { Database } from '../db/client';
import { games } from '../db/schema';
import { addToPlayerStats, outcomesOf, readSettled, wasPlayed } from './record';
import { finishedGames, gameOutcomes } from '../db/playersTables';

const BATCH = 200;

/** What a backfill did: games summarised, and games whose stored state could not be read. */
export interface Backfilled {
  summarised: number;
  unreadable: number[];
}

/** A stored state read as a played game, or why not: undefined (never played) or 'unreadable'. */
function playedState(raw: unknown): GameState | undefined | 'unreadable' {
  try {
    const state = readStoredState(raw);
    return wasPlayed(state) ? state : undefined;
  } catch {
    return 'unreadable';
  }
}

/**
 * Summarises the finished games that ended before the summaries existed (or while no process
 * recorded them), in batches of one transaction each. Safe to run on several processes at once:
 * a game summarised by another is skipped. A state it cannot read is reported, not fatal: one
 * odd old game must not keep the server from starting.
 */
export async function backfillFinishedGames(db: Database): Promise<Backfilled> {
  const done: Backfilled = { summarised: 0, unreadable: [] };
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select({ id: games.id, state: games.state })
      .from(games)
      .where(
        and(
          eq(games.status, GAME_STATUSES.ended),
          gt(games.id, lastId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(finishedGames)
              .where(eq(finishedGames.gameId, games.id)),
          ),
        ),
      )
      .orderBy(asc(games.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    lastId = batch.at(-1)!.id;
    done.summarised += await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const written: number[] = [];
      for (const row of batch) {
        const state = playedState(row.state);
        if (state === 'unreadable') done.unreadable.push(row.id);
        if (state === undefined || state === 'unreadable') continue;
        const settled = await readSettled(tx, row.id);
        let summary: ReturnType<typeof outcomesOf>;
        try {
          summary = outcomesOf(row.id, state, settled);
        } catch {
          done.unreadable.push(row.id);
          continue;
        }
        const inserted = await tx
          .insert(finishedGames)
          .values(summary.game)
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) continue;
        await tx.insert(gameOutcomes).values(summary.outcomes);
        written.push(row.id);
      }
      if (written.length > 0) await addToPlayerStats(tx, inArray(sql`o.game_id`, written));
      return written.length;
    });
  }
  if (done.summarised > 0) await fillRatingsAfter(db);
  return done;
}

/**
 * Fills the rating after each rated game where it is unknown (backfilled or seeded outcomes):
 * the person's rating now less the changes of every later rated game of theirs.
 */
export async function fillRatingsAfter(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE ${gameOutcomes} o SET rating_after = later.rating_after
    FROM (
      SELECT r.game_id, r.user_id, u.rating - coalesce(sum(r.rating_change) OVER (
          PARTITION BY r.user_id ORDER BY r.ended_at DESC, r.game_id DESC
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS rating_after
      FROM ${gameOutcomes} r JOIN users u ON u.id = r.user_id
      WHERE r.rated AND r.user_id IN (
        SELECT user_id FROM ${gameOutcomes} WHERE rated AND rating_after IS NULL)
    ) later
    WHERE o.game_id = later.game_id AND o.user_id = later.user_id AND o.rating_after IS NULL`);
}
