/** The validated, in-memory form of a map. Produced only by `parseMap` (parse.ts) from a map file. */

/** A territory's id: 1..n in file order. 0 is never a territory (the neutral player is 0, a wild card uses 0). */
export type TerritoryId = number;
export type RegionId = number;

/** Map status codes of the specification's Map entity. */
export const MAP_STATUSES = { purchased: 2, premium: 3, beta: 5 } as const;
export type MapStatus = (typeof MAP_STATUSES)[keyof typeof MAP_STATUSES];

export const PLAYER_COUNTS = [2, 3, 4, 5, 6, 7, 8, 9] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

export interface Point {
  x: number;
  y: number;
}

/**
 * A polygon as one flat list of its points' coordinates: x0, y0, x1, y1, … (image pixels). Flat
 * because the shipped maps hold some 73,000 outline points: as {x, y} objects they were about
 * 220,000 objects (each point and its two coordinates) in every server's heap, all marked again
 * by each full garbage collection; a flat ring is two.
 */
export type Ring = readonly number[];

export interface MapTerritory {
  id: TerritoryId;
  /** Stable text id used in map files ("alaska"). */
  key: string;
  name: string;
  /** Anchor point (troop disc) in image pixels of the large image. */
  x: number;
  y: number;
  region: RegionId;
  /** Sorted ascending, no duplicates, never itself; symmetric across the map. */
  adjacencies: TerritoryId[];
  /** Optional polygon(s) in image pixels, for drawing (outline.ts gives their points). */
  outline?: Ring[];
}

export interface MapRegion {
  id: RegionId;
  name: string;
  bonus: number;
  /** Sorted ascending. */
  territories: TerritoryId[];
}

export interface GameMap {
  id: number;
  name: string;
  /** Comma-separated when there are several authors. */
  author: string;
  status: MapStatus;
  /** ISO date (YYYY-MM-DD). */
  creationDate: string;
  width: number;
  height: number;
  /** Index i holds the territory with id i + 1. */
  territories: MapTerritory[];
  /** Index i holds the region with id i + 1. */
  regions: MapRegion[];
  /** Capital territories per player count (2-9); a count without an entry cannot be played as a capitals game. */
  capitals: Partial<Record<PlayerCount, TerritoryId[]>>;
  /** King-of-the-hill territories; empty means the engine picks the highest-degree territory. */
  hills: TerritoryId[];
  recommendedPlayers: { min: number; max: number };
  /** Extra token cost of joining a game on this map (premium maps). */
  tokenCost: number;
}
