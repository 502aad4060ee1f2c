/** The lines a chat panel holds, merged from `/chat` polls and the room's pushes. */
import type { ChatLineData } from '../../shared/protocol/chat';

/** Most lines a panel keeps; older ones scroll away. */
export const MAX_CHAT_LINES = 200;

/**
 * Upserts incoming lines by id, keeping the newest revision of each. A deleted line that
 * arrives without its text (a player's view) is dropped; moderators keep it, marked.
 */
export function mergeChatLines(
  current: readonly ChatLineData[],
  incoming: readonly ChatLineData[],
): ChatLineData[] {
  const byId = new Map(current.map((line) => [line.id, line]));
  for (const line of incoming) {
    const known = byId.get(line.id);
    if (known && known.revision > line.revision) continue;
    if (line.deleted && line.body === '') byId.delete(line.id);
    else byId.set(line.id, line);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-MAX_CHAT_LINES);
}

/** The lines to show: deleted ones only when a moderator asked to see them. */
export function visibleChatLines(
  lines: readonly ChatLineData[],
  showDeleted: boolean,
): ChatLineData[] {
  return showDeleted ? [...lines] : lines.filter((line) => !line.deleted);
}

/** The `last_updated` to send next: the highest revision seen. */
export function lastRevision(lines: readonly ChatLineData[], previous: number): number {
  return Math.max(previous, ...lines.map((line) => line.revision));
}
