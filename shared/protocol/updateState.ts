/**
 * update-state (spec §7): the projection of one viewer (`GameView`) in the specification's field
 * layout. `updateStateOf` writes it, `viewOfUpdateState` reads it back; nothing else is in it but
 * the spec's presentation fields (HTML fragments, team strings, the log).
 */
import {
  STEPS,
  type CardView,
  type GameView,
  type Mission,
  type PlayerView,
  type ReplayEvent,
  type TurnView,
} from '../engine';

/**
 * The id of a game page's JSON data block with the viewer's first update-state reply (written by
 * server/http/gamePage.ts, read once by the play page instead of its first request).
 */
export const FIRST_STATE_ELEMENT = 'first-state';

/** A player as update-state shows it (spec §3 Player): the projection plus derived fields. */
export interface PlayerEntity extends PlayerView {
  teamString: string;
  /** Troops to place while the player's turn is before the attack. */
  pending_reinforcements: number;
  last_conquer: { from: number; to: number } | null;
  /** Server-rendered fragments (the spec's ...Html fields); the React client renders from the fields. */
  rowHtml?: string;
  sideBoxHtml?: string;
}

/** A territory as the viewer sees it: player_id and troops null when fogged, 0 = neutral. */
export interface TerritoryEntity {
  id: number;
  player_id: number | null;
  troops: number | null;
  is_capital: boolean;
}

/** A card of the viewer's hand (spec §3 Card). */
export interface CardEntity extends CardView {
  formattedHtml?: string;
}

/**
 * A log line: an event, with its sequence number in the game's log and the game version the
 * action that emitted it produced (both are on every line the server sends).
 */
export type LogEntry = ReplayEvent & { seq?: number; version?: number };

/** The body of update-state (spec §7) as one viewer sees the game. */
export interface UpdateStateBody {
  success: true;
  game_id: number;
  version: number;
  status: number;
  /** The server's clock (ms epoch), so turn timers agree with it. */
  now: number;
  fortification: number;
  game_state: {
    round: number;
    options: GameView['options'];
    territories: TerritoryEntity[];
    deck: number;
    sets_turned_in: number;
    domination_target: number;
    hills: number[];
  };
  players: PlayerEntity[];
  me: PlayerEntity | null;
  turns: TurnView[];
  /** The viewer's turn, else the first turn in progress. */
  turn: TurnView | null;
  cards: CardEntity[];
  cardBonus: number;
  log: LogEntry[];
  target: { target: number; mission: Mission | null } | null;
  attacker_rolls: number[];
  defender_rolls: number[];
  /** False when fog hides the last roll from the viewer (the rolls are then empty). */
  dice_visible: boolean;
  winner: number;
  winning_team: number;
  /** ms epoch when the lone person paused the game against computers, 0 while it runs. */
  paused_at: number;
  autokick_at: number | null;
  show_beta_confirm: boolean;
  show_troop_popups: boolean;
  use_experimental_game_ui: boolean;
}

/** update-state when the caller's last_update is current: nothing to send. */
export interface UpdateStateUnchanged {
  success: true;
  unchanged: true;
  version: number;
}

/** What update-state carries beside the projection. */
export interface UpdateStateExtras {
  gameId: number;
  now: number;
  log: LogEntry[];
  /** A beta map asks before joining (spec §5). */
  betaMap: boolean;
}

/** The spec's Player of one seat: the projection's player and its turn. */
export function playerEntity(view: GameView, player: PlayerView): PlayerEntity {
  const turn = view.turns.find((t) => t.player_id === player.player_id);
  return {
    ...player,
    teamString: player.team > 0 ? `Team ${player.team}` : '',
    pending_reinforcements: turn && turn.step <= STEPS.reinforce ? (player.reinforcements ?? 0) : 0,
    last_conquer: turn?.last_conquer ?? null,
  };
}

/** update-state's body for the projection `view`. */
export function updateStateOf(view: GameView, extras: UpdateStateExtras): UpdateStateBody {
  const players = view.players.map((p) => playerEntity(view, p));
  const me = view.viewer > 0 ? (players[view.viewer - 1] ?? null) : null;
  const capitals = new Set(view.players.map((p) => p.capital));
  return {
    success: true,
    game_id: extras.gameId,
    version: view.version,
    status: view.status,
    now: extras.now,
    fortification: view.options.fortification,
    game_state: {
      round: view.round,
      options: view.options,
      territories: view.territories.map((t, i) => ({
        id: i + 1,
        player_id: t.player_id,
        troops: t.troops,
        is_capital: capitals.has(i + 1),
      })),
      deck: view.deck,
      sets_turned_in: view.sets_turned_in,
      domination_target: view.domination_target,
      hills: view.hills,
    },
    players,
    me,
    turns: view.turns,
    turn: view.turns.find((t) => t.player_id === view.viewer) ?? view.turns[0] ?? null,
    cards: view.hand,
    cardBonus: view.card_bonus,
    log: extras.log,
    target: view.secret,
    attacker_rolls: view.dice?.attacker ?? [],
    defender_rolls: view.dice?.defender ?? [],
    dice_visible: view.dice !== null,
    winner: view.winner,
    winning_team: view.winning_team,
    paused_at: view.paused_at,
    autokick_at: me ? me.autokick_at : null,
    show_beta_confirm: extras.betaMap && !me,
    show_troop_popups: true,
    use_experimental_game_ui: false,
  };
}

const playerViewOf = ({
  teamString: _team,
  pending_reinforcements: _pending,
  last_conquer: _conquest,
  rowHtml: _row,
  sideBoxHtml: _box,
  ...player
}: PlayerEntity): PlayerView => player;

/** The projection an update-state body was written from (what the play screen works on). */
export function viewOfUpdateState(body: UpdateStateBody): GameView {
  const gs = body.game_state;
  return {
    version: body.version,
    status: body.status as GameView['status'],
    options: gs.options,
    round: gs.round,
    viewer: body.me?.player_id ?? 0,
    territories: gs.territories.map((t) => ({ player_id: t.player_id, troops: t.troops })),
    players: body.players.map(playerViewOf),
    turns: body.turns,
    hand: body.cards.map(({ formattedHtml: _html, ...card }) => card),
    secret: body.target,
    deck: gs.deck,
    sets_turned_in: gs.sets_turned_in,
    card_bonus: body.cardBonus,
    domination_target: gs.domination_target,
    hills: gs.hills,
    winner: body.winner,
    winning_team: body.winning_team,
    dice: body.dice_visible
      ? { attacker: body.attacker_rolls, defender: body.defender_rolls }
      : null,
    paused_at: body.paused_at,
  };
}
