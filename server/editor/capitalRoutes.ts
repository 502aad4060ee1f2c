/**
 * Saving the capital editor's layouts (spec §2, §5): POST /game/create/capitals/{mapId}/save
 * {caps: {"2": [names], ...}}. Each list is checked with the spec's texts; an empty list removes
 * that player count's layout. Saved layouts replace the map's own for games created from then on.
 */
import { Router } from 'express';
import { PLAYER_COUNTS } from '../../shared/maps/types';
import { capitalsSaveSchema, checkCapitals, territoryFinder } from '../../shared/protocol/capitals';
import { FORBIDDEN } from '../auth/guards';
import type { AppContext } from '../context';
import { capitalsOf } from '../http/capitals';
import { canEditMaps } from './access';
import { saveCapitalLayouts } from './repository';
import { parseBody, pathId, signedIn } from './requests';
import { announceMapChanged, refreshMap } from './runtimeMaps';

export function capitalEditorRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/game/create/capitals/:mapId/save', async (req, res) => {
    const user = signedIn(req, res);
    if (!user) return;
    if (!canEditMaps(user)) {
      res.status(403).json({ success: false, error: FORBIDDEN });
      return;
    }
    const id = pathId(req, 'mapId');
    const map = id === undefined ? undefined : context.maps.get(id);
    if (!map) {
      res.status(404).json({ success: false, error: 'Map not found.' });
      return;
    }
    const input = parseBody(capitalsSaveSchema, req, res);
    if (!input) return;
    const find = territoryFinder(map.territories);
    const layouts = new Map<number, string[]>();
    for (const count of PLAYER_COUNTS) {
      const names = input.caps[String(count)];
      if (!names) continue;
      const check = checkCapitals(names, count, find);
      if (names.length > 0 && check.tone !== 'success') {
        const error =
          check.tone === 'error' ? [check.text, ...check.invalid].join(' ') : check.text;
        res
          .status(422)
          .json({ success: false, error, player_count: count, invalid: check.invalid });
        return;
      }
      layouts.set(
        count,
        check.ids.map((tid) => map.territories[tid - 1]?.key ?? ''),
      );
    }
    await saveCapitalLayouts(context.db, map.id, layouts, context.now());
    await refreshMap(context, map.id);
    announceMapChanged(map.id);
    res.json(capitalsOf(context.maps.get(map.id) ?? map));
  });
  return router;
}
