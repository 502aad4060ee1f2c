/**
 * The game id check of the staff tools (spec §5, §8), read through TanStack Query: `/api/game/{id}`
 * once per id typed (a later answer for an earlier id never shows), its verdict in the spec's texts.
 * The error text is the HTTP status text, so the check reads the response itself rather than
 * through the typed client, which gives the server's refusal text instead.
 */
import { useQuery } from '@tanstack/react-query';
import { splitKey, urlOf } from '../../../shared/protocol/contract/route';
import { GAME_CHECK_DEFAULT_STATUSES, STAFF_TEXTS } from '../../../shared/protocol/staff';
import { queryClient } from '../../net/query';

export type GameCheck = { tone: 'success' | 'info' | 'error'; text: string } | undefined;

interface GameAnswer {
  ok: boolean;
  statusText: string;
  /** The game's status, when it was found. */
  status?: number;
}

/** The verdict of the game id check from `/api/game/{id}`'s answer (spec §5, §8). */
export function gameCheckOf(response: GameAnswer, allowed: readonly number[]): GameCheck {
  if (!response.ok) return { tone: 'error', text: STAFF_TEXTS.gameCheckError(response.statusText) };
  return allowed.includes(response.status ?? -1)
    ? { tone: 'success', text: STAFF_TEXTS.gameCheckOk }
    : { tone: 'info', text: STAFF_TEXTS.gameCheckInactive };
}

const GAME_PATH = splitKey('GET /api/game/:gameId').path;

/** The game's answer; no answer at all is a failure whose text is the error's. */
export async function readGame(id: string, fetchGame = fetch): Promise<GameAnswer> {
  try {
    const response = await fetchGame(urlOf(GAME_PATH, { gameId: id }), {
      credentials: 'same-origin',
    });
    const body = response.ok ? ((await response.json()) as { status?: number }) : {};
    return { ok: response.ok, statusText: response.statusText, status: body.status };
  } catch (error) {
    return { ok: false, statusText: String(error) };
  }
}

/** The check of `value` as typed; none until it is a game id. */
export function useGameCheck(
  value: string,
  allowed: readonly number[] = GAME_CHECK_DEFAULT_STATUSES,
): GameCheck {
  const id = value.trim();
  const { data } = useQuery(
    {
      queryKey: ['game id check', id],
      queryFn: () => readGame(id),
      enabled: /^[1-9]\d{0,9}$/.test(id),
      retry: false,
    },
    queryClient,
  );
  return data && gameCheckOf(data, allowed);
}
