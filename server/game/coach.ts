/**
 * The coach play call: what the Hard computer player would do now in the caller's seat, read off
 * that seat's own projection like a computer seat's decision (computerSeats.ts). Only for a person
 * alone against computers; the first use is recorded in the game.
 */
import { coachAdvice } from '../../shared/ai/coach';
import { ERRORS, playsAlone, view } from '../../shared/engine';
import { answered, type CallOutcome, type CallReply } from './calls';
import { decisionSeed } from './computerPlan';
import { statusForError } from './errors';
import type { Committed, GameSession } from './session';

const refused = (code: string, message: string): CallReply => ({
  status: statusForError(code),
  body: { success: false, error: message, code },
});

/**
 * The advice for `playerId` (null when it has nothing to do now), after recording the use; the
 * outcome carries the record's change, when this was the first use.
 */
export async function coachCall(session: GameSession, playerId: number): Promise<CallOutcome> {
  if (!playsAlone(session.state, playerId)) return answered(refused('notAlone', ERRORS.notAlone));
  let change: Committed | undefined;
  if (!session.state.players[playerId - 1]?.coached) {
    const recorded = await session.recordCoach(playerId);
    if (!recorded.ok) return answered(refused(recorded.error.code, recorded.error.message));
    change = recorded.change;
  }
  // The game as the record left it (or as it stands, when already recorded).
  const state = change?.after ?? session.state;
  const seen = view(state, session.map, { player_id: playerId }, session.usernames);
  const advice = coachAdvice(seen, session.map, decisionSeed(session.id, playerId));
  // The version after the record: the advice holds until the game moves past it.
  const reply = { status: 200, body: { success: true, advice, version: state.version } };
  return change ? { reply, change } : { reply };
}
