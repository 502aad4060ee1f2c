import { playerIdOfUser } from '../../../shared/engine/queries';
import type { SessionUser } from '../../../shared/protocol/account';
import {
  isEngineAction,
  parsePlayCall,
  type EngineActionName,
  type PlayActionName,
} from '../../../shared/protocol/play';
import { rateLimitedReply, type RateLimitName } from '../rateLimits';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { findUserById, toSessionUser } from '../../db/users';
import { absenceDaysLeft, absenceDaysLeftText, spendAbsence } from './absence';
import { statusForError } from './errors';
import type { GameSession } from './session';
import { handleSideCall } from './sideCalls';
import { updateStateFor } from './reads';

/** Calls that reach other people (staff, invitees) and are limited per user (http/rateLimit.ts). */
const LIMITED_CALLS: Partial<Record<PlayActionName, RateLimitName>> = {
  'send-invite': 'invite',
  'send-report': 'report',
  'ask-support': 'report',
};

export interface CallReply {
  status: number;
  body: Record<string, unknown>;
}

export interface CallOptions {
  /** HTTP callers get the new update-state with every accepted action (WebSocket callers get patches). */
  includeState: boolean;
}

/** One play call (spec §7) from any transport: validate, perform, and answer as the spec describes. */
export async function handlePlayCall(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  action: string,
  body: unknown,
  options: CallOptions,
): Promise<CallReply> {
  const parsed = parsePlayCall(action, body);
  if (!parsed.ok) return { status: 422, body: { success: false, error: parsed.error } };
  const limit = LIMITED_CALLS[parsed.action];
  if (limit && user) {
    const verdict = await context.rateLimits.consume(limit, { userId: user.id });
    if (!verdict.ok) return rateLimitedReply(verdict.retryAfterSeconds);
  }
  if (!isEngineAction(parsed.action)) {
    return handleSideCall(context, session, user, parsed.action, parsed.payload, parsed.lastUpdate);
  }
  // Joining spends tokens and checks the rating, absence spends days: use the account as it is now.
  const account =
    user && (parsed.action === 'join-game' || parsed.action === 'enable-absence')
      ? await findUserById(context.db, user.id)
      : undefined;
  const caller = account ? toSessionUser(account) : user;
  let spend: ((tx: Database) => Promise<void>) | undefined;
  if (parsed.action === 'enable-absence' && account) {
    const days = parsed.payload.days as number;
    const left = absenceDaysLeft(account, context.now());
    if (days > left)
      return {
        status: 422,
        body: { success: false, error: absenceDaysLeftText(left), code: 'absenceBudget' },
      };
    spend = (tx) => spendAbsence(tx, account, days, context.now());
  }
  const result = await session.perform(
    caller,
    parsed.action,
    parsed.payload,
    parsed.lastUpdate,
    spend,
  );
  if (!result.ok) {
    return {
      status: statusForError(result.error.code),
      body: { success: false, error: result.error.message, code: result.error.code },
    };
  }
  const reply = { ...result.body, ...actionReply(session, caller, parsed.action, parsed.payload) };
  if (options.includeState) reply.update = await updateStateFor(context, session, caller);
  return { status: 200, body: reply };
}

/** The extra fields the spec lists for some actions' replies. */
function actionReply(
  session: GameSession,
  user: SessionUser | null,
  action: EngineActionName,
  payload: Record<string, unknown>,
): Record<string, unknown> {
  const state = session.state;
  const playerId = user ? playerIdOfUser(state, user.id) : undefined;
  const me = playerId ? state.players[playerId - 1] : undefined;
  const seats = () =>
    state.players.map((p) => ({
      user_id: p.user_id,
      username: session.usernames.get(p.user_id) ?? `#${p.user_id}`,
      color: p.color,
    }));
  switch (action) {
    case 'join-game':
      return {
        me: me ?? null,
        players: seats(),
        started: state.status === 2,
        autokick_at: me?.autokick_at ?? null,
      };
    case 'leave-game':
      return { players: seats() };
    case 'still-here':
      return { autokick_at: me?.autokick_at ?? null };
    case 'attack': {
      const territory = (id: number) => ({ id, ...state.territories[id - 1] });
      return {
        territories: [
          territory(payload.territory_from as number),
          territory(payload.territory_to as number),
        ],
        attacker_rolls: state.attacker_rolls,
        defender_rolls: state.defender_rolls,
      };
    }
    default:
      return {};
  }
}
