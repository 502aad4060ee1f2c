import { Router, type RequestHandler } from 'express';
import type { GameMap } from '../../shared/maps/types';
import { PLAYER_COUNTS } from '../../shared/maps/types';
import type { CapitalEntry, CapitalsResponse } from '../../shared/protocol/capitals';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import type { AppContext } from '../context';
import { declaredRoutes } from './declared';

/** The map's capitals per player count ("2".."9"), as spec §3's capital entries. */
export function capitalsOf(map: GameMap): CapitalsResponse {
  const caps: Record<string, CapitalEntry[]> = {};
  for (const count of PLAYER_COUNTS) {
    const ids = map.capitals[count];
    if (!ids) continue;
    caps[count] = ids.map((id) => ({
      territory_id: id,
      name: map.territories[id - 1]?.name ?? '',
    }));
  }
  return { success: true, caps };
}

/** A browser opening the address gets the capital editor page (the client's route of the same path). */
const pageForBrowsers: RequestHandler = (req, _res, next) =>
  next(req.accepts(['json', 'html']) === 'html' ? 'route' : undefined);

/** `/game/create/capitals/{mapId}` (GET and POST): `{success, caps}`. */
export function capitalRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  const answer = ({ params }: { params: { mapId: string } }) => {
    const map = /^\d+$/.test(params.mapId) ? context.maps.get(Number(params.mapId)) : undefined;
    return map ? ok(capitalsOf(map)) : refuse(404, 'Map not found.');
  };
  serve('GET /game/create/capitals/:mapId', answer, { before: [pageForBrowsers] });
  serve('POST /game/create/capitals/:mapId', answer);
  return router;
}
