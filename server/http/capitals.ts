import { Router, type NextFunction, type Request, type Response } from 'express';
import type { GameMap } from '../../shared/maps/types';
import { PLAYER_COUNTS } from '../../shared/maps/types';
import type { CapitalEntry, CapitalsResponse } from '../../shared/protocol/capitals';
import type { AppContext } from '../context';

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

/**
 * `/game/create/capitals/{mapId}`: `{success, caps}` for calls; a browser opening the address
 * gets the capital editor page (the client's route of the same path).
 */
export function capitalRoutes(context: AppContext): Router {
  const router = Router();
  const answer = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') return next();
    const mapId = /^\d+$/.test(String(req.params.mapId)) ? Number(req.params.mapId) : NaN;
    const map = context.maps.get(mapId);
    if (!map) {
      res.status(404).json({ success: false, error: 'Map not found.' });
      return;
    }
    res.json(capitalsOf(map));
  };
  router.get('/game/create/capitals/:mapId', answer);
  router.post('/game/create/capitals/:mapId', answer);
  return router;
}
