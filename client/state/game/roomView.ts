/**
 * The room's schema state read back as the viewer's projection (`GameView`). The server's
 * StateView leaves out exactly what the projection nulls (server/rooms/views.ts), so a part that
 * arrived undefined is a null here; nothing else is needed to build the play screen's model.
 */
import {
  cardDeck,
  cardTerritory,
  type GameOptions,
  type GameStatus,
  type GameView,
  type Mission,
  type Step,
} from '../../../shared/engine';
import type { GameRoomStateType } from '../../../shared/protocol/gameSchema';
import { PLAYER_FIELDS, readPlayerFields } from '../../../shared/protocol/playerFields';

/** A value the viewer's StateView left out is undefined: the projection's null. */
const shown = <T>(value: T | undefined): T | null => value ?? null;

function optionsOf(room: GameRoomStateType): GameOptions {
  return { ...room.options.toJSON() } as GameOptions;
}

/** The projection `userId` (0 = guest) has of the game whose room state is `room`. */
export function viewFromRoom(room: GameRoomStateType, userId: number): GameView {
  const own = userId > 0 ? room.players.find((p) => p.user_id === userId) : undefined;
  const secret = own?.secret;
  const hand = [...(secret?.hand ?? [])];
  const colors = [...(secret?.hand_colors ?? [])];
  return {
    version: room.version,
    status: room.status as GameStatus,
    options: optionsOf(room),
    round: room.round,
    viewer: own?.player_id ?? 0,
    territories: room.territories.map((t) => ({
      player_id: shown(t.player_id),
      troops: shown(t.troops),
    })),
    players: room.players.map((p) => ({
      ...readPlayerFields(PLAYER_FIELDS, p),
      territories: shown(p.counts?.territories),
      troops: shown(p.counts?.troops),
      reinforcements: shown(p.counts?.reinforcements),
    })),
    turns: room.turns.map((t) => {
      const from = t.conquest?.from ?? 0;
      const to = t.conquest?.to ?? 0;
      return {
        player_id: t.player_id,
        user_id: t.user_id,
        step: t.step as Step,
        round: t.round,
        turn_id: t.turn_id,
        expires_at: t.expires_at,
        min_move: t.min_move,
        move_due: t.move_due,
        conquered: t.conquered,
        fortified: t.fortified,
        forced_turn_in: t.forced_turn_in,
        bonus_turn_in: t.bonus_turn_in,
        last_conquer: from > 0 && to > 0 ? { from, to } : null,
      };
    }),
    hand: hand.map((code, i) => ({
      code,
      territory_id: cardTerritory(code),
      deck_no: cardDeck(code),
      color: colors[i] ?? 0,
    })),
    secret: own
      ? {
          target: secret?.target ?? 0,
          mission: secret?.mission ? (JSON.parse(secret.mission) as Mission) : null,
        }
      : null,
    deck: room.deck,
    sets_turned_in: room.sets_turned_in,
    card_bonus: room.card_bonus,
    domination_target: room.domination_target,
    hills: [...room.hills],
    winner: room.winner,
    winning_team: room.winning_team,
    paused_at: room.paused_at,
    dice:
      room.battle?.attacker === undefined
        ? null
        : { attacker: [...room.battle.attacker], defender: [...(room.battle.defender ?? [])] },
  };
}
