/**
 * The map editor's HTTP routes. The editor page's base URL is /api/editor/maps/{mapId}/ (spec §7
 * "Map admin": territory/add, territory/remove, region/add, region/remove); the territory and
 * region edit pages have their own bases (partRoutes.ts). Every change answers the map as it is
 * now and the validator's list of what is still wrong with it.
 */
import { createHash } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import {
  BACKGROUND_TYPES,
  EDITOR_ERRORS,
  EDITOR_LIMITS,
  PICTURE_TYPES,
  createMapSchema,
  mapSettingsSchema,
  regionAddSchema,
  regionRefSchema,
  territoryAddSchema,
  territoryRefSchema,
} from '../../shared/protocol/editor';
import { FORBIDDEN } from '../auth/guards';
import type { AppContext } from '../context';
import {
  decodePicture,
  sendPicture,
  storedPictureFormat,
  type DecodedPicture,
} from '../http/pictures';
import { rateLimit } from '../http/rateLimit';
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
import { editableMap, parseBody, sendDraft, signedIn } from './requests';

const BASE = '/api/editor/maps';

/** Background pictures: checked by decoding them, at most the editor's size, in the formats it takes. */
async function readPicture(data: Buffer): Promise<DecodedPicture | string> {
  const picture = await decodePicture(data);
  if (!picture) return EDITOR_ERRORS.badImage;
  const fits = (side: number) => side >= EDITOR_LIMITS.minSide && side <= EDITOR_LIMITS.maxSide;
  return fits(picture.width) && fits(picture.height) ? picture : EDITOR_ERRORS.imageSize;
}

const pictureTooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if (error?.type !== 'entity.too.large') return next(error);
  res.status(413).json({ success: false, error: EDITOR_ERRORS.imageTooLarge });
};

export function editorRoutes(context: AppContext): Router {
  const router = Router();
  const { db } = context;

  router.get(BASE, async (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    const maps = await listEditorMaps(db, canEditMaps(user) ? null : user.id);
    res.json({ success: true, maps, can_publish: canEditMaps(user) });
  });

  router.post(BASE, rateLimit(context, 'mapDraft'), async (req, res) => {
    const user = signedIn(req, res);
    const input = user && parseBody(createMapSchema, req, res);
    if (!user || !input) return;
    const mapId = await createEditorMap(db, { authorId: user.id, ...input, now: context.now() });
    res.json({ success: true, map_id: mapId });
  });

  router.get(`${BASE}/:mapId`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: false });
    if (editing) await sendDraft(context, res, editing);
  });

  router.post(`${BASE}/:mapId/update`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    const input = editing && parseBody(mapSettingsSchema, req, res);
    if (!editing || !input) return;
    const { recommended_min: recommendedMin, recommended_max: recommendedMax, ...rest } = input;
    await updateEditorMap(
      db,
      editing.row.id,
      { ...rest, recommendedMin, recommendedMax },
      context.now(),
    );
    await sendDraft(context, res, editing);
  });

  router.post(`${BASE}/:mapId/delete`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    if (!editing) return;
    await deleteEditorMap(db, editing.row.id);
    res.json({ success: true });
  });

  router.post(
    `${BASE}/:mapId/background`,
    rateLimit(context, 'mapDraft'),
    express.raw({ type: [...BACKGROUND_TYPES], limit: EDITOR_LIMITS.maxImageBytes }),
    pictureTooLarge,
    async (req: Request, res: Response) => {
      const editing = await editableMap(context, req, res, { shape: true });
      if (!editing) return;
      const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const picture = await readPicture(data);
      if (typeof picture === 'string') {
        res.status(422).json({ success: false, error: picture });
        return;
      }
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      // The type the bytes are, not the request's header (which could say text/html).
      await saveBackground(db, editing.row.id, {
        contentType: PICTURE_TYPES[picture.format],
        data,
        hash,
      });
      const { width, height } = picture;
      await updateEditorMap(db, editing.row.id, { width, height }, context.now());
      await sendDraft(context, res, editing);
    },
  );

  router.get(`${BASE}/:mapId/background`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: false });
    const picture = editing && (await loadBackground(db, editing.row.id));
    if (!editing) return;
    const format = picture && (await storedPictureFormat(picture.contentType, picture.data));
    if (!picture || !format) {
      res.status(404).json({ success: false, error: 'This map has no background picture.' });
      return;
    }
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    sendPicture(res, format, picture.data);
  });

  router.post(`${BASE}/:mapId/publish`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    if (!editing) return;
    if (!canEditMaps(editing.user)) {
      res.status(403).json({ success: false, error: FORBIDDEN });
      return;
    }
    const published = await publishMap(context, editing.row);
    if (!published.ok) {
      res
        .status(422)
        .json({ success: false, error: EDITOR_ERRORS.notValid, errors: published.errors });
      return;
    }
    await sendDraft(context, res, editing, { map_id: editing.row.id });
  });

  // The editor page's base URL (spec §7).
  router.post(`${BASE}/:mapId/territory/add`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    const input = editing && parseBody(territoryAddSchema, req, res);
    if (!editing || !input) return;
    const mapId = editing.row.id;
    if ((await countParts(db, mapId)).territories >= EDITOR_LIMITS.maxTerritories) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.tooManyTerritories });
      return;
    }
    if (input.region !== undefined && !(await findRegion(db, mapId, input.region))) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.noRegion });
      return;
    }
    const { territory: name, x, y, region } = input;
    const terrId = await addTerritory(db, mapId, { name, x, y, regionId: region ?? null });
    await sendDraft(context, res, editing, { terr_id: terrId });
  });

  router.post(`${BASE}/:mapId/territory/remove`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    const input = editing && parseBody(territoryRefSchema, req, res);
    if (!editing || !input) return;
    if (!(await findTerritory(db, editing.row.id, input.territory))) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.noTerritory });
      return;
    }
    await removeTerritory(db, editing.row.id, input.territory);
    await sendDraft(context, res, editing);
  });

  router.post(`${BASE}/:mapId/region/add`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    const input = editing && parseBody(regionAddSchema, req, res);
    if (!editing || !input) return;
    if ((await countParts(db, editing.row.id)).regions >= EDITOR_LIMITS.maxRegions) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.tooManyRegions });
      return;
    }
    const regionId = await addRegion(db, editing.row.id, {
      name: input.region,
      bonus: input.bonus,
    });
    await sendDraft(context, res, editing, { region_id: regionId });
  });

  router.post(`${BASE}/:mapId/region/remove`, async (req, res) => {
    const editing = await editableMap(context, req, res, { shape: true });
    const input = editing && parseBody(regionRefSchema, req, res);
    if (!editing || !input) return;
    if (!(await findRegion(db, editing.row.id, input.region))) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.noRegion });
      return;
    }
    await removeRegion(db, editing.row.id, input.region);
    await sendDraft(context, res, editing);
  });

  router.use(partRoutes(context, BASE));
  return router;
}
