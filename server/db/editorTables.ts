/**
 * The map editor's tables: maps being drawn (drafts), their territories, directed adjacencies
 * and regions, their background images, and the capital layouts saved by the capital editor
 * (for every map, shipped or drawn here). A published map's file also goes to the `maps` table.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Ids of maps drawn here start far above the shipped map files' ids, so the two never meet. */
export const FIRST_EDITOR_MAP_ID = 10_000;

export const editorMaps = pgTable('editor_maps', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_EDITOR_MAP_ID }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  recommendedMin: integer('recommended_min').notNull().default(2),
  recommendedMax: integer('recommended_max').notNull().default(6),
  /** Set once, when the map became playable; its territories, regions and borders are then fixed. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The uploaded picture a map is drawn on (kept in the database, so every process can serve it). */
export const editorBackgrounds = pgTable('editor_backgrounds', {
  mapId: integer('map_id')
    .primaryKey()
    .references(() => editorMaps.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  /** Content hash: the image's version in URLs and in the rendered map images' cache key. */
  hash: text('hash').notNull(),
});

export const editorRegions = pgTable(
  'editor_regions',
  {
    id: serial('id').primaryKey(),
    mapId: integer('map_id')
      .notNull()
      .references(() => editorMaps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bonus: integer('bonus').notNull().default(0),
  },
  (table) => [index('editor_regions_map_idx').on(table.mapId)],
);

export const editorTerritories = pgTable(
  'editor_territories',
  {
    id: serial('id').primaryKey(),
    mapId: integer('map_id')
      .notNull()
      .references(() => editorMaps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    regionId: integer('region_id').references(() => editorRegions.id, { onDelete: 'set null' }),
  },
  (table) => [index('editor_territories_map_idx').on(table.mapId)],
);

/** One direction of a border (spec §7 adjacency/add {other, opposite}): the validator wants both. */
export const editorAdjacencies = pgTable(
  'editor_adjacencies',
  {
    id: serial('id').primaryKey(),
    mapId: integer('map_id')
      .notNull()
      .references(() => editorMaps.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => editorTerritories.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => editorTerritories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('editor_adjacencies_pair_idx').on(table.fromId, table.toId),
    index('editor_adjacencies_map_idx').on(table.mapId),
  ],
);

/** Capital layouts saved by the capital editor, by territory key; they replace the map file's. */
export const mapCapitalLayouts = pgTable(
  'map_capital_layouts',
  {
    mapId: integer('map_id').notNull(),
    playerCount: integer('player_count').notNull(),
    keys: jsonb('keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.mapId, table.playerCount] })],
);
