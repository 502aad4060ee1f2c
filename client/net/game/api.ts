/**
 * The play calls of spec §7 over HTTP: `POST /game/{id}/play/{action}` with `last_update`.
 * Engine actions answer with the new update-state body, which goes straight into the store.
 */
import type { PlayActionName } from '../../../shared/protocol/play';
import type { UpdateStateBody, UpdateStateUnchanged } from '../../../shared/protocol/updateState';
import type { GameStore } from '../../state/game/store';
import { http as defaultHttp, type HttpClient } from '../http';

export type PlayReply = Record<string, unknown> & { success: true; update?: UpdateStateBody };

export type PlayResult = { ok: true; data: PlayReply } | { ok: false; error: string };

/**
 * The text of a failed call (spec §8): a refusal `error: ...`; an HTTP failure
 * `status: ..., error: ...`.
 */
export function playErrorText(status: number, error: string, refused: boolean): string {
  return refused ? `error: ${error}` : `status: ${status}, error: ${error}`;
}

export interface GameApi {
  call(action: PlayActionName, payload?: Record<string, unknown>): Promise<PlayResult>;
  updateState(): Promise<
    { ok: true; data: UpdateStateBody | UpdateStateUnchanged } | { ok: false; error: string }
  >;
}

function isRefusal(body: unknown): boolean {
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
    async call(action, payload = {}) {
      const result = await http.post<PlayReply>(url(action), {
        ...payload,
        last_update: store.version(),
      });
      if (!result.ok) {
        return {
          ok: false,
          error: playErrorText(result.status, result.error, isRefusal(result.body)),
        };
      }
      if (result.data.update) store.accept(result.data.update, 'http');
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
      if (!('unchanged' in result.data)) store.accept(result.data, 'http');
      return { ok: true, data: result.data };
    },
  };
}
