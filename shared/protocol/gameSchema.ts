import { schema, t, type SchemaType } from '@colyseus/schema';
import { PLAYER_FIELDS, type PlayerFieldTable } from './playerFields';

/**
 * The room's synchronised state: the projection (`GameView`, shared/engine/view.ts) shaped for
 * patches. Every part the projection may hide from a viewer is a schema instance whose fields are
 * tagged `.view()`; a client's StateView holds exactly the instances its projection shows
 * (server/rooms/views.ts), so a hidden part arrives as undefined where the projection says null.
 */

/** A territory: owner (0 neutral) and troops; hidden under fog. */
export const TerritorySchema = schema(
  {
    player_id: t.int16().view(),
    troops: t.int32().view(),
  },
  'Territory',
);

/** What fog hides of a player from the other sides. */
export const PlayerCountsSchema = schema(
  {
    territories: t.uint16().view(),
    troops: t.int32().view(),
    /** Troops still to place this turn. */
    reinforcements: t.int32().view(),
  },
  'PlayerCounts',
);

/** What only the player itself sees. */
export const PlayerSecretSchema = schema(
  {
    hand: t.array('uint16').view(),
    /** Colour (0 wild, 1-3) of each card in `hand`, same order. */
    hand_colors: t.array('uint8').view(),
    /** Assassination target (player or team), 0 none. */
    target: t.uint8().view(),
    /** The mission as JSON, empty without one. */
    mission: t.string().view(),
  },
  'PlayerSecret',
);

/** The schema fields of a player field table, for `schema({...})`. */
export function playerSchemaFields<T extends PlayerFieldTable>(
  table: T,
): { [K in keyof T]: ReturnType<(typeof t)[T[K]['type']]> } {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(table)) fields[name] = t[field.type]();
  return fields as { [K in keyof T]: ReturnType<(typeof t)[T[K]['type']]> };
}

/** A player: the field table's plain fields (playerFields.ts), its counts and its secret. */
export const PlayerSchema = schema(
  {
    ...playerSchemaFields(PLAYER_FIELDS),
    counts: t.ref(PlayerCountsSchema),
    secret: t.ref(PlayerSecretSchema),
  },
  'Player',
);

/** A turn's last conquest; under fog only where the viewer sees one of its ends. */
export const ConquestSchema = schema(
  {
    from: t.uint16().view(),
    to: t.uint16().view(),
  },
  'Conquest',
);

export const TurnSchema = schema(
  {
    player_id: t.uint8(),
    user_id: t.uint32(),
    step: t.uint8(),
    round: t.uint32(),
    turn_id: t.uint32(),
    expires_at: t.float64(),
    min_move: t.uint16(),
    /** When the step-4 move is made for the player in simultaneous games (0 none). */
    move_due: t.float64(),
    conquered: t.boolean(),
    fortified: t.boolean(),
    forced_turn_in: t.boolean(),
    bonus_turn_in: t.boolean(),
    conquest: t.ref(ConquestSchema),
  },
  'Turn',
);

/** The last roll; under fog only the attacking side sees it. */
export const BattleSchema = schema(
  {
    attacker: t.array('uint8').view(),
    defender: t.array('uint8').view(),
  },
  'Battle',
);

export const OptionsSchema = schema(
  {
    num_players: t.uint8(),
    game_type: t.uint8(),
    cards: t.uint8(),
    cards_cap: t.uint16(),
    cards_advanced: t.uint8(),
    fog_of_war: t.uint8(),
    fortification: t.uint8(),
    turn_order: t.uint8(),
    dice: t.uint8(),
    players_per_team: t.uint8(),
    join_manner: t.uint8(),
    turn_time: t.uint32(),
    min_rating: t.int32(),
    max_rating: t.int32(),
    pointless: t.uint8(),
    ranking_mode: t.uint8(),
    map_id: t.uint32(),
  },
  'Options',
);

export const GameRoomState = schema(
  {
    game_id: t.uint32(),
    status: t.uint8(),
    version: t.uint32(),
    round: t.uint32(),
    has_password: t.boolean(),
    options: OptionsSchema,
    players: t.array(PlayerSchema),
    territories: t.array(TerritorySchema),
    turns: t.array(TurnSchema),
    /** Troops the next card set is worth (spec: cardBonus). */
    card_bonus: t.uint16(),
    sets_turned_in: t.uint16(),
    deck: t.uint16(),
    domination_target: t.uint16(),
    hills: t.array('uint16'),
    winner: t.uint8(),
    winning_team: t.uint8(),
    /** ms epoch when the lone person paused the game against computers, 0 while it runs. */
    paused_at: t.float64(),
    battle: t.ref(BattleSchema),
  },
  'GameRoomState',
);

export type GameRoomStateType = SchemaType<typeof GameRoomState>;
export type PlayerSchemaType = SchemaType<typeof PlayerSchema>;
export type TerritorySchemaType = SchemaType<typeof TerritorySchema>;
export type TurnSchemaType = SchemaType<typeof TurnSchema>;
