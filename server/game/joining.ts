import { and, eq, gte, sql } from 'drizzle-orm';
import type { GameState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { SessionUser } from '../../shared/protocol/account';
import type { Database } from '../db/client';
import type { StoredGame } from '../db/games';
import { users } from '../db/schema';
import { joinCost } from '../../shared/protocol/tokens';
import { callError, type CallError } from './errors';
import { GAME_STATUSES } from '../../shared/engine';
import type { EngineCall } from '../../shared/protocol/play';

/** Thrown inside the commit transaction to undo a join the user cannot pay for. */
export class TokenShortage extends Error {}

const PASSWORD_PATTERN = /^[A-Za-z0-9]*$/;

/** The checks of join-game that need more than the engine knows: the password and the tokens. */
export function checkJoin(
  game: StoredGame,
  map: GameMap,
  user: SessionUser,
  call: Extract<EngineCall, { action: 'join-game' }>,
): CallError | undefined {
  const password = call.password ?? '';
  if (!PASSWORD_PATTERN.test(password)) return callError('badPassword');
  if (game.password !== '' && password !== game.password) return callError('wrongPassword');
  if (user.tokens < joinCost(game.state.options, map.tokenCost))
    return callError('notEnoughTokens');
  return undefined;
}

export interface TokenMove {
  userId: number;
  /** Negative: a seat paid for; positive: a refund. */
  amount: number;
}

/** Who pays for a seat taken and who is refunded for one left, before the start; none after (people only). */
export function tokenMoves(map: GameMap, before: GameState, after: GameState): TokenMove[] {
  if (before.status !== GAME_STATUSES.pregame) return [];
  const cost = joinCost(before.options, map.tokenCost);
  if (cost === 0) return [];
  // Computer players neither pay nor are refunded.
  const people = (s: GameState) =>
    new Set(s.players.filter((p) => !p.computer).map((p) => p.user_id));
  const seatedBefore = people(before);
  const seatedAfter = people(after);
  return [
    ...[...seatedAfter]
      .filter((id) => !seatedBefore.has(id))
      .map((userId) => ({ userId, amount: -cost })),
    ...[...seatedBefore]
      .filter((id) => !seatedAfter.has(id))
      .map((userId) => ({ userId, amount: cost })),
  ];
}

/** Applies token moves inside the commit; a payer short of tokens undoes the whole action. */
export async function applyTokenMoves(tx: Database, moves: readonly TokenMove[]): Promise<void> {
  for (const { userId, amount } of moves) {
    const changed = await tx
      .update(users)
      .set({ tokens: sql`${users.tokens} + ${amount}` })
      .where(and(eq(users.id, userId), gte(users.tokens, -amount)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new TokenShortage(`user ${userId} cannot pay ${-amount}`);
  }
}
