import type { ArraySchema } from '@colyseus/schema';
import { setValue } from '../../shared/engine';
import type { GameState, Player, Turn } from '../../shared/engine';
import {
  PlayerSchema,
  TerritorySchema,
  TurnSchema,
  type GameRoomStateType,
  type PlayerSchemaType,
  type TurnSchemaType,
} from '../../shared/protocol/gameSchema';
import { GAME_STATUSES } from '../../shared/engine';

export interface MirrorInput {
  gameId: number;
  hasPassword: boolean;
  state: GameState;
  usernames: ReadonlyMap<number, string>;
}

/** Brings the room's schema state in line with the engine state, touching only what changed. */
export function mirrorGame(target: GameRoomStateType, input: MirrorInput): void {
  const { state } = input;
  target.game_id = input.gameId;
  target.has_password = input.hasPassword;
  target.status = state.status;
  target.version = state.version;
  target.round = state.round;
  if (target.options.map_id !== state.options.map_id) Object.assign(target.options, state.options);
  target.card_bonus = setValue(
    state.options.cards,
    state.sets_turned_in,
    state.options.cards_cap,
    [],
  );
  target.sets_turned_in = state.sets_turned_in;
  target.deck = state.deck.length;
  target.domination_target = state.domination_target;
  target.winner = state.winner;
  target.winning_team = state.winning_team;
  syncNumbers(target.attacker_rolls, state.attacker_rolls);
  syncNumbers(target.defender_rolls, state.defender_rolls);
  mirrorTerritories(target, state);
  mirrorPlayers(target, state, input.usernames);
  resize(target.turns, state.turns.length, () => new TurnSchema());
  state.turns.forEach((turn, i) => mirrorTurn(target.turns[i]!, turn));
}

function mirrorTerritories(target: GameRoomStateType, state: GameState) {
  resize(target.territories, state.territories.length, () => new TerritorySchema());
  state.territories.forEach((territory, i) => {
    const mirror = target.territories[i]!;
    mirror.player_id = territory.player_id;
    mirror.troops = territory.troops;
  });
}

function mirrorPlayers(
  target: GameRoomStateType,
  state: GameState,
  usernames: ReadonlyMap<number, string>,
) {
  // Fog hides how many territories and troops the others have while the game runs.
  const hideCounts = state.options.fog_of_war === 1 && state.status === GAME_STATUSES.running;
  const counts = new Map<number, { territories: number; troops: number }>();
  for (const territory of state.territories) {
    const entry = counts.get(territory.player_id) ?? { territories: 0, troops: 0 };
    entry.territories++;
    entry.troops += territory.troops;
    counts.set(territory.player_id, entry);
  }
  resize(target.players, state.players.length, () => new PlayerSchema());
  state.players.forEach((player, i) => {
    const own = counts.get(player.player_id) ?? { territories: 0, troops: 0 };
    mirrorPlayer(
      target.players[i]!,
      player,
      usernames.get(player.user_id) ?? `#${player.user_id}`,
      {
        territories: hideCounts ? -1 : own.territories,
        troops: hideCounts ? -1 : own.troops,
      },
      state.card_colors,
    );
  });
}

function mirrorPlayer(
  mirror: PlayerSchemaType,
  player: Player,
  username: string,
  counts: { territories: number; troops: number },
  cardColors: readonly number[],
) {
  mirror.player_id = player.player_id;
  mirror.user_id = player.user_id;
  mirror.username = username;
  mirror.color = player.color;
  mirror.team = player.team;
  mirror.alive = player.alive;
  mirror.resigned = player.resigned;
  mirror.neutral = player.neutral;
  mirror.cards = player.cards.length;
  mirror.territories = counts.territories;
  mirror.troops = counts.troops;
  mirror.reinforcements = player.reinforcements;
  mirror.add_time_left = player.add_time_left;
  mirror.absent_until = player.absent_until;
  mirror.autokick_at = player.autokick_at;
  mirror.kills = player.kills;
  mirror.capital = player.capital;
  syncNumbers(mirror.hand, player.cards);
  syncNumbers(
    mirror.hand_colors,
    player.cards.map((code) => cardColors[code] ?? 0),
  );
  mirror.target = player.target;
  mirror.mission = player.mission ? JSON.stringify(player.mission) : '';
}

function mirrorTurn(mirror: TurnSchemaType, turn: Turn) {
  mirror.player_id = turn.player_id;
  mirror.user_id = turn.user_id;
  mirror.step = turn.step;
  mirror.round = turn.round;
  mirror.turn_id = turn.turn_id;
  mirror.expires_at = turn.expires_at;
  mirror.min_move = turn.min_move;
  mirror.move_due = turn.move_due;
  mirror.conquered = turn.conquered;
  mirror.fortified = turn.fortified;
  mirror.forced_turn_in = turn.forced_turn_in;
  mirror.bonus_turn_in = turn.bonus_turn_in;
  mirror.last_conquer_from = turn.last_conquer?.from ?? 0;
  mirror.last_conquer_to = turn.last_conquer?.to ?? 0;
}

function resize<T>(array: ArraySchema<T>, length: number, create: () => T) {
  while (array.length > length) array.pop();
  while (array.length < length) array.push(create());
}

function syncNumbers(array: ArraySchema<number>, values: readonly number[]) {
  while (array.length > values.length) array.pop();
  values.forEach((value, i) => {
    if (i >= array.length) array.push(value);
    else if (array[i] !== value) array[i] = value;
  });
}
