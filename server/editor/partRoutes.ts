/**
 * The territory and region edit pages' base URLs (spec §2, §7): a territory's
 * /api/editor/maps/{mapId}/territories/{id}/ (update, adjacency/add, adjacency/remove) and a
 * region's /api/editor/maps/{mapId}/regions/{id}/ (update, territory/add, territory/remove).
 * The map editor calls the same endpoints when a territory is dragged or two are linked.
 */
import { Router, type Request, type Response } from 'express';
import {
  EDITOR_ERRORS,
  adjacencySchema,
  regionUpdateSchema,
  territoryRefSchema,
  territoryUpdateSchema,
} from '../../shared/protocol/editor';
import type { AppContext } from '../context';
import {
  addAdjacency,
  findRegion,
  findTerritory,
  leaveRegion,
  removeAdjacency,
  updateRegion,
  updateTerritory,
} from './repository';
import { editableMap, parseBody, pathId, sendDraft, type Editing } from './requests';

type Found<T> = Editing & { part: T };

export function partRoutes(context: AppContext, base: string): Router {
  const router = Router();
  const { db } = context;

  const refuse = (res: Response, error: string) =>
    void res.status(404).json({ success: false, error });

  /** The editable map and its territory of `:territoryId`, or an answer already sent. */
  async function territoryOf(req: Request, res: Response) {
    const editing = await editableMap(context, req, res, { shape: true });
    const id = pathId(req, 'territoryId');
    const part = editing && id !== undefined && (await findTerritory(db, editing.row.id, id));
    if (editing && !part) refuse(res, EDITOR_ERRORS.noTerritory);
    return part ? ({ ...editing, part } as Found<typeof part>) : undefined;
  }

  async function regionOf(req: Request, res: Response) {
    const editing = await editableMap(context, req, res, { shape: true });
    const id = pathId(req, 'regionId');
    const part = editing && id !== undefined && (await findRegion(db, editing.row.id, id));
    if (editing && !part) refuse(res, EDITOR_ERRORS.noRegion);
    return part ? ({ ...editing, part } as Found<typeof part>) : undefined;
  }

  const territoryBase = `${base}/:mapId/territories/:territoryId`;
  const regionBase = `${base}/:mapId/regions/:regionId`;

  router.post(`${territoryBase}/update`, async (req, res) => {
    const found = await territoryOf(req, res);
    const input = found && parseBody(territoryUpdateSchema, req, res);
    if (!found || !input) return;
    const { region, ...rest } = input;
    if (region && !(await findRegion(db, found.row.id, region))) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.noRegion });
      return;
    }
    const patch = region === undefined ? rest : { ...rest, regionId: region };
    await updateTerritory(db, found.row.id, found.part.id, patch);
    await sendDraft(context, res, found);
  });

  /** adjacency/add and adjacency/remove: the other territory must be on the same map. */
  async function adjacencyCall(req: Request, res: Response, add: boolean) {
    const found = await territoryOf(req, res);
    const input = found && parseBody(adjacencySchema, req, res);
    if (!found || !input) return;
    const from = found.part.id;
    const other = await findTerritory(db, found.row.id, input.other);
    if (!other) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.noTerritory });
      return;
    }
    if (other.id === from) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.selfBorder });
      return;
    }
    if (!add) {
      await removeAdjacency(db, found.row.id, from, other.id, input.opposite);
      return sendDraft(context, res, found);
    }
    const id = await addAdjacency(db, found.row.id, from, other.id, input.opposite);
    await sendDraft(context, res, found, {
      row: { id, territory: from, other: other.id, name: other.name },
    });
  }
  router.post(`${territoryBase}/adjacency/add`, (req, res) => adjacencyCall(req, res, true));
  router.post(`${territoryBase}/adjacency/remove`, (req, res) => adjacencyCall(req, res, false));

  router.post(`${regionBase}/update`, async (req, res) => {
    const found = await regionOf(req, res);
    const input = found && parseBody(regionUpdateSchema, req, res);
    if (!found || !input) return;
    await updateRegion(db, found.row.id, found.part.id, input);
    await sendDraft(context, res, found);
  });

  /** territory/add puts a territory of the map in this region; territory/remove takes it out. */
  async function membershipCall(req: Request, res: Response, add: boolean) {
    const found = await regionOf(req, res);
    const input = found && parseBody(territoryRefSchema, req, res);
    if (!found || !input) return;
    const territory = await findTerritory(db, found.row.id, input.territory);
    if (!territory) {
      res.status(422).json({ success: false, error: EDITOR_ERRORS.noTerritory });
      return;
    }
    if (add) await updateTerritory(db, found.row.id, territory.id, { regionId: found.part.id });
    else await leaveRegion(db, found.row.id, found.part.id, territory.id);
    await sendDraft(context, res, found);
  }
  router.post(`${regionBase}/territory/add`, (req, res) => membershipCall(req, res, true));
  router.post(`${regionBase}/territory/remove`, (req, res) => membershipCall(req, res, false));

  return router;
}
