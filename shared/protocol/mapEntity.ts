/**
 * The specification's Map entity, derived from a validated map and its game counts: nothing in it
 * is typed by hand in the map file.
 */
import { MAP_SIZES, type MapDetail, type MapEntity, type MapSize } from './maps.js';
import { outlinePoints } from '../maps/outline.js';
import type { GameMap } from '../maps/types.js';

export interface MapGameCounts {
  recent: number;
  total: number;
}

/** Small up to 20 territories, medium up to 60, large up to 150, huge beyond. */
export function mapSize(territories: number): MapSize {
  const limits = [20, 60, 150];
  return MAP_SIZES[limits.findIndex((limit) => territories <= limit)] ?? 'huge';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-22" -> "22 Nov 2026" (no time zone involved: the date is only text). */
export function displayDate(raw: string): string {
  const [year, month, day] = raw.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * The widths the server also renders a map's large image at (`?w=`), for screens narrower than
 * the map: a phone 390 px wide at 3 device pixels per px needs 1170, not the 2600 of the largest.
 */
export const MAP_IMAGE_WIDTHS = [640, 1280, 1920] as const;

/**
 * The large image's URL for a screen `screenPixels` device pixels wide: the smallest rendered
 * width that covers it, or the image itself when none is narrower than the map; and the scale to
 * draw that picture at to cover the map (the map's width over its own, as MapView.image.scale:
 * 1 for the image itself).
 */
export function screenSizedImage(
  largeUrl: string,
  mapWidth: number,
  screenPixels: number,
): { url: string; scale: number } {
  const width = MAP_IMAGE_WIDTHS.find((w) => w >= screenPixels && w < mapWidth);
  if (width === undefined) return { url: largeUrl, scale: 1 };
  return {
    url: `${largeUrl}${largeUrl.includes('?') ? '&' : '?'}w=${width}`,
    scale: mapWidth / width,
  };
}

/** The image URLs of the specification, with `version` so a changed map is fetched anew. */
export function mapImageUrls(id: number, version: string): { large: string; small: string } {
  return {
    large: `/assets/img/maps/${id}.large.jpg?v=${version}`,
    small: `/assets/img/maps/${id}.small.jpg?v=${version}`,
  };
}

/** The Map entity (spec §3) of a map. `imageVersion` changes whenever the map's images do. */
export function deriveMapEntity(
  map: GameMap,
  games: MapGameCounts,
  imageVersion: string,
): MapEntity {
  const { min, max } = map.recommendedPlayers;
  const capPos: MapEntity['capPos'] = {};
  for (const [count, ids] of Object.entries(map.capitals)) {
    capPos[count] = ids.map((id) => {
      const t = map.territories[id - 1];
      return { x: t?.x ?? 0, y: t?.y ?? 0 };
    });
  }
  const images = mapImageUrls(map.id, imageVersion);
  return {
    id: map.id,
    name: map.name,
    author: map.author,
    size: mapSize(map.territories.length),
    num_territories: map.territories.length,
    num_regions: map.regions.length,
    num_games_recent: games.recent,
    num_games_total: games.total,
    creationDate: displayDate(map.creationDate),
    creationDateRaw: map.creationDate,
    recommended_players_string: min === max ? String(min) : `${min}-${max}`,
    recommended_min_players: min,
    recommended_max_players: max,
    caps: Math.max(0, ...Object.keys(map.capitals).map(Number)),
    capPos,
    territoriesCount: map.territories.length,
    imageUrl: images.large,
    imageThumbnailUrl: images.small,
    status: map.status,
    tokenCost: map.tokenCost,
    width: map.width,
    height: map.height,
  };
}

/** GET /api/maps/{mapId}: the entity plus territories, regions, capitals and hills. */
export function deriveMapDetail(
  map: GameMap,
  games: MapGameCounts,
  imageVersion: string,
): MapDetail {
  return {
    ...deriveMapEntity(map, games, imageVersion),
    territories: map.territories.map((t) => ({
      id: t.id,
      name: t.name,
      x: t.x,
      y: t.y,
      adjacencies: [...t.adjacencies],
      region: t.region,
      outline: outlinePoints(t),
    })),
    regions: map.regions.map((r) => ({ ...r, territories: [...r.territories] })),
    capitals: Object.fromEntries(
      Object.entries(map.capitals).map(([count, ids]) => [count, [...ids]]),
    ),
    hills: [...map.hills],
  };
}
