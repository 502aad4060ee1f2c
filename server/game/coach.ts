/**
 * The coach play call: what the Hard computer player would do now in the caller's seat, read off
 * that seat's own projection like a computer seat's decision (computerSeats.ts). Only for a person
 * alone against computers; the first use is recorded in the game.
 */
import { coachAdvice } from '../../shared/ai/coach';
import { ERRORS, playsAlone, view } from '../../shared/engine';
import type { CallReply } from './calls';
import { decisionSeed } from './computerPlan';
import { statusForError } from './errors';
import type { GameSession } from './session';

const refused = (code: string, message: string): CallReply => ({
  status: statusForError(code),
  body: { success: false, error: message, code },
});

/** The advice for `playerId` (null when it has nothing to do now), after recording the use. */
export async function coachCall(session: GameSession, playerId: number): Promise<CallReply> {
  if (!playsAlone(session.state, playerId)) return refused('notAlone', ERRORS.notAlone);
  if (!session.state.players[playerId - 1]?.coached) {
    const recorded = await session.recordCoach(playerId);
    if (!recorded.ok) return refused(recorded.error.code, recorded.error.message);
  }
  const seen = view(session.state, session.map, { player_id: playerId }, session.usernames);
  const advice = coachAdvice(seen, session.map, decisionSeed(session.id, playerId));
  // The version after the record: the advice holds until the game moves past it.
  return { status: 200, body: { success: true, advice, version: session.state.version } };
}
