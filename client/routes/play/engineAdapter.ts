/**
 * The engine's selection helpers take a full GameState and GameMap. The client holds what the
 * server showed it (update-state, possibly fogged) and the map detail; these two functions
 * rebuild engine-shaped values from them so the client asks the engine, never re-implements it.
 */
import type { GameState, Player } from '../../../shared/engine';
import type { GameStatus } from '../../../shared/engine';
import type { GameSnapshot } from '../../state/game/snapshot';

/** A fogged owner: friendly to nobody, so the helpers never offer it as the viewer's own. */
const FOGGED_OWNER = -1;

function playerOf(s: GameSnapshot, p: GameSnapshot['players'][number]): Player {
  const own = s.me?.player_id === p.player_id;
  return {
    player_id: p.player_id,
    user_id: p.user_id,
    color: p.color,
    team: p.team,
    alive: p.alive,
    resigned: p.resigned,
    neutral: p.neutral,
    // Others' hands are counts: zeros of the right length are never looked at by the helpers.
    cards: own ? s.cards.map((c) => c.code) : new Array<number>(p.cards).fill(0),
    reinforcements: p.reinforcements,
    add_time_left: p.add_time_left,
    missed_turns: 0,
    absent_until: p.absent_until,
    autokick_at: 0,
    kills: p.kills,
    capital: p.capital,
    target: 0,
    mission: null,
    out_round: 0,
    last_turn_id: 0,
  };
}

/** The viewer's snapshot as an engine state (hidden parts empty), for the selection helpers. */
export function toEngineState(s: GameSnapshot): GameState {
  const cardColors: number[] = [];
  for (const card of s.cards) cardColors[card.code] = card.color;
  const gs = s.game_state;
  return {
    version: s.version,
    status: s.status as GameStatus,
    options: gs.options,
    num_territories: gs.territories.length,
    rng: [0, 0, 0, 0],
    created_at: 0,
    started_at: 0,
    ended_at: 0,
    players: s.players.map((p) => playerOf(s, p)),
    territories: gs.territories.map((t) => ({
      player_id: t.player_id ?? FOGGED_OWNER,
      troops: t.troops ?? 0,
    })),
    turns: s.turns,
    round: gs.round,
    order: [],
    order_pos: 0,
    turn_counter: 0,
    deck: [],
    discard: [],
    card_colors: Array.from(cardColors, (c) => c ?? -1),
    sets_turned_in: gs.sets_turned_in,
    hills: gs.hills,
    hill_holder: 0,
    hill_since: 0,
    decaying: [],
    winner: s.winner,
    winning_team: s.winning_team,
    out_order: [],
    domination_target: gs.domination_target,
    attacker_rolls: s.attacker_rolls,
    defender_rolls: s.defender_rolls,
    last_attacker: 0,
  };
}
