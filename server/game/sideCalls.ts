import { playerIdOfUser } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import type { SideReplies } from '../../shared/protocol/sideReplies';
import { SUPPORT_TYPES, type SideCall } from '../../shared/protocol/play';
import type { AppContext } from '../context';
import {
  insertReport,
  insertSupportRequest,
  loadNotes,
  reportsBy,
  saveNotes,
} from '../db/gameExtras';
import { findUserByName } from '../db/users';
import { answered, type CallOutcome, type CallReply } from './calls';
import { fullLogFor, updateStateFor } from './reads';
import { callError, statusForError, type CallError } from './errors';
import { reportRowHtml, targetHtml } from './fragments';
import type { GameSession } from './session';
import { sendInvitations } from './invitations';
import { coachCall } from './coach';
import { GAME_STATUSES } from '../../shared/engine';

const fail = (error: CallError): CallReply => ({
  status: statusForError(error.code),
  body: { success: false, error: error.message, code: error.code },
});
const ok = (body: Record<string, unknown> = {}): CallReply => ({
  status: 200,
  body: { success: true, ...body },
});

/**
 * The play calls that are not engine actions: state, log, notes, reports, support, invitations,
 * and the coach (whose first use is recorded in the game: its outcome carries that change).
 */
export async function handleSideCall(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  call: SideCall,
  lastUpdate: number | undefined,
): Promise<CallOutcome> {
  if (call.action === 'coach') {
    const playerId = user && playerIdOfUser(session.state, user.id);
    if (!user) return answered(fail(callError('guest')));
    if (!playerId) return answered(fail(callError('notSeated')));
    return coachCall(session, playerId);
  }
  return answered(await sideCallReply(context, session, user, call, lastUpdate));
}

async function sideCallReply(
  context: AppContext,
  session: GameSession,
  user: SessionUser | null,
  call: Exclude<SideCall, { action: 'coach' }>,
  lastUpdate: number | undefined,
): Promise<CallReply> {
  const { db } = context;
  if (call.action === 'update-state') {
    if (lastUpdate === session.state.version) return ok({ unchanged: true, version: lastUpdate });
    return { status: 200, body: { ...updateStateFor(context, session, user) } };
  }
  if (call.action === 'load-full-log') {
    const page: SideReplies['load-full-log'] = await fullLogFor(
      context,
      session,
      user,
      call.before,
    );
    return ok(page);
  }
  if (!user) return fail(callError('guest'));
  const playerId = playerIdOfUser(session.state, user.id);
  if (call.action === 'send-invite') return invite(context, session, user, playerId, call.username);
  if (!playerId) return fail(callError('notSeated'));
  const now = context.now();
  switch (call.action) {
    case 'save-notes':
      await saveNotes(db, session.id, user.id, call.body, now);
      return ok();
    case 'get-notes':
      return ok({
        notes: { body: await loadNotes(db, session.id, user.id) },
      } satisfies SideReplies['get-notes']);
    case 'ask-support':
      await insertSupportRequest(db, session.id, user.id, call.type);
      return ok({ message: 'staff notified', type: SUPPORT_TYPES[call.type] });
    case 'send-report': {
      const reportedId = call.user_id;
      if (reportedId === user.id) return fail(callError('selfReport'));
      if (playerIdOfUser(session.state, reportedId) === undefined)
        return fail(callError('notInGame'));
      const id = await insertReport(db, {
        gameId: session.id,
        reporterId: user.id,
        reportedId,
        type: call.type,
      });
      const row = (await reportsBy(db, session.id, user.id)).find((report) => report.id === id)!;
      return ok({
        html: reportRowHtml(row),
        report: { id, user_id: reportedId, type: row.type },
      } satisfies SideReplies['send-report']);
    }
    case 'get-reports': {
      const rows = await reportsBy(db, session.id, user.id);
      return ok({
        reports: Object.fromEntries(rows.map((row) => [row.id, reportRowHtml(row)])),
        list: rows.map((row) => ({
          id: row.id,
          user_id: row.reportedId,
          username: row.reportedName,
          type: row.type,
        })),
      } satisfies SideReplies['get-reports']);
    }
    case 'switch-targets': {
      const me = session.state.players[playerId - 1]!;
      return ok({
        target: me.target,
        mission: me.mission,
        targetHtml: targetHtml(targetText(session, me.target)),
      });
    }
  }
}

async function invite(
  context: AppContext,
  session: GameSession,
  user: SessionUser,
  playerId: number | undefined,
  username: string,
): Promise<CallReply> {
  if (session.state.status !== GAME_STATUSES.pregame) return fail(callError('notPregame'));
  if (!playerId) return fail(callError('notSeated'));
  const invitee = await findUserByName(context.db, username);
  if (!invitee) return fail(callError('noSuchUser'));
  if (playerIdOfUser(session.state, invitee.id) !== undefined)
    return fail(callError('alreadyInGame'));
  await sendInvitations(context, session.id, [
    { userId: invitee.id, text: `${user.username} invited you to game #${session.id}.` },
  ]);
  return ok({ message: `${invitee.username} has been invited.` });
}

/** The assassination target as text (a player, or a team in team games). */
function targetText(session: GameSession, target: number): string {
  if (target <= 0) return '';
  if (session.state.options.players_per_team > 1) return `Team ${target}`;
  const player = session.state.players[target - 1];
  return player ? (session.usernames.get(player.user_id) ?? `Player ${target}`) : '';
}
