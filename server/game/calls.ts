import { playerIdOfUser, view, type GameState } from '../../shared/engine';
import { playerEntity } from '../../shared/protocol/updateState';
import type { SessionUser } from '../../shared/protocol/account';
import {
  isEngineCall,
  parsePlayCall,
  type EngineCall,
  type PlayActionName,
} from '../../shared/protocol/playCalls';
import { rateLimitedReply, type RateLimitName } from '../services/rateLimits';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { findUserById, toSessionUser } from '../db/users';
import { absenceDaysLeft, absenceDaysLeftText, spendAbsence } from './absence';
import { statusForError } from './errors';
import type { Committed, GameSession } from './session';
import { handleSideCall } from './sideCalls';
import { updateStateFor } from './reads';
import type { GameMap } from '../../shared/maps/types';
import { GAME_STATUSES } from '../../shared/engine';
import type { PlayReplyExtras } from '../../shared/protocol/playReplies';

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

/**
 * What a call did: the reply for its caller and, when it committed a change, that change (which
 * the room publishes). The reply was read from the change, so both tell the same version.
 */
export interface CallOutcome {
  reply: CallReply;
  change?: Committed;
}

/** A reply that changed nothing. */
export const answered = (reply: CallReply): CallOutcome => ({ reply });

export interface CallOptions {
  /** HTTP callers get the new update-state with every accepted action (WebSocket callers get patches). */
  includeState: boolean;
}

/**
 * One play call (spec §7) from any transport: validate, perform, and answer as the spec
 * describes, from the change the writer returned.
 */
export async function handlePlayCall(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  action: string,
  body: unknown,
  options: CallOptions,
): Promise<CallOutcome> {
  const parsed = parsePlayCall(action, body);
  if (!parsed.ok) return answered({ status: 422, body: { success: false, error: parsed.error } });
  const { call, lastUpdate } = parsed;
  const limit = LIMITED_CALLS[call.action];
  if (limit && user) {
    const verdict = await context.rateLimits.consume(limit, { userId: user.id });
    if (!verdict.ok) return answered(rateLimitedReply(verdict.retryAfterSeconds));
  }
  if (!isEngineCall(call)) return handleSideCall(context, session, user, call, lastUpdate);
  // Joining spends tokens and checks the rating, absence spends days: use the account as it is now.
  const account =
    user && (call.action === 'join-game' || call.action === 'enable-absence')
      ? await findUserById(context.db, user.id)
      : undefined;
  const caller = account ? toSessionUser(account) : user;
  let spend: ((tx: Database) => Promise<void>) | undefined;
  if (call.action === 'enable-absence' && account) {
    const days = call.days;
    const left = absenceDaysLeft(account, context.now());
    if (days > left)
      return answered({
        status: 422,
        body: { success: false, error: absenceDaysLeftText(left), code: 'absenceBudget' },
      });
    spend = (tx) => spendAbsence(tx, account, days, context.now());
  }
  const result = await session.perform(caller, call, lastUpdate, spend);
  if (!result.ok) {
    return answered({
      status: statusForError(result.error.code),
      body: { success: false, error: result.error.message, code: result.error.code },
    });
  }
  const { change } = result;
  const reply: Record<string, unknown> = {
    success: true,
    version: change.after.version,
    ...actionReply(change, session.map, session.usernames, caller, call),
  };
  if (options.includeState) reply.update = updateStateFor(context, session, caller, change);
  return { reply: { status: 200, body: reply }, change };
}

/** The colour of the player holding `territory` in `state` (a neutral one is colour 0, gray). */
function holderColor(state: GameState, territory: number): number {
  const holder = state.territories[territory - 1]?.player_id ?? 0;
  return state.players[holder - 1]?.color ?? 0;
}

/**
 * The extra fields the spec lists for some actions' replies (shared/protocol/playReplies.ts),
 * read from the committed change.
 */
function actionReply(
  change: Committed,
  map: GameMap,
  usernames: ReadonlyMap<number, string>,
  user: SessionUser | null,
  call: EngineCall,
): PlayReplyExtras[keyof PlayReplyExtras] | Record<string, never> {
  const state = change.after;
  const playerId = user ? playerIdOfUser(state, user.id) : undefined;
  const me = playerId ? state.players[playerId - 1] : undefined;
  /** The caller's seat as the spec's Player (§3), as its own projection shows it. */
  const meEntity = () => {
    if (!playerId) return null;
    const own = view(state, map, { player_id: playerId }, usernames);
    return playerEntity(own, own.players[playerId - 1]!);
  };
  const seats = () =>
    state.players.map((p) => ({
      user_id: p.user_id,
      username: usernames.get(p.user_id) ?? `#${p.user_id}`,
      color: p.color,
    }));
  switch (call.action) {
    case 'join-game':
      return {
        me: meEntity(),
        players: seats(),
        started: state.status === GAME_STATUSES.running,
        autokick_at: me?.autokick_at ?? null,
      };
    case 'leave-game':
      return { players: seats() };
    case 'still-here':
      return { autokick_at: me?.autokick_at ?? null };
    case 'attack': {
      const territory = (id: number) => ({ id, ...state.territories[id - 1]! });
      return {
        territories: [territory(call.territory_from), territory(call.territory_to)] as [
          ReturnType<typeof territory>,
          ReturnType<typeof territory>,
        ],
        attacker_rolls: state.attacker_rolls,
        defender_rolls: state.defender_rolls,
        // Whose the target was before the battle (spec §3): a conquest has changed its owner.
        defender_color: holderColor(change.before, call.territory_to),
      };
    }
    default:
      return {};
  }
}
