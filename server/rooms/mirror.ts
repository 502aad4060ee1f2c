import type { ArraySchema } from '@colyseus/schema';
import {
  handOf,
  secretOf,
  view,
  type GameState,
  type PlayerView,
  type TurnView,
} from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import {
  PlayerSchema,
  TerritorySchema,
  TurnSchema,
  type GameRoomStateType,
  type PlayerSchemaType,
  type TurnSchemaType,
} from '../../shared/protocol/gameSchema';
import { PLAYER_FIELDS, writePlayerFields } from '../../shared/protocol/playerFields';

export interface MirrorInput {
  gameId: number;
  hasPassword: boolean;
  state: GameState;
  map: GameMap;
  usernames: ReadonlyMap<number, string>;
}

/**
 * Brings the room's schema state in line with the game, touching only what changed. It writes
 * the projection of the viewer who sees everything (`'all'`) and each seat's own secrets; each
 * client's StateView then keeps out of its patches what its own projection hides (views.ts).
 */
export function mirrorGame(target: GameRoomStateType, input: MirrorInput): void {
  const { state } = input;
  const all = view(state, input.map, 'all', input.usernames);
  target.game_id = input.gameId;
  target.has_password = input.hasPassword;
  target.status = all.status;
  target.version = all.version;
  target.round = all.round;
  if (target.options.map_id !== all.options.map_id) Object.assign(target.options, all.options);
  target.card_bonus = all.card_bonus;
  target.sets_turned_in = all.sets_turned_in;
  target.deck = all.deck;
  target.domination_target = all.domination_target;
  syncNumbers(target.hills, all.hills);
  target.winner = all.winner;
  target.winning_team = all.winning_team;
  target.paused_at = all.paused_at;
  rewriteNumbers(target.battle.attacker, all.dice?.attacker ?? []);
  rewriteNumbers(target.battle.defender, all.dice?.defender ?? []);
  resize(target.territories, all.territories.length, () => new TerritorySchema());
  all.territories.forEach((territory, i) => {
    const mirror = target.territories[i]!;
    mirror.player_id = territory.player_id ?? 0;
    mirror.troops = territory.troops ?? 0;
  });
  resize(target.players, all.players.length, () => new PlayerSchema());
  all.players.forEach((player, i) => {
    mirrorPlayer(target.players[i]!, player);
    mirrorSecret(target.players[i]!, state, player.player_id);
  });
  resize(target.turns, all.turns.length, () => new TurnSchema());
  all.turns.forEach((turn, i) => mirrorTurn(target.turns[i]!, turn));
}

function mirrorPlayer(mirror: PlayerSchemaType, player: PlayerView) {
  writePlayerFields(PLAYER_FIELDS, mirror, player);
  mirror.counts.territories = player.territories ?? 0;
  mirror.counts.troops = player.troops ?? 0;
  mirror.counts.reinforcements = player.reinforcements ?? 0;
}

/** Runs for every seat on every action: the hand's arrays are built only when it changed. */
function mirrorSecret(mirror: PlayerSchemaType, state: GameState, seat: number) {
  const { secret } = mirror;
  const cards = state.players[seat - 1]?.cards ?? [];
  if (!sameNumbers(secret.hand, cards)) {
    const hand = handOf(state, seat);
    rewriteNumbers(
      secret.hand,
      hand.map((card) => card.code),
    );
    rewriteNumbers(
      secret.hand_colors,
      hand.map((card) => card.color),
    );
  }
  const { target, mission } = secretOf(state, seat);
  secret.target = target;
  secret.mission = mission ? JSON.stringify(mission) : '';
}

function mirrorTurn(mirror: TurnSchemaType, turn: TurnView) {
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
  mirror.conquest.from = turn.last_conquer?.from ?? 0;
  mirror.conquest.to = turn.last_conquer?.to ?? 0;
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

/**
 * For the arrays only a StateView shows (dice, hands): any change is sent as clear-and-refill.
 * @colyseus/schema 5.0.34 sends a client that just joined its full state and then, with the next
 * patch, the same arrays once more as ADDs at their current slots; the decoder inserts an ADD at
 * an occupied slot, so an index replacement in that patch came out doubled (the attack dialog
 * showed two rolls). The CLEAR that follows those ADDs in the patch puts the array right.
 */
function rewriteNumbers(array: ArraySchema<number>, values: readonly number[]) {
  if (sameNumbers(array, values)) return;
  array.clear();
  array.push(...values);
}

function sameNumbers(array: ArraySchema<number>, values: readonly number[]): boolean {
  return array.length === values.length && values.every((value, i) => array[i] === value);
}
