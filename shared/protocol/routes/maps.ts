import { z } from 'zod';
import { route, shaped, type RouteTable } from '../contract/route';
import { MAP_SIZES, type MapDetail, type MapEntity } from '../maps';

// The map catalogue (spec §3's Map entity) and one map's geometry.

const int = z.number().int();
const point = z.object({ x: z.number(), y: z.number() });

const mapEntity = z.object({
  id: int,
  name: z.string(),
  author: z.string(),
  size: z.enum(MAP_SIZES),
  num_territories: int,
  num_regions: int,
  num_games_recent: int,
  num_games_total: int,
  creationDate: z.string(),
  creationDateRaw: z.string(),
  recommended_players_string: z.string(),
  recommended_min_players: int,
  recommended_max_players: int,
  caps: int,
  capPos: z.record(z.string(), z.array(point)),
  territoriesCount: int,
  imageUrl: z.string(),
  imageThumbnailUrl: z.string(),
  status: int,
  tokenCost: z.number(),
  width: z.number(),
  height: z.number(),
});

const mapDetail = mapEntity.extend({
  territories: z.array(
    z.object({
      id: int,
      name: z.string(),
      x: z.number(),
      y: z.number(),
      adjacencies: z.array(int),
      region: int,
      outline: z.array(z.array(point)),
    }),
  ),
  regions: z.array(
    z.object({ id: int, name: z.string(), bonus: z.number(), territories: z.array(int) }),
  ),
  capitals: z.record(z.string(), z.array(int)),
  hills: z.array(int),
});

export const MAP_ROUTES = {
  'GET /api/maps': route({
    summary: 'Every map of the catalogue, as the spec’s Map entity.',
    tag: 'Maps',
    access: 'anyone',
    reply: shaped<MapEntity[]>(z.array(mapEntity)),
    refusals: {},
  }),
  'GET /api/maps/:mapId': route({
    summary:
      'One map: the entity plus the territories, regions, capitals and hills the canvas draws.',
    tag: 'Maps',
    access: 'anyone',
    // The path's id is matched against the catalogue as it is (an unknown one is the 404).
    params: z.object({ mapId: z.string() }),
    reply: shaped<MapDetail>(mapDetail),
    refusals: { 404: 'Map not found.' },
  }),
} satisfies RouteTable;
