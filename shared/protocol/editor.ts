// The map editor's calls (spec §7 "Map admin", under the base URL each editor page supplies) and
// its own: creating a map, its settings, its background picture, publishing. One validation
// module for the client's forms and the server's edge.
import { z } from 'zod';
import { idField, intField, lineField } from './fields';

export const EDITOR_LIMITS = {
  mapName: 80,
  name: 60,
  /** Largest side of a map picture, in pixels (the large image is drawn at this size). */
  maxSide: 4000,
  minSide: 200,
  maxTerritories: 400,
  maxRegions: 100,
  maxBonus: 100,
  /** Uploaded background pictures, in bytes. */
  maxImageBytes: 4 * 1024 * 1024,
} as const;

/**
 * The picture formats a background may be, by the decoder's name, and the one type each is
 * stored and served as: what the picture's bytes are, never what an upload's header says.
 */
export const PICTURE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export type PictureFormat = keyof typeof PICTURE_TYPES;

/** The types an upload may be sent as (the file picker offers these). */
export const BACKGROUND_TYPES = Object.values(PICTURE_TYPES);

/** The editor's refusals, one clear sentence each. */
export const EDITOR_ERRORS = {
  noMap: 'There is no such map in the editor.',
  noTerritory: 'There is no such territory on this map.',
  noRegion: 'There is no such region on this map.',
  published: 'This map is published: its territories, regions and borders can no longer change.',
  selfBorder: 'A territory cannot border itself.',
  tooManyTerritories: `A map has at most ${EDITOR_LIMITS.maxTerritories} territories.`,
  tooManyRegions: `A map has at most ${EDITOR_LIMITS.maxRegions} regions.`,
  badImage: 'The background must be a PNG, JPEG or WebP picture.',
  imageTooLarge: `The background picture may be at most ${EDITOR_LIMITS.maxImageBytes / 1024 / 1024} MB.`,
  imageSize: `The background picture must be between ${EDITOR_LIMITS.minSide} and ${EDITOR_LIMITS.maxSide} pixels on each side.`,
  notValid: 'The map is not valid yet.',
} as const;

/** A name shown on a map: one line, trimmed, not empty. */
const nameOf = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'A name is needed.')
    .max(max, `Names are at most ${max} characters.`)
    .pipe(lineField(max));

const coordinate = intField(0, EDITOR_LIMITS.maxSide);
const side = intField(EDITOR_LIMITS.minSide, EDITOR_LIMITS.maxSide);
const bonus = intField(0, EDITOR_LIMITS.maxBonus);
const playerCount = intField(2, 9);
/** Form-style booleans: true/false, 1/0, "1"/"0", "true"/"false". */
const flag = z.union([
  z.boolean(),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
  z.enum(['1', 'true']).transform(() => true),
  z.enum(['0', 'false']).transform(() => false),
]);

export const createMapSchema = z.object({
  name: nameOf(EDITOR_LIMITS.mapName),
  width: side.default(1200),
  height: side.default(800),
});

export const mapSettingsSchema = z
  .object({
    name: nameOf(EDITOR_LIMITS.mapName).optional(),
    width: side.optional(),
    height: side.optional(),
    recommended_min: playerCount.optional(),
    recommended_max: playerCount.optional(),
  })
  .refine(
    (v) => !v.recommended_min || !v.recommended_max || v.recommended_min <= v.recommended_max,
    'The recommended minimum cannot exceed the maximum.',
  );

/** Map base: territory/add {territory} (its name) at the clicked point, optionally into a region. */
export const territoryAddSchema = z.object({
  territory: nameOf(EDITOR_LIMITS.name),
  x: coordinate,
  y: coordinate,
  region: idField.optional(),
});

/** territory/remove {territory} (map base) and territory/add|remove {territory} (region base). */
export const territoryRefSchema = z.object({ territory: idField });

/** Territory base: update {name, x, y, region} (region null: in no region). */
export const territoryUpdateSchema = z.object({
  name: nameOf(EDITOR_LIMITS.name).optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
  region: idField.nullable().optional(),
});

/** Territory base: adjacency/add|remove {other, opposite}: opposite also does other -> this. */
export const adjacencySchema = z.object({ other: idField, opposite: flag.default(true) });

/** Map base: region/add {region} (its name, and a bonus). */
export const regionAddSchema = z.object({
  region: nameOf(EDITOR_LIMITS.name),
  bonus: bonus.default(0),
});

export const regionRefSchema = z.object({ region: idField });

/** Region base: update {name, bonus}. */
export const regionUpdateSchema = z.object({
  name: nameOf(EDITOR_LIMITS.name).optional(),
  bonus: bonus.optional(),
});

export interface DraftTerritory {
  id: number;
  name: string;
  x: number;
  y: number;
  /** null: in no region yet. */
  region: number | null;
}

export interface DraftRegion {
  id: number;
  name: string;
  bonus: number;
}

/** One direction of a border (adjacency/add's `row`). */
export interface AdjacencyRow {
  id: number;
  territory: number;
  other: number;
  /** The other territory's name, for the territory page's list. */
  name: string;
}

/** A map in the editor, as every editor page reads it. */
export interface MapDraft {
  id: number;
  name: string;
  author: string;
  width: number;
  height: number;
  recommended_min: number;
  recommended_max: number;
  /** Published maps are playable (status beta first) and keep their shape. */
  published: boolean;
  /** The background picture's URL (versioned), or null for an empty canvas. */
  background: string | null;
  territories: DraftTerritory[];
  regions: DraftRegion[];
  adjacencies: AdjacencyRow[];
}

/** GET /api/editor/maps/{id} and every change's answer: the map now and what is still wrong. */
export interface DraftResponse {
  success: true;
  map: MapDraft;
  problems: string[];
  /** Whether the asking user may publish it (staff with the map permission). */
  can_publish: boolean;
}

export interface DraftSummary {
  id: number;
  name: string;
  author: string;
  published: boolean;
  territories: number;
  updated_at: string;
}
