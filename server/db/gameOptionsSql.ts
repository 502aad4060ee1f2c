import { sql, type SQL } from 'drizzle-orm';
import { LIVE_TURN_TIME_LIMIT } from '../../shared/constants';
import { games } from './schema';

// Stored options are compared as jsonb values, never cast: a cast fails the whole query on one
// value it cannot convert (a turn time past 2^31, say) and would hide every other game with it.

/** A game option as a jsonb value. */
export const optionValue = (field: string): SQL => sql`${games.options}->${field}`;

/** A number as a jsonb value, to compare with `optionValue`. */
export const jsonNumber = (value: number): SQL => sql`${JSON.stringify(value)}::jsonb`;

/** True for live games (turn time under 1337 s). */
export const isLiveGame: SQL = sql`${optionValue('turn_time')} < ${jsonNumber(LIVE_TURN_TIME_LIMIT)}`;
