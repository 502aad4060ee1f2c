/** The create-game form's raw values (strings, as inputs hold them) and its option lists. */
import { LIVE_TURN_TIME_LIMIT } from '../../../shared/constants';

export type FormValues = Record<string, string>;

/** Starting values: sensible options; map and colour are left for the creator to choose. */
export const INITIAL_FORM: FormValues = {
  num_players: '4',
  game_type: '0',
  cards: '0',
  cards_cap: '30',
  cards_advanced: '0',
  fog_of_war: '0',
  fortification: '2',
  turn_order: '0',
  dice: '0',
  players_per_team: '1',
  join_manner: '0',
  team: '1',
  turn_time: '300',
  min_rating: '0',
  max_rating: '0',
  pointless: '0',
  ranking_mode: '0',
  map_id: '',
  color: '',
  password: '',
  // Computer players (shared/protocol/computers.ts): none unless the creator adds them.
  computer_players: '',
  computer_fill: '',
  computer_fill_after: '300',
  computer_replace: '',
};

export const isLiveTime = (seconds: number) => seconds < LIVE_TURN_TIME_LIMIT;

/** What the server receives: empty fields left out (so a missing choice reads as missing). */
export function formPayload(values: FormValues): Record<string, string> {
  const payload = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  // The team is chosen only when players pick their team on joining.
  if (values.players_per_team === '1' || values.join_manner !== '1') delete payload.team;
  // The wait matters only when empty seats are to be filled.
  if (values.computer_fill === '') delete payload.computer_fill_after;
  return payload;
}

/** The levels of the computer seats in the form ("hard,easy" -> ["hard", "easy"]). */
export function computerSeatsOf(values: FormValues): string[] {
  return (values.computer_players ?? '').split(',').filter((level) => level !== '');
}

/** The form value for a list of computer seat levels. */
export function withComputerSeats(levels: readonly string[]): string {
  return levels.join(',');
}
