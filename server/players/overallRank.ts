import { sql } from 'drizzle-orm';
import { ALL_GAME_TYPES, LADDER_MIN_RATED_GAMES } from '../../shared/protocol/players';
import type { Database } from '../db/client';
import {
  countAbove,
  entrantRatings,
  patchedEntrants,
  type Entrant,
  type EntrantRatings,
} from './entrantRatings';
import { keptRead } from './keptReads';
import { rowsOf } from './rows';

const isEntrant = sql`s.game_type = ${ALL_GAME_TYPES} AND s.rated_played >= ${LADDER_MIN_RATED_GAMES}
  AND NOT u.is_computer`;

/**
 * Read from two indexes (the entrants, the people's ratings) as two arrays: as thousands of
 * rows, the embedded database took three times as long to hand them over as to find them. The
 * ratings are sorted here, not there.
 */
async function readEntrantRatings(db: Database): Promise<EntrantRatings> {
  const [row] = await rowsOf<{ ids: number[]; ratings: number[] }>(
    db,
    sql`SELECT coalesce(array_agg(u.id), '{}') AS ids, coalesce(array_agg(u.rating), '{}') AS ratings
      FROM player_stats s JOIN users u ON u.id = s.user_id
      WHERE ${isEntrant}`,
  );
  const ratings = row?.ratings ?? [];
  return entrantRatings((row?.ids ?? []).map((id, i) => ({ id, rating: ratings[i]! })));
}

/** The entrants' ratings with these people's read again: out, in, or moved. */
async function patchEntrantRatings(
  db: Database,
  kept: EntrantRatings,
  userIds: readonly number[],
): Promise<EntrantRatings> {
  const now = await rowsOf<Entrant>(
    db,
    sql`SELECT u.id, u.rating FROM player_stats s JOIN users u ON u.id = s.user_id
      WHERE ${isEntrant} AND u.id IN (${sql.join([...userIds], sql`, `)})`,
  );
  return patchedEntrants(kept, userIds, now);
}

/**
 * A person's place in the overall ladder of all time (1 + the entrants rated higher) and the
 * ladder's size; the place is null for one not in it (`ratedPlayed` short, or a computer). The
 * entrants' ratings are kept (keptReads.ts): a place is then a binary search instead of counting
 * the entrants rated higher (a join of thousands of rows, the profile's costliest statement).
 */
export async function overallRank(
  db: Database,
  user: { rating: number; computer: boolean; ratedPlayed: number },
): Promise<{ rank: number | null; players: number }> {
  const { ratings } = await keptRead(db, 'overall ratings', 0, () => readEntrantRatings(db), {
    patch: (kept, userIds) => patchEntrantRatings(db, kept, userIds),
    // Read again ahead of time: on a site whose profiles come seconds apart, one in every
    // 30 s would otherwise wait for the whole read (10-15 ms of CPU on the embedded database).
    refreshAhead: true,
  });
  const ranked = !user.computer && user.ratedPlayed >= LADDER_MIN_RATED_GAMES;
  return { rank: ranked ? countAbove(ratings, user.rating) + 1 : null, players: ratings.length };
}
