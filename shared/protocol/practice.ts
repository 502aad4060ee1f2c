import { z } from 'zod';
import { COMPUTER_LEVELS } from '../engine/types';
import { PLAY_COMPUTER_DEFAULTS, PLAY_COMPUTER_MAX } from './computers';

/** What `POST /game/play-computer` takes; every field has a default (./computers). */
export const playComputerRequest = z.object({
  level: z.enum(COMPUTER_LEVELS).default(PLAY_COMPUTER_DEFAULTS.level),
  computers: z.coerce
    .number()
    .int()
    .min(1, 'Choose from 1 to 8 computer players.')
    .max(PLAY_COMPUTER_MAX, 'Choose from 1 to 8 computer players.')
    .default(PLAY_COMPUTER_DEFAULTS.computers),
  /** Absent: Classic World. */
  map_id: z.coerce.number().int().positive().optional(),
  fog_of_war: z.coerce.number().int().min(0).max(1).default(0),
});
export type PlayComputerRequest = z.infer<typeof playComputerRequest>;

/** The create-game form of a practice game: the person in seat 1, the computers in the rest. */
export function practiceGameForm(request: PlayComputerRequest, mapId: number) {
  return {
    num_players: request.computers + 1,
    game_type: 0,
    cards: 0,
    fortification: 2,
    turn_order: 0,
    players_per_team: 1,
    join_manner: 0,
    dice: 0,
    fog_of_war: request.fog_of_war,
    pointless: 1,
    ranking_mode: 0,
    turn_time: PLAY_COMPUTER_DEFAULTS.turnTime,
    map_id: mapId,
    color: 1,
    computer_players: Array.from({ length: request.computers }, () => request.level),
  };
}
