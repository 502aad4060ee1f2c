// Map responses: GET /api/maps (the specification's Map entity, section 3) and GET /api/maps/{mapId}.
import type { GameMap, MapStatus, PlayerCount } from '../maps/types';

/** Map size classes, by territory count (the create-game map filter uses them). */
export const MAP_SIZES = ['small', 'medium', 'large', 'huge'] as const;
export type MapSize = (typeof MAP_SIZES)[number];

export interface MapPoint {
  x: number;
  y: number;
}

/** The specification's Map entity; every field is derived from the map file and the games table. */
export interface MapEntity {
  id: number;
  name: string;
  /** Comma-separated when there are several authors. */
  author: string;
  size: MapSize;
  num_territories: number;
  num_regions: number;
  /** Games created on this map in the last 30 days. */
  num_games_recent: number;
  num_games_total: number;
  /** For display ("22 Nov 2026"). */
  creationDate: string;
  /** As in the file (YYYY-MM-DD). */
  creationDateRaw: string;
  /** "3-6", or "4" when min and max agree. */
  recommended_players_string: string;
  recommended_min_players: number;
  recommended_max_players: number;
  /** The largest player count with a capital layout (0: no capitals games). */
  caps: number;
  /** Capital positions per player count ("2".."9"). */
  capPos: Record<string, MapPoint[]>;
  territoriesCount: number;
  /** /assets/img/maps/{id}.large.jpg, with a version query that changes with the map. */
  imageUrl: string;
  imageThumbnailUrl: string;
  status: MapStatus;
  /** Extra join cost on premium maps (tokens). */
  tokenCost: number;
  /** Large image size in pixels. */
  width: number;
  height: number;
}

export interface MapTerritoryDetail {
  id: number;
  name: string;
  x: number;
  y: number;
  adjacencies: number[];
  region: number;
  /** Polygons in large-image pixels. */
  outline: MapPoint[][];
}

export interface MapRegionDetail {
  id: number;
  name: string;
  bonus: number;
  territories: number[];
}

/** GET /api/maps/{mapId}: the entity plus the geometry the canvas draws. */
export interface MapDetail extends MapEntity {
  territories: MapTerritoryDetail[];
  regions: MapRegionDetail[];
  /** Capital territory ids per player count ("2".."9"), in layout order. */
  capitals: Record<string, number[]>;
  /** King-of-the-hill territories. */
  hills: number[];
}

/**
 * The id of a game page's JSON data block with its map's detail *without outlines* (every
 * territory's `outline` empty; written by server/http/gamePage.ts): enough for the play screen's
 * light map, which draws the discs and the picture. The outlines, most of a detail's bytes (half
 * a megabyte for the largest map), come with GET /api/maps/{mapId} once the light map is drawn.
 */
export const FIRST_MAP_ELEMENT = 'first-map';

/** `detail` without its territories' outlines (see FIRST_MAP_ELEMENT). */
export function withoutOutlines(detail: MapDetail): MapDetail {
  return { ...detail, territories: detail.territories.map((t) => ({ ...t, outline: [] })) };
}

/** How long a game counts as recent for num_games_recent. */
export const RECENT_GAMES_DAYS = 30;

/**
 * The engine's GameMap from `GET /api/maps/{id}`: the client checks forms and asks the engine's
 * selection helpers with the very same modules and map facts as the server.
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
    // The engine needs no outlines; the map's own drawing reads them from the detail.
    territories: detail.territories.map(({ outline: _, ...territory }) => ({
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
