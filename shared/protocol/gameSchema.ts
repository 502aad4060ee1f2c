import { schema, t, type SchemaType } from '@colyseus/schema';

/**
 * The room's synchronised state: a mirror of the engine state shaped for patches.
 * Fields tagged `.view()` reach only the clients whose StateView holds that instance:
 * territories under fog, a player's own hand and secrets, a turn's conquest under fog.
 */

export const TerritorySchema = schema(
  {
    /** 0 neutral; absent (undefined) when fogged. */
    player_id: t.int16().view(),
    troops: t.int32().view(),
  },
  'Territory',
);

export const PlayerSchema = schema(
  {
    player_id: t.uint8(),
    user_id: t.uint32(),
    username: t.string(),
    color: t.uint8(),
    team: t.uint8(),
    alive: t.boolean(),
    resigned: t.boolean(),
    neutral: t.boolean(),
    /** Number of cards held (the cards themselves are in `hand`, visible to their owner only). */
    cards: t.uint8(),
    /** -1 while fog hides them. */
    territories: t.int32(),
    troops: t.int32(),
    reinforcements: t.int32(),
    add_time_left: t.uint8(),
    absent_until: t.float64(),
    autokick_at: t.float64(),
    kills: t.uint8(),
    capital: t.uint16(),
    hand: t.array('uint16').view(),
    /** Colour (0 wild, 1-3) of each card in `hand`, same order. */
    hand_colors: t.array('uint8').view(),
    /** Own secret: assassination target (player or team), 0 none. */
    target: t.uint8().view(),
    /** Own secret mission as text, empty without one. */
    mission: t.string().view(),
  },
  'Player',
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
    /** The last conquest (0 none); under fog only the turn's side sees it. */
    last_conquer_from: t.uint16().view(),
    last_conquer_to: t.uint16().view(),
  },
  'Turn',
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
    winner: t.uint8(),
    winning_team: t.uint8(),
    attacker_rolls: t.array('uint16'),
    defender_rolls: t.array('uint16'),
  },
  'GameRoomState',
);

export type GameRoomStateType = SchemaType<typeof GameRoomState>;
export type PlayerSchemaType = SchemaType<typeof PlayerSchema>;
export type TerritorySchemaType = SchemaType<typeof TerritorySchema>;
export type TurnSchemaType = SchemaType<typeof TurnSchema>;
