import { z } from 'zod';
import { route, shaped, type RouteTable } from '../contract/route';
import { capitalsSaveSchema, type CapitalsResponse } from '../capitals';

// The capitals of a map per player count and the capital editor's save (spec §2, §5).

const NO_MAP = 'Map not found.';
const TAG = 'Maps';

const capitals = shaped<CapitalsResponse>(
  z.object({
    success: z.literal(true),
    caps: z.record(
      z.string(),
      z.array(z.object({ territory_id: z.number().int(), name: z.string() })),
    ),
  }),
);

// The path's id is matched against the maps as it is (anything else is the 404).
const mapParams = z.object({ mapId: z.string() });

const read = route({
  summary:
    'The map’s capitals per player count ("2".."9") with their names. A browser opening the address (asking for HTML) gets the capital editor’s page instead.',
  tag: TAG,
  access: 'anyone',
  params: mapParams,
  reply: capitals,
  refusals: { 404: NO_MAP },
});

export const CAPITAL_ROUTES = {
  'GET /game/create/capitals/:mapId': read,
  'POST /game/create/capitals/:mapId': read,
  'POST /game/create/capitals/:mapId/save': route({
    summary:
      'Saves the capital layouts (names in order per player count; an empty list removes one); games created from then on use them.',
    tag: TAG,
    access: 'player',
    params: mapParams,
    body: capitalsSaveSchema,
    invalid: { status: 422, naming: 'field' },
    reply: capitals,
    refusals: {
      401: 'Not signed in.',
      403: 'Not staff with the map permission (map.edit).',
      404: NO_MAP,
      422: 'A list is wrong: error is the spec’s text (with the names that are not territories), player_count its list and invalid those names.',
    },
  }),
} satisfies RouteTable;
