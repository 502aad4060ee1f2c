import { cardDeck, cardTerritory, setValue } from '../../../shared/engine';
import {
  filterEvents,
  view,
  visibility,
  type PlayerView,
  type Viewer,
} from '../../../shared/engine';
import { playerIdOfUser } from '../../../shared/engine';
import type { ReplayEvent } from '../../../shared/engine';
import type { GameState, Turn } from '../../../shared/engine';
import type { GameMap } from '../../../shared/maps/types';
import type { PlayerEntity, UpdateStateBody } from '../../../shared/protocol/updateState';
import { cardHtml, playerRowHtml, playerSideBoxHtml } from './playerFragments';
import { GAME_STATUSES, STEPS } from '../../../shared/engine';

/** How many recent events update-state carries; older ones come from load-full-log. */
export const LOG_TAIL = 30;

export interface UpdateStateInput {
  gameId: number;
  state: GameState;
  map: GameMap;
  usernames: ReadonlyMap<number, string>;
  viewerUserId: number;
  recentEvents: readonly (ReplayEvent & { seq: number })[];
  now: number;
}

function playerEntity(
  p: PlayerView,
  input: UpdateStateInput,
  turns: readonly Turn[],
  hideCounts: boolean,
): PlayerEntity {
  const counts = { territories: 0, troops: 0 };
  for (const t of input.state.territories) {
    if (t.player_id !== p.player_id) continue;
    counts.territories++;
    counts.troops += t.troops;
  }
  const turn = turns.find((candidate) => candidate.player_id === p.player_id);
  const entity: Omit<PlayerEntity, 'rowHtml' | 'sideBoxHtml'> = {
    player_id: p.player_id,
    user_id: p.user_id,
    username: input.usernames.get(p.user_id) ?? `#${p.user_id}`,
    team: p.team,
    teamString: p.team > 0 ? `Team ${p.team}` : '',
    color: p.color,
    alive: p.alive,
    resigned: p.resigned,
    neutral: p.neutral,
    cards: typeof p.cards === 'number' ? p.cards : p.cards.length,
    territories: hideCounts ? null : counts.territories,
    troops: hideCounts ? null : counts.troops,
    reinforcements: p.reinforcements,
    pending_reinforcements: turn && turn.step <= STEPS.reinforce ? p.reinforcements : 0,
    last_conquer: turn?.last_conquer ?? null,
    add_time_left: p.add_time_left,
    absent_until: p.absent_until,
    kills: p.kills,
    capital: p.capital,
  };
  return {
    ...entity,
    rowHtml: playerRowHtml(entity, turn !== undefined),
    sideBoxHtml: playerSideBoxHtml(entity, turn !== undefined),
  };
}

/**
 * The body of update-state (spec §7) for one viewer: the fogged view, the viewer's seat and
 * hand, the turns, the card bonus, the recent log and the last dice.
 */
export function buildUpdateState(input: UpdateStateInput): UpdateStateBody {
  const { state, map } = input;
  const playerId = input.viewerUserId > 0 ? playerIdOfUser(state, input.viewerUserId) : undefined;
  const viewer: Viewer = playerId ? { player_id: playerId } : null;
  const seen = visibility(state, map, viewer);
  const shown = view(state, map, viewer);
  const fogged = state.options.fog_of_war === 1 && state.status === GAME_STATUSES.running;
  // Under fog the others' conquests would reveal who holds what.
  const turns = shown.turns.map((turn) =>
    fogged && turn.player_id !== playerId ? { ...turn, last_conquer: null } : turn,
  );
  const players = shown.players.map((p) =>
    playerEntity(p, input, turns, fogged && p.player_id !== playerId),
  );
  const me = playerId ? (players[playerId - 1] ?? null) : null;
  const mine = playerId ? shown.players[playerId - 1] : undefined;
  const hand = mine && Array.isArray(mine.cards) ? mine.cards : [];
  return {
    success: true,
    game_id: input.gameId,
    version: state.version,
    status: state.status,
    now: input.now,
    fortification: state.options.fortification,
    game_state: {
      round: state.round,
      options: state.options,
      territories: shown.territories.map((t, i) => ({
        id: i + 1,
        player_id: t.player_id,
        troops: t.troops,
        is_capital: state.players.some((p) => p.capital === i + 1),
      })),
      deck: shown.deck,
      sets_turned_in: state.sets_turned_in,
      domination_target: state.domination_target,
      hills: state.hills,
    },
    players,
    me,
    turns,
    turn: turns.find((t) => t.player_id === playerId) ?? turns[0] ?? null,
    cards: hand.map((code) => {
      const card = {
        code,
        territory_id: cardTerritory(code),
        deck_no: cardDeck(code),
        color: state.card_colors[code] ?? 0,
      };
      return {
        ...card,
        formattedHtml: cardHtml(
          { ...card, formattedHtml: '' },
          map.territories[card.territory_id - 1]?.name,
        ),
      };
    }),
    cardBonus: setValue(state.options.cards, state.sets_turned_in, state.options.cards_cap, []),
    log: filterEvents(input.recentEvents, seen, viewer).slice(-LOG_TAIL),
    target: mine ? { target: mine.target, mission: mine.mission } : null,
    attacker_rolls: state.attacker_rolls,
    defender_rolls: state.defender_rolls,
    winner: state.winner,
    winning_team: state.winning_team,
    autokick_at: mine?.autokick_at ?? null,
    show_beta_confirm: map.status === 5 && !mine,
    show_troop_popups: true,
    use_experimental_game_ui: false,
  };
}
