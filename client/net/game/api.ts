/**
 * The play calls of spec §7 over HTTP: `POST /game/{id}/play/{action}` with `last_update`.
 * Engine actions answer with the caller's new update-state (`update`), which goes straight into
 * the store: over HTTP it stands in for the room's patch. The play screen sends through
 * GameConnection, which uses these only while its room is away.
 *
 * Reply or state, per datum (docs/architecture.md): what the game looks like comes from the
 * state only (the patch, or an update-state body); what only the caller's call produced (an
 * attack's dice for its dialog, the coach's advice, a report's row) from the reply only.
 */
import type { PlayActionName, PlayPayloads } from '../../../shared/protocol/play';
import type { UpdateStateBody, UpdateStateUnchanged } from '../../../shared/protocol/updateState';
import type { EngineActionName } from '../../../shared/protocol/playCalls';
import type { PlayReplyOf } from '../../../shared/protocol/playReplies';
import type { GameStore } from '../../state/game/store';
import { http as defaultHttp, type HttpClient } from '../http';

/**
 * An accepted reply: an engine action's is `PlayReplyOf<action>` (shared/protocol/playReplies.ts),
 * a side call's its own fields.
 */
export type PlayReply = Record<string, unknown> &
  Partial<PlayReplyOf<EngineActionName>> & { success: true };

export type PlayResult =
  | { ok: true; data: PlayReply }
  | {
      ok: false;
      error: string;
      /** The refusal's code (spec texts vary; codes do not). */ code?: string;
      /** The HTTP status (0: no answer came); none for a refusal through the room. */
      status?: number;
    };

/**
 * The text of a failed call (spec §8): a refusal `error: ...`; an HTTP failure
 * `status: ..., error: ...`.
 */
export function playErrorText(status: number, error: string, refused: boolean): string {
  return refused ? `error: ${error}` : `status: ${status}, error: ${error}`;
}

export interface GameApi {
  /** `lastUpdate` defaults to the version held; a retry passes the first attempt's. */
  call<A extends PlayActionName>(
    action: A,
    payload?: PlayPayloads[A],
    lastUpdate?: number,
  ): Promise<PlayResult>;
  updateState(): Promise<
    { ok: true; data: UpdateStateBody | UpdateStateUnchanged } | { ok: false; error: string }
  >;
}

export function isRefusal(body: unknown): body is { success: false; error: string; code?: string } {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  );
}

/** The API of one game, feeding every update-state it receives into `store`. */
export function createGameApi(
  gameId: number,
  store: GameStore,
  http: HttpClient = defaultHttp,
): GameApi {
  const url = (action: string) => `/game/${gameId}/play/${action}`;
  return {
    async call(action, payload, lastUpdate = store.version()) {
      const result = await http.post<PlayReply>(url(action), {
        ...payload,
        last_update: lastUpdate,
      });
      if (!result.ok) {
        const refusal = isRefusal(result.body) ? result.body : undefined;
        return {
          ok: false,
          error: playErrorText(result.status, result.error, refusal !== undefined),
          status: result.status,
          ...(refusal?.code ? { code: refusal.code } : {}),
        };
      }
      if (result.data.update) store.acceptUpdateState(result.data.update);
      return { ok: true, data: result.data };
    },
    async updateState() {
      const result = await http.post<UpdateStateBody | UpdateStateUnchanged>(url('update-state'), {
        last_update: store.version(),
      });
      if (!result.ok) {
        return {
          ok: false,
          error: playErrorText(result.status, result.error, isRefusal(result.body)),
        };
      }
      if (!('unchanged' in result.data)) store.acceptUpdateState(result.data);
      return { ok: true, data: result.data };
    },
  };
}
