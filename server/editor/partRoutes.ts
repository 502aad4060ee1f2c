/**
 * The territory and region edit pages' base URLs (spec §2, §7): a territory's
 * /api/editor/maps/{mapId}/territories/{id}/ (update, adjacency/add, adjacency/remove) and a
 * region's /api/editor/maps/{mapId}/regions/{id}/ (update, territory/add, territory/remove).
 * The map editor calls the same endpoints when a territory is dragged or two are linked.
 */
import type { Request } from 'express';
import { refuse } from '../../shared/protocol/contract/envelope';
import { EDITOR_ERRORS } from '../../shared/protocol/editor';
import { parseId } from '../../shared/protocol/fields';
import type { AppContext } from '../context';
import type { declaredRoutes } from '../http/declared';
import {
  addAdjacency,
  findRegion,
  findTerritory,
  leaveRegion,
  removeAdjacency,
  updateRegion,
  updateTerritory,
} from './repository';
import { draftReply, editableMap, isRefusal, type Editing } from './requests';

type Found<T> = Editing & { part: T };
type Serve = ReturnType<typeof declaredRoutes>;
type TerritoryParams = { mapId: number; territoryId: string };
type RegionParams = { mapId: number; regionId: string };

export function partRoutes(context: AppContext, serve: Serve): void {
  const { db } = context;

  /** The editable map and its territory of `:territoryId`, or the refusal to answer. */
  async function territoryOf(req: Request, { mapId, territoryId }: TerritoryParams) {
    const editing = await editableMap(context, req, mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    const id = parseId(territoryId);
    const part = id !== undefined && (await findTerritory(db, editing.row.id, id));
    if (!part) return refuse(404, EDITOR_ERRORS.noTerritory);
    return { ...editing, part } as Found<typeof part>;
  }

  async function regionOf(req: Request, { mapId, regionId }: RegionParams) {
    const editing = await editableMap(context, req, mapId, { shape: true });
    if (isRefusal(editing)) return editing;
    const id = parseId(regionId);
    const part = id !== undefined && (await findRegion(db, editing.row.id, id));
    if (!part) return refuse(404, EDITOR_ERRORS.noRegion);
    return { ...editing, part } as Found<typeof part>;
  }

  serve(
    'POST /api/editor/maps/:mapId/territories/:territoryId/update',
    async ({ params, body, req }) => {
      const found = await territoryOf(req, params);
      if (isRefusal(found)) return found;
      const { region, ...rest } = body;
      if (region && !(await findRegion(db, found.row.id, region))) {
        return refuse(422, EDITOR_ERRORS.noRegion);
      }
      const patch = region === undefined ? rest : { ...rest, regionId: region };
      await updateTerritory(db, found.row.id, found.part.id, patch);
      return draftReply(context, found);
    },
  );

  /** adjacency/add and adjacency/remove: the other territory must be on the same map. */
  async function borderOf(req: Request, params: TerritoryParams, otherId: number) {
    const found = await territoryOf(req, params);
    if (isRefusal(found)) return found;
    const other = await findTerritory(db, found.row.id, otherId);
    if (!other) return refuse(422, EDITOR_ERRORS.noTerritory);
    if (other.id === found.part.id) return refuse(422, EDITOR_ERRORS.selfBorder);
    return { ...found, other };
  }

  serve(
    'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/add',
    async ({ params, body, req }) => {
      const border = await borderOf(req, params, body.other);
      if (isRefusal(border)) return border;
      const { row: map, part, other } = border;
      const id = await addAdjacency(db, map.id, part.id, other.id, body.opposite);
      const row = { id, territory: part.id, other: other.id, name: other.name };
      return draftReply(context, border, { row });
    },
  );

  serve(
    'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/remove',
    async ({ params, body, req }) => {
      const border = await borderOf(req, params, body.other);
      if (isRefusal(border)) return border;
      await removeAdjacency(db, border.row.id, border.part.id, border.other.id, body.opposite);
      return draftReply(context, border);
    },
  );

  serve('POST /api/editor/maps/:mapId/regions/:regionId/update', async ({ params, body, req }) => {
    const found = await regionOf(req, params);
    if (isRefusal(found)) return found;
    await updateRegion(db, found.row.id, found.part.id, body);
    return draftReply(context, found);
  });

  /** territory/add puts a territory of the map in this region; territory/remove takes it out. */
  async function membership(req: Request, params: RegionParams, territoryId: number, add: boolean) {
    const found = await regionOf(req, params);
    if (isRefusal(found)) return found;
    const territory = await findTerritory(db, found.row.id, territoryId);
    if (!territory) return refuse(422, EDITOR_ERRORS.noTerritory);
    if (add) await updateTerritory(db, found.row.id, territory.id, { regionId: found.part.id });
    else await leaveRegion(db, found.row.id, found.part.id, territory.id);
    return draftReply(context, found);
  }
  serve('POST /api/editor/maps/:mapId/regions/:regionId/territory/add', ({ params, body, req }) =>
    membership(req, params, body.territory, true),
  );
  serve(
    'POST /api/editor/maps/:mapId/regions/:regionId/territory/remove',
    ({ params, body, req }) => membership(req, params, body.territory, false),
  );
}
