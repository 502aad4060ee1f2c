/**
 * The map editor's HTTP routes (declared in shared/protocol/routes/editor.ts). The editor page's
 * base URL is /api/editor/maps/{mapId}/ (spec §7 "Map admin": territory/add, territory/remove,
 * region/add, region/remove); the territory and region edit pages have their own bases
 * (partRoutes.ts). Every change answers the map as it is now and the validator's list of what is
 * still wrong with it.
 */
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { EDITOR_ERRORS, EDITOR_LIMITS, PICTURE_TYPES } from '../../shared/protocol/editor';
import { FORBIDDEN } from '../auth/guards';
import type { AppContext } from '../context';
import { declaredRoutes } from '../http/declared';
import {
  decodePicture,
  sendPicture,
  storedPictureFormat,
  type DecodedPicture,
} from '../http/pictures';
import { canEditMaps } from './access';
import { partRoutes } from './partRoutes';
import { publishMap } from './publish';
import {
  addRegion,
  addTerritory,
  countParts,
  createEditorMap,
  deleteEditorMap,
  findRegion,
  findTerritory,
  listEditorMaps,
  loadBackground,
  removeRegion,
  removeTerritory,
  saveBackground,
  updateEditorMap,
} from './repository';
import { draftReply, editableMap, isRefusal } from './requests';

/** Background pictures: checked by decoding them, at most the editor's size, in the formats it takes. */
async function readPicture(data: Buffer): Promise<DecodedPicture | string> {
  const picture = await decodePicture(data);
  if (!picture) return EDITOR_ERRORS.badImage;
  const fits = (side: number) => side >= EDITOR_LIMITS.minSide && side <= EDITOR_LIMITS.maxSide;
  return fits(picture.width) && fits(picture.height) ? picture : EDITOR_ERRORS.imageSize;
}

export function editorRoutes(context: AppContext): Router {
  const router = Router();
  const { db } = context;
  const serve = declaredRoutes(router, context);

  serve('GET /api/editor/maps', async ({ req }) => {
    const user = req.viewer.user!;
    const maps = await listEditorMaps(db, canEditMaps(user) ? null : user.id);
    return ok({ success: true as const, maps, can_publish: canEditMaps(user) });
  });

  serve('POST /api/editor/maps', async ({ body, req }) => {
    const authorId = req.viewer.user!.id;
    const mapId = await createEditorMap(db, { authorId, ...body, now: context.now() });
    return ok({ success: true as const, map_id: mapId });
  });

  serve('GET /api/editor/maps/:mapId', async ({ params, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: false });
    return isRefusal(editing) ? editing : draftReply(context, editing);
  });

  serve('POST /api/editor/maps/:mapId/update', async ({ params, body, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    const { recommended_min: recommendedMin, recommended_max: recommendedMax, ...rest } = body;
    const patch = { ...rest, recommendedMin, recommendedMax };
    await updateEditorMap(db, editing.row.id, patch, context.now());
    return draftReply(context, editing);
  });

  serve('POST /api/editor/maps/:mapId/delete', async ({ params, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    await deleteEditorMap(db, editing.row.id);
    return ok({ success: true as const });
  });

  serve('POST /api/editor/maps/:mapId/background', async ({ params, body: data, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    const picture = await readPicture(data);
    if (typeof picture === 'string') return refuse(422, picture);
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    // The type the bytes are, not the request's header (which could say text/html).
    const contentType = PICTURE_TYPES[picture.format];
    await saveBackground(db, editing.row.id, { contentType, data, hash });
    const { width, height } = picture;
    await updateEditorMap(db, editing.row.id, { width, height }, context.now());
    return draftReply(context, editing);
  });

  serve('GET /api/editor/maps/:mapId/background', async ({ params, req, res }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: false });
    if (isRefusal(editing)) return editing;
    const picture = await loadBackground(db, editing.row.id);
    const format = picture && (await storedPictureFormat(picture.contentType, picture.data));
    if (!picture || !format) return refuse(404, 'This map has no background picture.');
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    sendPicture(res, format, picture.data);
  });

  serve('POST /api/editor/maps/:mapId/publish', async ({ params, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    if (!canEditMaps(editing.user)) return refuse(403, FORBIDDEN);
    const published = await publishMap(context, editing.row);
    if (!published.ok) {
      const error = EDITOR_ERRORS.notValid;
      return { status: 422, body: { success: false, error, errors: published.errors } };
    }
    return draftReply(context, editing, { map_id: editing.row.id });
  });

  // The editor page's base URL (spec §7).
  serve('POST /api/editor/maps/:mapId/territory/add', async ({ params, body, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    const mapId = editing.row.id;
    if ((await countParts(db, mapId)).territories >= EDITOR_LIMITS.maxTerritories) {
      return refuse(422, EDITOR_ERRORS.tooManyTerritories);
    }
    if (body.region !== undefined && !(await findRegion(db, mapId, body.region))) {
      return refuse(422, EDITOR_ERRORS.noRegion);
    }
    const { territory: name, x, y, region } = body;
    const terrId = await addTerritory(db, mapId, { name, x, y, regionId: region ?? null });
    return draftReply(context, editing, { terr_id: terrId });
  });

  serve('POST /api/editor/maps/:mapId/territory/remove', async ({ params, body, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    if (!(await findTerritory(db, editing.row.id, body.territory))) {
      return refuse(422, EDITOR_ERRORS.noTerritory);
    }
    await removeTerritory(db, editing.row.id, body.territory);
    return draftReply(context, editing);
  });

  serve('POST /api/editor/maps/:mapId/region/add', async ({ params, body, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    if ((await countParts(db, editing.row.id)).regions >= EDITOR_LIMITS.maxRegions) {
      return refuse(422, EDITOR_ERRORS.tooManyRegions);
    }
    const regionId = await addRegion(db, editing.row.id, { name: body.region, bonus: body.bonus });
    return draftReply(context, editing, { region_id: regionId });
  });

  serve('POST /api/editor/maps/:mapId/region/remove', async ({ params, body, req }) => {
    const editing = await editableMap(context, req, params.mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    if (!(await findRegion(db, editing.row.id, body.region))) {
      return refuse(422, EDITOR_ERRORS.noRegion);
    }
    await removeRegion(db, editing.row.id, body.region);
    return draftReply(context, editing);
  });

  partRoutes(context, serve);
  return router;
}
