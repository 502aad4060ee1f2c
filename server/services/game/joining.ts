import { and, eq, gte, sql } from 'drizzle-orm';
import type { Action, GameState } from '../../../shared/engine/types';
import type { GameMap } from '../../../shared/maps/types';
import type { SessionUser } from '../../../shared/protocol/account';
import type { Database } from '../../db/client';
import type { StoredGame } from '../../db/games';
import { users } from '../../db/schema';
import { joinCost } from '../../../shared/protocol/tokens';
import { callError, type CallError } from './errors';

/** Thrown inside the commit transaction to undo a join the user cannot pay for. */
export class TokenShortage extends Error {}

const PASSWORD_PATTERN = /^[A-Za-z0-9]*$/;

/** The checks of join-game that need more than the engine knows: the password and the tokens. */
export function checkJoin(
  game: StoredGame,
  map: GameMap,
  user: SessionUser,
  payload: Record<string, unknown>,
): CallError | undefined {
  const password = typeof payload.password === 'string' ? payload.password : '';
  if (!PASSWORD_PATTERN.test(password)) return callError('badPassword');
  if (game.password !== '' && password !== game.password) return callError('wrongPassword');
  if (user.tokens < joinCost(game.state.options, map.tokenCost))
    return callError('notEnoughTokens');
  return undefined;
}

/** Charges those who took a seat and refunds those who left before the start. */
export async function tokenChanges(
  tx: Database,
  game: StoredGame,
  map: GameMap,
  before: GameState,
  after: GameState,
  _action: Action,
): Promise<void> {
  if (before.status !== 1) return;
  const cost = joinCost(before.options, map.tokenCost);
  if (cost === 0) return;
  const seatedBefore = new Set(before.players.map((p) => p.user_id));
  const seatedAfter = new Set(after.players.map((p) => p.user_id));
  for (const userId of seatedAfter) {
    if (seatedBefore.has(userId)) continue;
    const charged = await tx
      .update(users)
      .set({ tokens: sql`${users.tokens} - ${cost}` })
      .where(and(eq(users.id, userId), gte(users.tokens, cost)))
      .returning({ id: users.id });
    if (charged.length === 0)
      throw new TokenShortage(`user ${userId} cannot pay ${cost} for game ${game.id}`);
  }
  for (const userId of seatedBefore) {
    if (seatedAfter.has(userId)) continue;
    await tx
      .update(users)
      .set({ tokens: sql`${users.tokens} + ${cost}` })
      .where(eq(users.id, userId));
  }
}
