/** One log event in words (spec §4 "Replay events", types 0-12). */
import { EVENT_TYPES, OUT_REASONS } from '../../../../shared/engine';
import type { PlayerView } from '../../../../shared/engine';
import { computerMark } from '../../../../shared/protocol/computers';
import type { LogEntry } from '../../../state/game/store';

/** A player's name in the log; a computer player's carries its mark: "Computer 4.1 (computer, Hard)". */
export function playerName(p: Pick<PlayerView, 'username' | 'computer'> | undefined, id: number) {
  if (!p) return `Player ${id}`;
  return p.computer ? `${p.username} ${computerMark(p.computer)}` : p.username;
}

export interface LogNames {
  player(id: number): string;
  territory(id: number): string;
}

function outText(e: LogEntry, n: LogNames): string {
  const who = n.player(e.player_id);
  if (e.param2 === OUT_REASONS.resigned) return `${who} resigned.`;
  if (e.param2 === OUT_REASONS.left) return `${who} left the game.`;
  return e.param1 > 0
    ? `${who} was eliminated by ${n.player(e.param1)}.`
    : `${who} was eliminated.`;
}

/** The text of one event, or null for events with nothing to show. */
export function logText(e: LogEntry, n: LogNames): string | null {
  const who = n.player(e.player_id);
  const t = n.territory;
  switch (e.type) {
    case EVENT_TYPES.ROUND_START:
      return `Round ${e.param1} begins.`;
    case EVENT_TYPES.TURN_START:
      return `${who} begins a turn.`;
    case EVENT_TYPES.CARDS:
      return `${who} turned in cards for ${e.param4} troops.`;
    case EVENT_TYPES.REINFORCE:
      return `${who} placed ${e.param2} on ${t(e.param1)}.`;
    case EVENT_TYPES.ATTACK:
      return `${who} attacked ${t(e.param2)} from ${t(e.param1)}: lost ${e.param3}, killed ${e.param4}.`;
    case EVENT_TYPES.CONQUER:
      return e.param1 === 0
        ? `${who} took the capital of ${n.player(e.param4)} and ${t(e.param2)} with it.`
        : `${who} conquered ${t(e.param2)}.`;
    case EVENT_TYPES.MOVE:
      return `${who} moved ${e.param3} from ${t(e.param1)} to ${t(e.param2)}.`;
    case EVENT_TYPES.TURN_END:
      return e.param1 === 1 ? `${who} missed the turn.` : `${who} ended the turn.`;
    case EVENT_TYPES.PLAYER_OUT:
      return outText(e, n);
    case EVENT_TYPES.TURNED_NEUTRAL:
      return `${who} turned neutral.`;
    case EVENT_TYPES.DECAY:
      return `${t(e.param1)} lost ${e.param2} troops to decay.`;
    case EVENT_TYPES.GAME_END:
      return e.param2 > 0
        ? `Team ${e.param2} won the game.`
        : e.param1 > 0
          ? `${n.player(e.param1)} won the game.`
          : 'The game ended.';
    default:
      return null;
  }
}
