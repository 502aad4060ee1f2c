/** What every editor route does first: find the map and check the user may open or change it. */
import type { Request } from 'express';
import { draftProblems } from '../../shared/protocol/mapDraft';
import type { SessionUser } from '../../shared/protocol/account';
import { ok, refuse, type Answer, type Refusal } from '../../shared/protocol/contract/envelope';
import { EDITOR_ERRORS, type DraftResponse } from '../../shared/protocol/editor';
import { FORBIDDEN } from '../auth/guards';
import type { AppContext } from '../context';
import { canEditMaps, canOpenMap } from './access';
import { findEditorMap, loadDraft, type EditorMapRow } from './repository';

export interface Editing {
  user: SessionUser;
  row: EditorMapRow;
}

/** Whether a lookup answered with a refusal rather than what it looked for. */
export const isRefusal = (found: object): found is Refusal => 'status' in found && 'body' in found;

/**
 * The map `mapId` if the signed-in user (the routes' access guard made sure there is one) may
 * open it: 404 no such map, 403 neither staff nor its author, 409 when the call changes its
 * `shape` and the map is published.
 */
export async function editableMap(
  context: AppContext,
  req: Request,
  mapId: number,
  { shape }: { shape: boolean },
): Promise<Editing | Refusal> {
  const user = req.viewer.user!;
  const row = await findEditorMap(context.db, mapId);
  if (!row) return refuse(404, EDITOR_ERRORS.noMap);
  if (!canOpenMap(user, row)) return refuse(403, FORBIDDEN);
  if (shape && row.publishedAt !== null) return refuse(409, EDITOR_ERRORS.published);
  return { user, row };
}

/** The map as it is now, what is still wrong with it, and `extra` (the call's own answer). */
export async function draftReply<E extends object = object>(
  context: AppContext,
  { user, row }: Editing,
  extra = {} as E,
): Promise<Answer<DraftResponse & E>> {
  const fresh = (await findEditorMap(context.db, row.id)) ?? row;
  const map = await loadDraft(context.db, fresh);
  const body: DraftResponse = {
    success: true,
    map,
    problems: draftProblems(map),
    can_publish: canEditMaps(user) && !map.published,
  };
  return ok({ ...extra, ...body });
}
