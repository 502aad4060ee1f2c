/**
 * The editor's addresses. Each page has a base URL (spec §7 "Map admin"): the map editor's,
 * a territory's and a region's; the spec's calls are made under them.
 */
import type { DraftResponse } from '../../../shared/protocol/editor';
import { http, readResponse, type HttpResult } from '../../net/http';

export const EDITOR_API = '/api/editor/maps';

export const mapBase = (mapId: number): string => `${EDITOR_API}/${mapId}/`;
export const territoryBase = (mapId: number, id: number): string =>
  `${EDITOR_API}/${mapId}/territories/${id}/`;
export const regionBase = (mapId: number, id: number): string =>
  `${EDITOR_API}/${mapId}/regions/${id}/`;

/** The editor pages' own addresses in the client. */
export const editorPages = {
  list: '/maps/editor',
  map: (mapId: number) => `/maps/editor/${mapId}`,
  territory: (mapId: number, id: number) => `/maps/editor/${mapId}/territories/${id}`,
  region: (mapId: number, id: number) => `/maps/editor/${mapId}/regions/${id}`,
  capitals: (mapId: number) => `/game/create/capitals/${mapId}`,
};

/** Uploads a background picture as it is (the server checks and measures it). */
export async function uploadBackground(
  mapId: number,
  file: File,
): Promise<HttpResult<DraftResponse>> {
  const session = await http.session();
  const token = session.ok ? session.data.csrfToken : '';
  try {
    const response = await fetch(`${EDITOR_API}/${mapId}/background`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type, 'X-CSRF-TOKEN': token, Accept: 'application/json' },
      body: file,
    });
    return readResponse<DraftResponse>(response);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, status: 0, error: `Network error - ${detail}`, body: null };
  }
}
