import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { apply } from '../../shared/engine';
import { createGame } from '../../shared/engine';
import { nextDeadline } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import { checkCreateGame } from '../../shared/protocol/createGame';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { insertGame } from '../db/games';
import { gameSeats, users } from '../db/schema';
import { joinCost } from '../../shared/protocol/tokens';
import { SESSION_ERRORS } from './errors';
import { TokenShortage } from './joining';
import { nextComputerStep } from './computerPlan';
import { activeGamesRefusal } from './activeGames';

export type CreateResult =
  | { ok: true; gameId: number; warnings: string[] }
  | { ok: false; errors: string[]; retryAfter?: number };

/** POST /game/create: validates the form, sets the game up, seats the creator and charges the tokens, atomically. */
export async function createGameFor(
  context: AppContext,
  user: SessionUser,
  raw: Record<string, unknown>,
  ip?: string,
  /** Set for a rematch (server/game/rematch.ts): the finished game it follows. */
  rematchOf?: number,
): Promise<CreateResult> {
  const mapId = Number(raw.map_id);
  const map = Number.isInteger(mapId) ? context.maps.get(mapId) : undefined;
  const check = checkCreateGame(raw, map);
  if (!check.ok || !map)
    return { ok: false, errors: check.ok ? ['No map selected.'] : check.errors };
  const busy = await activeGamesRefusal(context.db, user);
  if (busy) return { ok: false, errors: [busy.message] };
  // Only games that would be created count against the limit: a form with mistakes costs nothing.
  const verdict = await context.rateLimits.consume('createGame', { userId: user.id, ip });
  if (!verdict.ok) return { ok: false, errors: [], retryAfter: verdict.retryAfterSeconds };
  const { options, password, color, team, computers } = check.form;
  const now = context.now().getTime();
  const created = createGame(options, { map, now, seed: randomInt(2 ** 32) });
  if (!created.ok) return { ok: false, errors: created.errors };
  const initial = { ...created.state, replace_missing: computers.replace !== null };
  const joined = apply(
    initial,
    {
      type: 'join',
      user_id: user.id,
      color,
      rating: user.rating,
      ...(team !== undefined ? { team } : {}),
    },
    { map, now },
  );
  if (!joined.ok) return { ok: false, errors: [joined.error.message] };
  const state = joined.state;
  const cost = joinCost(options, map.tokenCost);
  // The computers the creator asked for take their seats (at once, or when empty seats are due
  // to be filled) through the game's session, when the sweeper or the first visitor opens its room.
  const computerAt = nextComputerStep(state, computers, 0, now, context.config.computerDelayMs)?.at;
  const engineDeadline = nextDeadline(state);
  const deadline =
    computerAt === undefined
      ? engineDeadline
      : Math.min(computerAt, engineDeadline ?? Number.POSITIVE_INFINITY);
  try {
    const gameId = await context.db.transaction(async (tx) => {
      const id = await insertGame(tx as unknown as Database, {
        creatorId: user.id,
        mapId: map.id,
        password,
        state,
        nextDeadline: deadline === null ? null : new Date(deadline),
        computers,
        ...(rematchOf !== undefined ? { rematchOf } : {}),
      });
      await tx.insert(gameSeats).values({
        gameId: id,
        userId: user.id,
        playerId: 1,
        color,
        team: state.players[0]?.team ?? 0,
      });
      if (cost > 0) {
        const charged = await tx
          .update(users)
          .set({ tokens: sql`${users.tokens} - ${cost}` })
          .where(and(eq(users.id, user.id), gte(users.tokens, cost)))
          .returning({ id: users.id });
        if (charged.length === 0) throw new TokenShortage();
      }
      return id;
    });
    if (cost > 0) context.sessions.forgetUser(user.id);
    return { ok: true, gameId, warnings: check.warnings };
  } catch (error) {
    if (error instanceof TokenShortage)
      return { ok: false, errors: [SESSION_ERRORS.notEnoughTokens] };
    throw error;
  }
}
