/** What every editor route does first: read the ids and the body, find the map, check the user. */
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { draftProblems } from '../../shared/protocol/mapDraft';
import type { SessionUser } from '../../shared/protocol/account';
import { EDITOR_ERRORS, firstIssue, type DraftResponse } from '../../shared/protocol/editor';
import { parseId } from '../../shared/protocol/fields';
import { FORBIDDEN, NOT_LOGGED_IN } from '../auth/guards';
import type { AppContext } from '../context';
import { canEditMaps, canOpenMap } from './access';
import { findEditorMap, loadDraft, type EditorMapRow } from './repository';

/** The request body through a schema, or a 422 with its first problem (then undefined). */
export function parseBody<S extends z.ZodType>(
  schema: S,
  req: Request,
  res: Response,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  res.status(422).json({ success: false, error: firstIssue(parsed.error) });
  return undefined;
}

/** A path id, or undefined when it is not one the database could hold. */
export function pathId(req: Request, name: string): number | undefined {
  return parseId(req.params[name]);
}

/** The signed-in user, or a 401 (then undefined). */
export function signedIn(req: Request, res: Response): SessionUser | undefined {
  const user = req.viewer.user ?? undefined;
  if (!user) res.status(401).json({ success: false, error: NOT_LOGGED_IN });
  return user;
}

export interface Editing {
  user: SessionUser;
  row: EditorMapRow;
}

/**
 * The map of `:mapId` if the user may open it: 401 signed out, 404 no such map, 403 neither
 * staff nor its author, 409 when the call changes its `shape` and the map is published.
 */
export async function editableMap(
  context: AppContext,
  req: Request,
  res: Response,
  { shape }: { shape: boolean },
): Promise<Editing | undefined> {
  const user = signedIn(req, res);
  if (!user) return undefined;
  const id = pathId(req, 'mapId');
  const row = id === undefined ? undefined : await findEditorMap(context.db, id);
  if (!row) {
    res.status(404).json({ success: false, error: EDITOR_ERRORS.noMap });
    return undefined;
  }
  if (!canOpenMap(user, row)) {
    res.status(403).json({ success: false, error: FORBIDDEN });
    return undefined;
  }
  if (shape && row.publishedAt !== null) {
    res.status(409).json({ success: false, error: EDITOR_ERRORS.published });
    return undefined;
  }
  return { user, row };
}

/** The map as it is now, what is still wrong with it, and `extra` (the call's own answer). */
export async function sendDraft(
  context: AppContext,
  res: Response,
  { user, row }: Editing,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const fresh = (await findEditorMap(context.db, row.id)) ?? row;
  const map = await loadDraft(context.db, fresh);
  const body: DraftResponse = {
    success: true,
    map,
    problems: draftProblems(map),
    can_publish: canEditMaps(user) && !map.published,
  };
  res.json({ ...extra, ...body });
}
