/**
 * Live updates: the Colyseus room's schema state turned into the update-state shape, so the
 * screen has one source of truth whatever the transport. What the schema does not carry (the
 * log, hills, a turn's last defender) is kept from the previous snapshot.
 */
import type { Turn } from '../../../shared/engine';
import type { Step } from '../../../shared/engine';
import type { GameRoomStateType } from '../../../shared/protocol/gameSchema';
import type { CardEntity, PlayerEntity } from '../../../shared/protocol/updateState';
import { cardDeck, cardTerritory } from '../../../shared/engine';
import type { GameSnapshot } from './snapshot';
import { STEPS } from '../../../shared/engine';

/** A count the room hides under fog arrives as -1. */
const shownCount = (n: number): number | null => (n < 0 ? null : n);

function turnsOf(room: GameRoomStateType, previous: GameSnapshot): Turn[] {
  return room.turns.map((t) => {
    const before = previous.turns.find((p) => p.turn_id === t.turn_id);
    const from = t.last_conquer_from ?? 0;
    const to = t.last_conquer_to ?? 0;
    return {
      conquered: t.conquered,
      fortified: t.fortified,
      move_due: t.move_due,
      last_defender: before?.last_defender ?? 0,
      forced_turn_in: t.forced_turn_in,
      bonus_turn_in: t.bonus_turn_in,
      player_id: t.player_id,
      user_id: t.user_id,
      step: t.step as Step,
      round: t.round,
      turn_id: t.turn_id,
      expires_at: t.expires_at,
      min_move: t.min_move,
      last_conquer: from > 0 && to > 0 ? { from, to } : null,
    };
  });
}

function playersOf(room: GameRoomStateType, turns: readonly Turn[]): PlayerEntity[] {
  return room.players.map((p) => {
    const turn = turns.find((t) => t.player_id === p.player_id);
    return {
      player_id: p.player_id,
      user_id: p.user_id,
      username: p.username,
      team: p.team,
      teamString: p.team > 0 ? `Team ${p.team}` : '',
      color: p.color,
      alive: p.alive,
      resigned: p.resigned,
      neutral: p.neutral,
      cards: p.cards,
      territories: shownCount(p.territories),
      troops: shownCount(p.troops),
      reinforcements: p.reinforcements,
      pending_reinforcements: turn && turn.step <= STEPS.reinforce ? p.reinforcements : 0,
      last_conquer: turn?.last_conquer ?? null,
      add_time_left: p.add_time_left,
      absent_until: p.absent_until,
      kills: p.kills,
      capital: p.capital,
    };
  });
}

/** The viewer's hand, with the colours the room sends beside the codes. */
function handOf(codes: readonly number[], colors: readonly number[]) {
  const cards: CardEntity[] = codes.map((code, i) => ({
    code,
    territory_id: cardTerritory(code),
    deck_no: cardDeck(code),
    color: colors[i] ?? 0,
  }));
  // The colours arrive with the codes in the same patch; a short colour list means a partial one.
  return { cards, complete: colors.length === codes.length };
}

export interface RoomSnapshot {
  snapshot: GameSnapshot;
  /** False when the hand holds cards whose colours only update-state can tell. */
  complete: boolean;
}

/** The room state as a snapshot for `userId` (0 = guest), on top of the previous snapshot. */
export function snapshotFromRoom(
  room: GameRoomStateType,
  previous: GameSnapshot,
  userId: number,
  now: number,
): RoomSnapshot {
  const turns = turnsOf(room, previous);
  const players = playersOf(room, turns);
  const me = userId > 0 ? (players.find((p) => p.user_id === userId) ?? null) : null;
  const mine = me ? room.players[me.player_id - 1] : undefined;
  const hand = handOf(
    mine?.hand ? [...mine.hand] : [],
    mine?.hand_colors ? [...mine.hand_colors] : [],
  );
  const capitals = new Set(room.players.map((p) => p.capital));
  const snapshot: GameSnapshot = {
    ...previous,
    version: room.version,
    status: room.status,
    now,
    game_state: {
      ...previous.game_state,
      round: room.round,
      territories: room.territories.map((t, i) => ({
        id: i + 1,
        player_id: t.player_id ?? null,
        troops: t.troops ?? null,
        is_capital: capitals.has(i + 1),
      })),
      deck: room.deck,
      sets_turned_in: room.sets_turned_in,
      domination_target: room.domination_target,
    },
    players,
    me,
    turns,
    turn: turns.find((t) => me && t.player_id === me.player_id) ?? turns[0] ?? null,
    cards: hand.cards,
    cardBonus: room.card_bonus,
    attacker_rolls: [...room.attacker_rolls],
    defender_rolls: [...room.defender_rolls],
    winner: room.winner,
    winning_team: room.winning_team,
    autokick_at: mine ? mine.autokick_at : null,
  };
  return { snapshot, complete: hand.complete };
}
