import { GAME_STATUSES, teamCount, type ComputerLevel, type GameState } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import type { ComputerSettings } from '../../shared/protocol/computers';
import { OPTION_FIELDS } from '../../shared/protocol/createGame';
import type { AppContext } from '../context';
import { databaseErrorCode } from '../db/errors';
import { findRematch, loadGame } from '../db/games';
import type { CallReply } from './calls';
import { createGameFor } from './create';
import { sendInvitations } from './invitations';

/**
 * A rematch: a new game on the finished game's map with its options, password and computer
 * players, created by one of its people, who invites the others. One per finished game (a unique
 * index on games.rematch_of): another player asking later joins it instead.
 */

export const REMATCH_TEXTS = {
  noGame: 'There is no such game.',
  notEnded: 'A rematch can only follow a finished game.',
  notPlayer: 'Only a player of this game can ask for a rematch.',
  failed: 'The rematch could not be created.',
  invitation: (from: string, gameId: number, of: number) =>
    `${from} invited you to game #${gameId}, a rematch of game #${of}.`,
} as const;

const UNIQUE_VIOLATION = '23505';
const COLORS = 10;

export interface RematchPlan {
  /** The rematch's create-game form, as the requester would have filled it in. */
  form: Record<string, unknown>;
  /** The other people of the finished game. */
  invitees: number[];
  /** The requester's colour and team (team games where players choose) in the finished game. */
  color: number;
  team: number | undefined;
}

/** The people of a game: seats not held by computers, and those whose seats computers took over. */
function peopleOf(state: GameState): number[] {
  const seated = state.players.filter((p) => p.computer === null).map((p) => p.user_id);
  return [...new Set([...seated, ...state.replaced.map((r) => r.user_id)])];
}

/** The computer seats to add again: every computer but those that replaced a person. */
function computerSeats(state: GameState, settings: ComputerSettings): ComputerLevel[] {
  const levels = state.players.flatMap((p) => (p.computer === null ? [] : [p.computer]));
  // Replacements play at the `replace` level; which seats they took is not recorded, nor needed.
  for (let i = 0; i < state.replaced.length && settings.replace !== null; i++) {
    const at = levels.lastIndexOf(settings.replace);
    if (at >= 0) levels.splice(at, 1);
  }
  return levels;
}

/** The rematch `userId` asks for after `state` ended, or undefined when they were not a player. */
export function planRematch(
  state: GameState,
  settings: ComputerSettings,
  password: string,
  userId: number,
): RematchPlan | undefined {
  const people = peopleOf(state);
  if (!people.includes(userId)) return undefined;
  const seat = state.players.find((p) => p.user_id === userId);
  const { options } = state;
  const choosesTeam = teamCount(options) > 0 && options.join_manner === 1;
  const team = choosesTeam
    ? seat?.team || state.replaced.find((r) => r.user_id === userId)?.team || 1
    : undefined;
  const color = seat?.color ?? 0;
  const form: Record<string, unknown> = {
    ...Object.fromEntries(OPTION_FIELDS.map((field) => [field, options[field]])),
    password,
    color,
    computer_players: computerSeats(state, settings),
    computer_fill: settings.fill?.level ?? '',
    computer_fill_after: settings.fill?.after ?? '',
    computer_replace: settings.replace ?? '',
    ...(team !== undefined ? { team } : {}),
  };
  return { form, invitees: people.filter((id) => id !== userId), color, team };
}

/** Sends the requester's join-game call to a game (through its room, wherever it runs). */
export type JoinCall = (
  gameId: number,
  body: Record<string, unknown>,
) => Promise<CallReply | undefined>;

export type RematchResult =
  | { ok: true; gameId: number; created: boolean; joined: boolean; message?: string }
  | { ok: false; status: number; error: string; retryAfter?: number };

const refuse = (status: number, error: string): RematchResult => ({ ok: false, status, error });

/** POST /game/{id}/rematch: creates the rematch of a finished game, or joins the one there is. */
export async function rematchFor(
  context: AppContext,
  user: SessionUser,
  gameId: number,
  join: JoinCall,
  ip?: string,
): Promise<RematchResult> {
  const game = await loadGame(context.db, gameId);
  if (!game) return refuse(404, REMATCH_TEXTS.noGame);
  if (game.state.status !== GAME_STATUSES.ended) return refuse(409, REMATCH_TEXTS.notEnded);
  const plan = planRematch(game.state, game.computers, game.password, user.id);
  if (!plan) return refuse(403, REMATCH_TEXTS.notPlayer);
  const existing = await findRematch(context.db, gameId);
  if (existing !== undefined) return joinRematch(context, user, existing, plan, join);
  let created;
  try {
    created = await createGameFor(context, user, plan.form, ip, gameId);
  } catch (error) {
    // Another player's press created it a moment earlier: join that one.
    const raced =
      databaseErrorCode(error) === UNIQUE_VIOLATION
        ? await findRematch(context.db, gameId)
        : undefined;
    if (raced === undefined) throw error;
    return joinRematch(context, user, raced, plan, join);
  }
  if (!created.ok) {
    const error = created.errors[0] ?? REMATCH_TEXTS.failed;
    if (created.retryAfter === undefined) return refuse(422, error);
    return { ok: false, status: 429, error, retryAfter: created.retryAfter };
  }
  await sendInvitations(
    context,
    created.gameId,
    plan.invitees.map((userId) => ({
      userId,
      text: REMATCH_TEXTS.invitation(user.username, created.gameId, gameId),
    })),
  );
  return { ok: true, gameId: created.gameId, created: true, joined: true };
}

/** Seats the requester in the existing rematch, in their old colour when it is free. */
async function joinRematch(
  context: AppContext,
  user: SessionUser,
  rematchId: number,
  plan: RematchPlan,
  join: JoinCall,
): Promise<RematchResult> {
  const rematch = await loadGame(context.db, rematchId);
  if (!rematch) return refuse(404, REMATCH_TEXTS.noGame);
  const { players, status } = rematch.state;
  if (players.some((p) => p.user_id === user.id))
    return { ok: true, gameId: rematchId, created: false, joined: true };
  if (status !== GAME_STATUSES.pregame)
    return { ok: true, gameId: rematchId, created: false, joined: false };
  const taken = new Set(players.map((p) => p.color));
  const free = Array.from({ length: COLORS }, (_, c) => c).filter((c) => !taken.has(c));
  const color = taken.has(plan.color) ? free[0] : plan.color;
  const body = {
    color,
    ...(plan.team !== undefined ? { team: plan.team } : {}),
    ...(rematch.password ? { password: rematch.password } : {}),
  };
  const reply = await join(rematchId, body);
  const joined = reply?.status === 200 && reply.body.success === true;
  const message = joined ? undefined : String(reply?.body.error ?? '');
  return { ok: true, gameId: rematchId, created: false, joined, ...(message ? { message } : {}) };
}
