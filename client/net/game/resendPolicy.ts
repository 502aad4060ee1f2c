/**
 * When a play call is sent again. A call whose answer never came, or came as a 502 or 503 (the
 * proxy found no process, a process died with it in flight, the game moved, the database was
 * away), may or may not have been applied: it is sent again with the same `last_update`, which
 * the server applies at most once (docs/architecture.md, "Versions and last_update"). A
 * staleUpdate refusal of a resend then means an earlier attempt was applied: it counts as done.
 * Only when every resend fails does the player see the last answer's text.
 */
import type { PlayResult } from './api';

/** The waits before each resend: the first at once (another process answers), then backing off. */
export const RESEND_DELAYS_MS = [0, 250, 500, 1_000, 2_000, 4_000] as const;

/** Refusals of the room that leave the call's fate open, as their HTTP 503 twins do. */
const OPEN_CODES = new Set(['gameMoved', 'databaseAway']);
/** No answer (a network error: 0), no process answering (502), one unavailable (503, 504). */
const OPEN_STATUSES = new Set([0, 502, 503, 504]);

/** Whether a failed call's fate is open, so the same call may go again. */
export function isOpen(result: PlayResult): boolean {
  if (result.ok) return false;
  return (
    (result.code !== undefined && OPEN_CODES.has(result.code)) ||
    (result.status !== undefined && OPEN_STATUSES.has(result.status))
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a call until its fate is known or the resends run out. `resent`: an earlier attempt's
 * fate is open already (the room went away with it in flight). `onApplied` hears of a call
 * settled by a stale refusal, whose reply (and its state) never came.
 */
export async function sendSettled(
  send: () => Promise<PlayResult>,
  { resent = false, onApplied = () => undefined, wait = sleep } = {} as {
    resent?: boolean;
    onApplied?: () => void;
    wait?: (ms: number) => Promise<unknown>;
  },
): Promise<PlayResult> {
  let result = await send();
  for (const delay of RESEND_DELAYS_MS) {
    if (!isOpen(result)) break;
    resent = true;
    await wait(delay);
    result = await send();
  }
  if (!resent || result.ok || result.code !== 'staleUpdate') return result;
  onApplied();
  return { ok: true, data: { success: true } };
}
