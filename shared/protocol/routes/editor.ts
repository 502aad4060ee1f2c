import { z } from 'zod';
import { idParams } from '../contract/params';
import { route, shaped, type RouteTable } from '../contract/route';
import {
  BACKGROUND_TYPES,
  EDITOR_ERRORS,
  EDITOR_LIMITS,
  adjacencySchema,
  createMapSchema,
  mapSettingsSchema,
  regionAddSchema,
  regionRefSchema,
  regionUpdateSchema,
  territoryAddSchema,
  territoryRefSchema,
  territoryUpdateSchema,
  type DraftResponse,
  type DraftSummary,
} from '../editor';

// The map editor (spec §2, §7 "Map admin"): a map's base URL /api/editor/maps/{mapId}/, a
// territory's .../territories/{id}/ and a region's .../regions/{id}/, and the editor's own calls
// (its list, a new map, settings, the background picture, publishing, deleting).

const int = z.number().int();
const TAG = 'Map editor';

const mapDraft = z.object({
  id: int,
  name: z.string(),
  author: z.string(),
  width: int,
  height: int,
  recommended_min: int,
  recommended_max: int,
  published: z.boolean(),
  background: z.string().nullable(),
  territories: z.array(
    z.object({ id: int, name: z.string(), x: int, y: int, region: int.nullable() }),
  ),
  regions: z.array(z.object({ id: int, name: z.string(), bonus: int })),
  adjacencies: z.array(z.object({ id: int, territory: int, other: int, name: z.string() })),
});

/** Every change's answer (and a map's read): the map now and what is still wrong with it. */
const draft = z.object({
  success: z.literal(true),
  map: mapDraft,
  problems: z.array(z.string()),
  can_publish: z.boolean(),
});
const draftReply = shaped<DraftResponse>(draft);
const draftWith = <T extends z.ZodRawShape>(extra: T) =>
  shaped<DraftResponse & z.output<z.ZodObject<T>>>(draft.extend(extra));

const summary = z.object({
  id: int,
  name: z.string(),
  author: z.string(),
  published: z.boolean(),
  territories: int,
  updated_at: z.string(),
});

const SIGNED_OUT = 'Not signed in.';
const NOT_YOURS = 'Neither the map’s author nor staff with the map permission (map.edit).';
const BAD_BODY = 'The body does not parse: its first problem, after its field’s name.';
/** The first problem of a body, after its field's name (`x: Too small`), as the forms show it. */
const invalid = { status: 422, naming: 'field' } as const;

/** A map opened for reading: the author's or any for staff. */
const OPENED = { 401: SIGNED_OUT, 403: NOT_YOURS, 404: EDITOR_ERRORS.noMap };
/** A map whose shape changes: a draft's. */
const CHANGED = { ...OPENED, 409: EDITOR_ERRORS.published };

const mapParams = idParams('mapId');
// A part's id is looked up on the map: one that is not a row id is "no such territory", like
// an unknown one, after the map itself is found.
const territoryParams = mapParams.extend({ territoryId: z.string() });
const regionParams = mapParams.extend({ regionId: z.string() });

/** A change on the map's base URL. */
const mapChange = <B extends z.ZodType, R extends z.ZodType>(
  summaryText: string,
  body: B,
  reply: R,
  refusals: Partial<Record<number, string>> = {},
) =>
  route({
    summary: summaryText,
    tag: TAG,
    access: 'player',
    params: mapParams,
    missing: EDITOR_ERRORS.noMap,
    body,
    invalid,
    reply,
    refusals: { ...CHANGED, 422: BAD_BODY, ...refusals },
  });

/** A change on a territory's or a region's base URL. */
const partChange = <P extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(
  summaryText: string,
  params: P,
  noPart: string,
  body: B,
  reply: R,
  refusals: Partial<Record<number, string>> = {},
) =>
  route({
    summary: summaryText,
    tag: TAG,
    access: 'player',
    params,
    missing: EDITOR_ERRORS.noMap,
    body,
    invalid,
    reply,
    refusals: { ...CHANGED, 404: `${EDITOR_ERRORS.noMap} / ${noPart}`, 422: BAD_BODY, ...refusals },
  });

const noTerritory422 = { 422: `${BAD_BODY} Or: ${EDITOR_ERRORS.noTerritory}` };

export const EDITOR_ROUTES = {
  'GET /api/editor/maps': route({
    summary:
      'The maps in the editor: one’s own (every map for staff), and whether one may publish.',
    tag: TAG,
    access: 'player',
    reply: z.object({
      success: z.literal(true),
      maps: shaped<DraftSummary[]>(z.array(summary)),
      can_publish: z.boolean(),
    }),
    refusals: { 401: SIGNED_OUT },
  }),
  'POST /api/editor/maps': route({
    summary: 'Creates an empty map (its name and picture size); its author edits it as a draft.',
    tag: TAG,
    access: 'player',
    limit: 'mapDraft',
    body: createMapSchema,
    invalid,
    reply: z.object({ success: z.literal(true), map_id: int }),
    refusals: { 401: SIGNED_OUT, 422: BAD_BODY, 429: 'Too many maps drafted.' },
  }),
  'GET /api/editor/maps/:mapId': route({
    summary: 'One map in the editor and what is still wrong with it.',
    tag: TAG,
    access: 'player',
    params: mapParams,
    missing: EDITOR_ERRORS.noMap,
    reply: draftReply,
    refusals: OPENED,
  }),
  'POST /api/editor/maps/:mapId/update': mapChange(
    'Changes the map’s name, picture size or recommended players.',
    mapSettingsSchema,
    draftReply,
  ),
  'POST /api/editor/maps/:mapId/delete': route({
    summary: 'Deletes a draft.',
    tag: TAG,
    access: 'player',
    params: mapParams,
    missing: EDITOR_ERRORS.noMap,
    reply: z.object({ success: z.literal(true) }),
    refusals: CHANGED,
  }),
  'POST /api/editor/maps/:mapId/background': route({
    summary: 'Uploads the background picture as it is; the map takes its size.',
    tag: TAG,
    access: 'player',
    limit: 'mapDraft',
    params: mapParams,
    missing: EDITOR_ERRORS.noMap,
    upload: { contentTypes: BACKGROUND_TYPES, maxBytes: EDITOR_LIMITS.maxImageBytes },
    reply: draftReply,
    refusals: {
      ...CHANGED,
      413: EDITOR_ERRORS.imageTooLarge,
      422: `${EDITOR_ERRORS.badImage} Or: ${EDITOR_ERRORS.imageSize}`,
      429: 'Too many maps drafted.',
    },
  }),
  'GET /api/editor/maps/:mapId/background': route({
    summary: 'The background picture, served as the type its bytes are.',
    tag: TAG,
    access: 'player',
    params: mapParams,
    missing: EDITOR_ERRORS.noMap,
    reply: z.string().meta({ description: 'The picture: PNG, JPEG or WebP, as its bytes are.' }),
    raw: { contentType: 'image/*', binary: true },
    refusals: { ...OPENED, 404: `${EDITOR_ERRORS.noMap} Or: This map has no background picture.` },
  }),
  'POST /api/editor/maps/:mapId/publish': route({
    summary: 'Publishes a valid draft: it becomes playable (as a beta map) and keeps its shape.',
    tag: TAG,
    access: 'player',
    params: mapParams,
    missing: EDITOR_ERRORS.noMap,
    reply: draftWith({ map_id: int }),
    refusals: {
      ...CHANGED,
      403: 'Not staff with the map permission (map.edit).',
      422: `${EDITOR_ERRORS.notValid} errors lists what is wrong.`,
    },
  }),
  'POST /api/editor/maps/:mapId/territory/add': mapChange(
    'Adds a territory at a point, optionally into a region.',
    territoryAddSchema,
    draftWith({ terr_id: int }),
    {
      422: `${BAD_BODY} Or: ${EDITOR_ERRORS.tooManyTerritories} Or: ${EDITOR_ERRORS.noRegion}`,
    },
  ),
  'POST /api/editor/maps/:mapId/territory/remove': mapChange(
    'Removes a territory (and its borders).',
    territoryRefSchema,
    draftReply,
    noTerritory422,
  ),
  'POST /api/editor/maps/:mapId/region/add': mapChange(
    'Adds a region with its bonus.',
    regionAddSchema,
    draftWith({ region_id: int }),
    { 422: `${BAD_BODY} Or: ${EDITOR_ERRORS.tooManyRegions}` },
  ),
  'POST /api/editor/maps/:mapId/region/remove': mapChange(
    'Removes a region; its territories are in no region then.',
    regionRefSchema,
    draftReply,
    { 422: `${BAD_BODY} Or: ${EDITOR_ERRORS.noRegion}` },
  ),
  'POST /api/editor/maps/:mapId/territories/:territoryId/update': partChange(
    'Renames or moves a territory, or puts it in a region (null: in none).',
    territoryParams,
    EDITOR_ERRORS.noTerritory,
    territoryUpdateSchema,
    draftReply,
    { 422: `${BAD_BODY} Or: ${EDITOR_ERRORS.noRegion}` },
  ),
  'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/add': partChange(
    'Adds the border to another territory (opposite: both ways); answers the new row.',
    territoryParams,
    EDITOR_ERRORS.noTerritory,
    adjacencySchema,
    draftWith({ row: z.object({ id: int, territory: int, other: int, name: z.string() }) }),
    { 422: `${BAD_BODY} Or: ${EDITOR_ERRORS.noTerritory} Or: ${EDITOR_ERRORS.selfBorder}` },
  ),
  'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/remove': partChange(
    'Removes the border to another territory (opposite: both ways).',
    territoryParams,
    EDITOR_ERRORS.noTerritory,
    adjacencySchema,
    draftReply,
    { 422: `${BAD_BODY} Or: ${EDITOR_ERRORS.noTerritory} Or: ${EDITOR_ERRORS.selfBorder}` },
  ),
  'POST /api/editor/maps/:mapId/regions/:regionId/update': partChange(
    'Renames a region or changes its bonus.',
    regionParams,
    EDITOR_ERRORS.noRegion,
    regionUpdateSchema,
    draftReply,
  ),
  'POST /api/editor/maps/:mapId/regions/:regionId/territory/add': partChange(
    'Puts a territory of the map in this region.',
    regionParams,
    EDITOR_ERRORS.noRegion,
    territoryRefSchema,
    draftReply,
    noTerritory422,
  ),
  'POST /api/editor/maps/:mapId/regions/:regionId/territory/remove': partChange(
    'Takes a territory out of this region.',
    regionParams,
    EDITOR_ERRORS.noRegion,
    territoryRefSchema,
    draftReply,
    noTerritory422,
  ),
} satisfies RouteTable;
