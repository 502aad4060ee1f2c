import { Router, type Request, type Response } from 'express';
import { PLAYER_COUNTS } from '../../shared/maps/types';
import type { AppContext } from '../context';

/** Capital entry of spec §3. */
interface CapitalEntry {
  territory_id: number;
  name: string;
}

/** `/game/create/capitals/{mapId}`: the map's capitals per player count ("2".."9"), `{success, caps}`. */
export function capitalRoutes(context: AppContext): Router {
  const router = Router();
  const answer = (req: Request, res: Response) => {
    const mapId = /^\d+$/.test(String(req.params.mapId)) ? Number(req.params.mapId) : NaN;
    const map = context.maps.get(mapId);
    if (!map) {
      res.status(404).json({ success: false, error: 'Map not found.' });
      return;
    }
    const caps: Record<string, CapitalEntry[]> = {};
    for (const count of PLAYER_COUNTS) {
      const ids = map.capitals[count];
      if (!ids) continue;
      caps[count] = ids.map((id) => ({
        territory_id: id,
        name: map.territories[id - 1]?.name ?? '',
      }));
    }
    res.json({ success: true, caps });
  };
  router.get('/game/create/capitals/:mapId', answer);
  router.post('/game/create/capitals/:mapId', answer);
  return router;
}
