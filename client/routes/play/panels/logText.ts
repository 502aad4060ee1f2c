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
  /** The account playing a seat (its name links to the profile), when known. */
  user?(id: number): number | undefined;
  territory(id: number): string;
}

/** A piece of a log line: plain words, a player or a territory (shown as names by the log tab). */
export type LogPart = string | { player: number } | { territory: number };

/** How a line stands out: battles, conquests, players leaving and the end of the game. */
export type LogTone = 'attack' | 'conquest' | 'out' | 'end' | null;

function outParts(e: LogEntry): LogPart[] {
  const who = { player: e.player_id };
  if (e.param2 === OUT_REASONS.resigned) return [who, ' resigned.'];
  if (e.param2 === OUT_REASONS.left) return [who, ' left the game.'];
  return e.param1 > 0
    ? [who, ' was eliminated by ', { player: e.param1 }, '.']
    : [who, ' was eliminated.'];
}

function gameEndParts(e: LogEntry): LogPart[] {
  if (e.param2 > 0) return [`Team ${e.param2} won the game.`];
  return e.param1 > 0 ? [{ player: e.param1 }, ' won the game.'] : ['The game ended.'];
}

/** The pieces of one event's line, or null for events with nothing to show. */
export function logParts(e: LogEntry): LogPart[] | null {
  const who = { player: e.player_id };
  const t = (id: number) => ({ territory: id });
  switch (e.type) {
    case EVENT_TYPES.ROUND_START:
      return [`Round ${e.param1} begins.`];
    case EVENT_TYPES.TURN_START:
      return [who, ' begins a turn.'];
    case EVENT_TYPES.CARDS:
      return [who, ` turned in cards for ${e.param4} troops.`];
    case EVENT_TYPES.REINFORCE:
      return [who, ` placed ${e.param2} on `, t(e.param1), '.'];
    case EVENT_TYPES.ATTACK:
      return [who, ' attacked ', t(e.param2), ' from ', t(e.param1), ':'];
    case EVENT_TYPES.CONQUER:
      return e.param1 === 0
        ? [who, ' took the capital of ', { player: e.param4 }, ' and ', t(e.param2), ' with it.']
        : [who, ' conquered ', t(e.param2), '.'];
    case EVENT_TYPES.MOVE:
      return [who, ` moved ${e.param3} from `, t(e.param1), ' to ', t(e.param2), '.'];
    case EVENT_TYPES.TURN_END:
      return [who, e.param1 === 1 ? ' missed the turn.' : ' ended the turn.'];
    case EVENT_TYPES.PLAYER_OUT:
      return outParts(e);
    case EVENT_TYPES.TURNED_NEUTRAL:
      return [who, ' turned neutral.'];
    case EVENT_TYPES.DECAY:
      return [t(e.param1), ` lost ${e.param2} troops to decay.`];
    case EVENT_TYPES.GAME_END:
      return gameEndParts(e);
    default:
      return null;
  }
}

/** An attack's losses, after its line: "lost 3, killed 1." */
export function lossText(e: LogEntry): string {
  return `lost ${e.param3}, killed ${e.param4}.`;
}

/** How the line of an event stands out. */
export function logTone(e: LogEntry): LogTone {
  switch (e.type) {
    case EVENT_TYPES.ATTACK:
      return 'attack';
    case EVENT_TYPES.CONQUER:
      return 'conquest';
    case EVENT_TYPES.PLAYER_OUT:
    case EVENT_TYPES.TURNED_NEUTRAL:
      return 'out';
    case EVENT_TYPES.GAME_END:
      return 'end';
    default:
      return null;
  }
}

/** The text of one event, or null for events with nothing to show. */
export function logText(e: LogEntry, n: LogNames): string | null {
  const parts = logParts(e);
  if (!parts) return null;
  const text = parts
    .map((p) =>
      typeof p === 'string' ? p : 'player' in p ? n.player(p.player) : n.territory(p.territory),
    )
    .join('');
  return e.type === EVENT_TYPES.ATTACK ? `${text} ${lossText(e)}` : text;
}
