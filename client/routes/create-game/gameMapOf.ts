import type { GameMap, MapStatus, PlayerCount } from '../../../shared/maps/types';
import type { MapDetail } from '../../../shared/protocol/maps';

/**
 * The map as `checkCreateGame` (shared with the server) needs it, from `GET /api/maps/{id}`:
 * the client checks the form with the very same module and the same map facts as the server.
 */
export function gameMapOf(detail: MapDetail): GameMap {
  const capitals: GameMap['capitals'] = {};
  for (const [count, ids] of Object.entries(detail.capitals))
    capitals[Number(count) as PlayerCount] = ids;
  return {
    id: detail.id,
    name: detail.name,
    author: detail.author,
    status: detail.status as MapStatus,
    creationDate: detail.creationDateRaw,
    width: detail.width,
    height: detail.height,
    territories: detail.territories.map((territory) => ({
      ...territory,
      key: String(territory.id),
    })),
    regions: detail.regions,
    capitals,
    hills: detail.hills,
    recommendedPlayers: {
      min: detail.recommended_min_players,
      max: detail.recommended_max_players,
    },
    tokenCost: detail.tokenCost,
  };
}
