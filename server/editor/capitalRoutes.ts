/**
 * Saving the capital editor's layouts (spec §2, §5): POST /game/create/capitals/{mapId}/save
 * {caps: {"2": [names], ...}}. Each list is checked with the spec's texts; an empty list removes
 * that player count's layout. Saved layouts replace the map's own for games created from then on.
 */
import { Router } from 'express';
import { PLAYER_COUNTS } from '../../shared/maps/types';
import { checkCapitals, territoryFinder } from '../../shared/protocol/capitals';
import { ok, refuse } from '../../shared/protocol/contract/envelope';
import { parseId } from '../../shared/protocol/fields';
import { FORBIDDEN } from '../auth/guards';
import type { AppContext } from '../context';
import { capitalsOf } from '../http/capitals';
import { declaredRoutes } from '../http/declared';
import { canEditMaps } from './access';
import { saveCapitalLayouts } from './repository';
import { announceMapChanged, refreshMap } from './runtimeMaps';

export function capitalEditorRoutes(context: AppContext): Router {
  const router = Router();
  const serve = declaredRoutes(router, context);
  serve('POST /game/create/capitals/:mapId/save', async ({ params, body, req }) => {
    if (!canEditMaps(req.viewer.user)) return refuse(403, FORBIDDEN);
    const id = parseId(params.mapId);
    const map = id === undefined ? undefined : context.maps.get(id);
    if (!map) return refuse(404, 'Map not found.');
    const find = territoryFinder(map.territories);
    const layouts = new Map<number, string[]>();
    for (const count of PLAYER_COUNTS) {
      const names = body.caps[String(count)];
      if (!names) continue;
      const check = checkCapitals(names, count, find);
      if (names.length > 0 && check.tone !== 'success') {
        const error =
          check.tone === 'error' ? [check.text, ...check.invalid].join(' ') : check.text;
        const refusal = {
          success: false as const,
          error,
          player_count: count,
          invalid: check.invalid,
        };
        return { status: 422, body: refusal };
      }
      layouts.set(
        count,
        check.ids.map((tid) => map.territories[tid - 1]?.key ?? ''),
      );
    }
    await saveCapitalLayouts(context.db, map.id, layouts, context.now());
    await refreshMap(context, map.id);
    announceMapChanged(map.id);
    return ok(capitalsOf(context.maps.get(map.id) ?? map));
  });
  return router;
}
