/**
 * The replay tool's core: steps a game's replay events (events.ts) over its initial playback state,
 * forwards and backwards. Every applied event leaves an undo record, so stepping back restores the
 * state exactly. A bad event stops the playback there with the specification's text; nothing throws.
 *
 * Player fields: `territories` and `troops` are derived from the map; `cards` is the hand size
 * (-3 per set, +1 at the end of a turn with a battle conquest unless the player goes out with
 * it, an eliminated player's hand passing to its eliminator), exact unless the whole deck ran out;
 * `reinforcements` counts the troops placed in the player's current turn (the turn's income is not
 * an event). `team` (optional, 0 none) lets placements and moves use team-mates' territories.
 */
import { EVENT_TYPES, OUT_REASONS, isEventType, type ReplayEvent } from './events.js';
import { CARD_MODES, type CardMode } from './options.js';
import type { GameState } from './types.js';

/** The specification's replay texts (section 8), verbatim. */
export const PLAYBACK_ERRORS = {
  inconsistent: 'state is inconsistent with event',
  notSplit: 'it seems conquer event is not split into conquer and move events',
  badType: 'Event type should be in [0-12]',
} as const;
export const PLAYBACK_ALERTS = {
  extraMove: 'Additional move after conquer is not implemented in the replay.',
} as const;

export interface PlaybackTerritory {
  /** 0 = neutral. */
  player_id: number;
  troops: number;
}

export interface PlaybackPlayer {
  color: number;
  alive: boolean;
  cards: number;
  territories: number;
  troops: number;
  reinforcements: number;
  team?: number;
}

/** Spec §3 "Playback state": index i of `territories` is territory id i + 1; players keyed from 1. */
export interface PlaybackState {
  territories: PlaybackTerritory[];
  players: Record<number, PlaybackPlayer>;
  round: number;
}

export interface PlaybackError {
  /** Index in the event list of the event that could not be applied. */
  index: number;
  message: string;
}

export type StepResult =
  | { ok: true; event: ReplayEvent | null; alert: string | null }
  | { ok: false; error: PlaybackError };

/** What the playback keeps per player besides the derived counts. */
export interface PlayerCore {
  color: number;
  alive: boolean;
  cards: number;
  reinforcements: number;
  team: number;
  /** A battle conquest since the player's last turn start (a card is drawn at its turn end). */
  conquered: boolean;
}

/**
 * Everything a playback holds at one position: a replay keeps one every N events, so a jump
 * restores the nearest one and applies only the events after it.
 */
export interface PlaybackSnapshot {
  readonly position: number;
  readonly owner: readonly number[];
  readonly troops: readonly number[];
  readonly players: readonly (readonly [number, Readonly<PlayerCore>])[];
  readonly round: number;
}

interface UndoRecord {
  territories: [id: number, owner: number, troops: number][];
  players: [id: number, before: PlayerCore][];
  round: number;
}

/** An event's outcome: null when applied, else an error text; `alert` for a no-op with a message. */
type Outcome = { error: string | null; alert?: string };
const DONE: Outcome = { error: null };
const fail = (error: string): Outcome => ({ error });
const INCONSISTENT = fail(PLAYBACK_ERRORS.inconsistent);

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** The state of a replay at one position in its event list. */
export class Playback {
  readonly events: readonly ReplayEvent[];
  readonly cardMode: CardMode;
  private readonly owner: number[];
  private readonly troops: number[];
  private readonly core = new Map<number, PlayerCore>();
  private readonly count = new Map<number, { territories: number; troops: number }>();
  private readonly undo: UndoRecord[] = [];
  private record: UndoRecord | null = null;
  /** The position the undo records start from (0, or the last snapshot restored). */
  private base = 0;
  private currentRound: number;
  private blocked: PlaybackError | null = null;

  /** Use `createPlayback`, which validates the initial state first. */
  constructor(initial: PlaybackState, events: readonly ReplayEvent[], cardMode: CardMode) {
    this.events = events;
    this.cardMode = cardMode;
    this.owner = initial.territories.map((t) => t.player_id);
    this.troops = initial.territories.map((t) => t.troops);
    this.currentRound = initial.round;
    this.count.set(0, { territories: 0, troops: 0 });
    for (const [key, p] of Object.entries(initial.players)) {
      const { color, alive, cards, reinforcements, team = 0 } = p;
      this.core.set(Number(key), { color, alive, cards, reinforcements, team, conquered: false });
      this.count.set(Number(key), { territories: 0, troops: 0 });
    }
    this.owner.forEach((o, i) => this.adjustCount(o, 1, this.troops[i] ?? 0));
  }

  /** Number of events applied so far. */
  get position(): number {
    return this.base + this.undo.length;
  }

  get round(): number {
    return this.currentRound;
  }

  /** The error blocking the next step, if the last forward step failed. */
  get error(): PlaybackError | null {
    return this.blocked;
  }

  get atEnd(): boolean {
    return this.position >= this.events.length;
  }

  /** A snapshot of the current state, players with their derived counts. */
  get state(): PlaybackState {
    const players: Record<number, PlaybackPlayer> = {};
    for (const [id, p] of this.core) {
      const c = this.count.get(id) ?? { territories: 0, troops: 0 };
      players[id] = {
        color: p.color,
        alive: p.alive,
        cards: p.cards,
        territories: c.territories,
        troops: c.troops,
        reinforcements: p.reinforcements,
        team: p.team,
      };
    }
    const territories = this.owner.map((o, i) => ({ player_id: o, troops: this.troops[i] ?? 0 }));
    return { territories, players, round: this.currentRound };
  }

  /** Territories and troops held by a player (0 = neutral). */
  counts(playerId: number): { territories: number; troops: number } {
    return { ...(this.count.get(playerId) ?? { territories: 0, troops: 0 }) };
  }

  /** Applies the next event; at the end nothing happens (event null); a bad event blocks. */
  forward(): StepResult {
    const index = this.position;
    const event = this.events[index];
    if (!event) return { ok: true, event: null, alert: null };
    this.record = { territories: [], players: [], round: this.currentRound };
    const outcome = this.apply(event, this.events[index + 1]);
    const record = this.record;
    this.record = null;
    if (outcome.error !== null) {
      this.revert(record);
      this.blocked = { index, message: outcome.error };
      return { ok: false, error: this.blocked };
    }
    this.undo.push(record);
    this.blocked = null;
    return { ok: true, event, alert: outcome.alert ?? null };
  }

  /** Everything held now, to `restore` later (player records are replaced, never changed). */
  snapshot(): PlaybackSnapshot {
    return {
      position: this.position,
      owner: [...this.owner],
      troops: [...this.troops],
      players: [...this.core.entries()],
      round: this.currentRound,
    };
  }

  /**
   * Moves at once to a snapshot this playback took. The undo records are dropped: stepping back
   * stops at the snapshot's position (the caller restores an earlier snapshot to go further).
   */
  restore(s: PlaybackSnapshot): void {
    for (const c of this.count.values()) {
      c.territories = 0;
      c.troops = 0;
    }
    s.owner.forEach((owner, i) => {
      this.owner[i] = owner;
      this.troops[i] = s.troops[i] ?? 0;
      this.adjustCount(owner, 1, this.troops[i] ?? 0);
    });
    for (const [id, core] of s.players) this.core.set(id, core);
    this.currentRound = s.round;
    this.undo.length = 0;
    this.base = s.position;
    this.blocked = null;
  }

  /** Undoes the last applied event; false at the start (or at the snapshot last restored). */
  backward(): boolean {
    const record = this.undo.pop();
    if (!record) return false;
    this.revert(record);
    this.blocked = null;
    return true;
  }

  /** Back to the initial state. */
  toStart(): void {
    while (this.backward());
  }

  /** Forward to the end, or to the first event that cannot be applied. */
  toEnd(): StepResult {
    return this.forwardUntil(() => false);
  }

  /** Forward through the next round start (or to the end, or a blocking event). */
  nextRound(): StepResult {
    return this.forwardUntil((e) => e.type === EVENT_TYPES.ROUND_START);
  }

  /** Back to the start of the current round, or of the previous one when already at a round start. */
  previousRound(): void {
    do this.backward();
    while (this.position > 0 && this.events[this.position - 1]?.type !== EVENT_TYPES.ROUND_START);
  }

  /** Steps forward until `stop` holds for an applied event; reports the first alert on the way. */
  private forwardUntil(stop: (e: ReplayEvent) => boolean): StepResult {
    let last: StepResult = { ok: true, event: null, alert: null };
    let alert: string | null = null;
    for (;;) {
      const result = this.forward();
      if (!result.ok) return result;
      if (result.event === null) return { ...last, alert } as StepResult;
      alert ??= result.alert;
      last = result;
      if (stop(result.event)) return { ...result, alert };
    }
  }

  private revert(record: UndoRecord): void {
    for (let i = record.territories.length - 1; i >= 0; i--) {
      const [id, owner, troops] = record.territories[i] ?? [0, 0, 0];
      this.write(id, owner, troops);
    }
    for (let i = record.players.length - 1; i >= 0; i--) {
      const [id, before] = record.players[i] ?? [0, undefined];
      if (before) this.core.set(id, before);
    }
    this.currentRound = record.round;
  }

  private adjustCount(owner: number, territories: number, troops: number): void {
    const c = this.count.get(owner);
    if (!c) return;
    c.territories += territories;
    c.troops += troops;
  }

  /** Sets a territory, keeping the derived counts (no undo record: used by undo itself). */
  private write(id: number, owner: number, troops: number): void {
    const i = id - 1;
    this.adjustCount(this.owner[i] ?? 0, -1, -(this.troops[i] ?? 0));
    this.owner[i] = owner;
    this.troops[i] = troops;
    this.adjustCount(owner, 1, troops);
  }

  private setTerritory(id: number, owner: number, troops: number): void {
    this.record?.territories.push([id, this.owner[id - 1] ?? 0, this.troops[id - 1] ?? 0]);
    this.write(id, owner, troops);
  }

  private updatePlayer(id: number, patch: Partial<PlayerCore>): void {
    const before = this.core.get(id);
    if (!before) return;
    this.record?.players.push([id, before]);
    this.core.set(id, { ...before, ...patch });
  }

  private territory(id: number): PlaybackTerritory | undefined {
    if (!Number.isInteger(id) || id < 1 || id > this.owner.length) return undefined;
    return { player_id: this.owner[id - 1] ?? 0, troops: this.troops[id - 1] ?? 0 };
  }

  /** Own territory, or a team-mate's. */
  private friendly(playerId: number, owner: number): boolean {
    if (owner === playerId) return true;
    const team = this.core.get(playerId)?.team ?? 0;
    return owner !== 0 && team > 0 && this.core.get(owner)?.team === team;
  }

  private apply(e: ReplayEvent, next: ReplayEvent | undefined): Outcome {
    if (!isEventType(e.type)) return fail(PLAYBACK_ERRORS.badType);
    const params = [e.player_id, e.param1, e.param2, e.param3, e.param4];
    if (!params.every(Number.isInteger)) return INCONSISTENT;
    const player = this.core.get(e.player_id);
    switch (e.type) {
      case EVENT_TYPES.ROUND_START:
        if (e.param1 !== this.currentRound + 1) return INCONSISTENT;
        this.currentRound = e.param1;
        return DONE;
      case EVENT_TYPES.EXTRA_MOVE:
        return { error: null, alert: PLAYBACK_ALERTS.extraMove };
      case EVENT_TYPES.GAME_END:
        return DONE;
      case EVENT_TYPES.DECAY:
        return this.decay(e);
    }
    if (!player) return INCONSISTENT;
    switch (e.type) {
      case EVENT_TYPES.TURN_START:
        this.updatePlayer(e.player_id, { reinforcements: 0, conquered: false });
        return DONE;
      case EVENT_TYPES.TURN_END:
        return this.turnEnd(e.player_id, player, next);
      case EVENT_TYPES.PLAYER_OUT:
        return this.playerOut(e, player);
      case EVENT_TYPES.CARDS:
        return this.cards(e, player);
      case EVENT_TYPES.REINFORCE:
        return this.reinforce(e, player);
      case EVENT_TYPES.ATTACK:
        return this.attack(e);
      case EVENT_TYPES.CONQUER:
        return this.conquer(e, next);
      case EVENT_TYPES.MOVE:
        return this.move(e);
      case EVENT_TYPES.TURNED_NEUTRAL:
        this.owner.forEach((o, i) => {
          if (o === e.player_id) this.setTerritory(i + 1, 0, this.troops[i] ?? 0);
        });
        return DONE;
    }
    return fail(PLAYBACK_ERRORS.badType);
  }

  /** A turn cut short by its player going out (the next event) draws no card, as in the engine. */
  private turnEnd(id: number, p: PlayerCore, next: ReplayEvent | undefined): Outcome {
    const cut = next?.type === EVENT_TYPES.PLAYER_OUT && next.player_id === id;
    const draws = p.alive && p.conquered && !cut && this.cardMode !== CARD_MODES.none;
    this.updatePlayer(id, { conquered: false, cards: p.cards + (draws ? 1 : 0) });
    return DONE;
  }

  private playerOut(e: ReplayEvent, p: PlayerCore): Outcome {
    const eliminator = e.param2 === OUT_REASONS.eliminated ? this.core.get(e.param1) : undefined;
    if (eliminator?.alive && e.param1 !== e.player_id) {
      this.updatePlayer(e.param1, { cards: eliminator.cards + p.cards });
    }
    this.updatePlayer(e.player_id, { alive: false, cards: 0 });
    return DONE;
  }

  private cards(e: ReplayEvent, p: PlayerCore): Outcome {
    if (this.cardMode === CARD_MODES.none) return INCONSISTENT;
    const codes = [e.param1, e.param2, e.param3];
    if (!codes.every(isCount) || e.param4 < 0) return INCONSISTENT;
    const ids = codes.map((c) => c >> 2).filter((t) => t > 0);
    if (ids.some((t) => !this.territory(t))) return INCONSISTENT;
    // A hand can look short only if the deck ran out (draws are inferred): never an error.
    this.updatePlayer(e.player_id, { cards: Math.max(0, p.cards - 3) });
    for (const t of ids) {
      const terr = this.territory(t);
      if (!terr) continue;
      if (this.cardMode === CARD_MODES.nuclear) this.setTerritory(t, 0, 1);
      else if (terr.player_id === e.player_id)
        this.setTerritory(t, terr.player_id, terr.troops + 2);
    }
    return DONE;
  }

  private reinforce(e: ReplayEvent, p: PlayerCore): Outcome {
    const t = this.territory(e.param1);
    if (!t || !this.friendly(e.player_id, t.player_id) || e.param2 < 1) return INCONSISTENT;
    this.setTerritory(e.param1, t.player_id, t.troops + e.param2);
    this.updatePlayer(e.player_id, { reinforcements: p.reinforcements + e.param2 });
    return DONE;
  }

  private attack(e: ReplayEvent): Outcome {
    const from = this.territory(e.param1);
    const to = this.territory(e.param2);
    if (!from || !to || from.player_id !== e.player_id) return INCONSISTENT;
    if (this.friendly(e.player_id, to.player_id) || !isCount(e.param3) || !isCount(e.param4)) {
      return INCONSISTENT;
    }
    if (from.troops - e.param3 < 1 || to.troops - e.param4 < 0) return INCONSISTENT;
    this.setTerritory(e.param1, from.player_id, from.troops - e.param3);
    this.setTerritory(e.param2, to.player_id, to.troops - e.param4);
    return DONE;
  }

  private conquer(e: ReplayEvent, next: ReplayEvent | undefined): Outcome {
    const to = this.territory(e.param2);
    if (e.param1 !== 0) {
      // A live game may stop between the two events, so only a wrong next event is an error.
      const split =
        !next ||
        (next.type === EVENT_TYPES.MOVE && next.param1 === e.param1 && next.param2 === e.param2);
      if (!split) return fail(PLAYBACK_ERRORS.notSplit);
      if (this.territory(e.param1)?.player_id !== e.player_id) return INCONSISTENT;
    }
    if (!to || to.player_id !== e.param4 || to.troops !== e.param3 || e.param4 === e.player_id) {
      return INCONSISTENT;
    }
    if (e.param1 !== 0) this.updatePlayer(e.player_id, { conquered: true });
    this.setTerritory(e.param2, e.player_id, e.param3);
    return DONE;
  }

  private move(e: ReplayEvent): Outcome {
    const from = this.territory(e.param1);
    const to = this.territory(e.param2);
    if (!from || !to || e.param1 === e.param2 || from.player_id !== e.player_id)
      return INCONSISTENT;
    if (!this.friendly(e.player_id, to.player_id) || !isCount(e.param3)) return INCONSISTENT;
    if (from.troops - e.param3 < 1) return INCONSISTENT;
    this.setTerritory(e.param1, from.player_id, from.troops - e.param3);
    this.setTerritory(e.param2, to.player_id, to.troops + e.param3);
    return DONE;
  }

  private decay(e: ReplayEvent): Outcome {
    const t = this.territory(e.param1);
    if (!t || t.player_id !== 0 || !isCount(e.param2) || t.troops - e.param2 < 1)
      return INCONSISTENT;
    this.setTerritory(e.param1, 0, t.troops - e.param2);
    return DONE;
  }
}

/** Why an initial playback state cannot be used, or null. */
export function playbackStateError(state: PlaybackState): string | null {
  if (!isCount(state.round)) return 'round must be a whole number >= 0';
  const ids = Object.keys(state.players);
  for (const id of ids) {
    const p = state.players[Number(id)];
    if (!/^[1-9]\d*$/.test(id) || !p) return `players are keyed from 1 (got "${id}")`;
    if (!isCount(p.cards) || !isCount(p.reinforcements)) return `player ${id} has bad counts`;
  }
  for (const [i, t] of state.territories.entries()) {
    const known = t.player_id === 0 || ids.includes(String(t.player_id));
    if (!known || !isCount(t.troops)) return `territory ${i + 1} has a bad owner or troops`;
  }
  return null;
}

/** A playback at the start of `events`, or why the initial state is unusable. */
export function createPlayback(
  initial: PlaybackState,
  events: readonly ReplayEvent[],
  cardMode: CardMode,
): { ok: true; playback: Playback } | { ok: false; error: string } {
  const error = playbackStateError(initial);
  return error
    ? { ok: false, error }
    : { ok: true, playback: new Playback(initial, events, cardMode) };
}

/** The playback state of an engine state (e.g. the post-deal snapshot a replay starts from). */
export function playbackStateOf(state: GameState, round = state.round): PlaybackState {
  const players: Record<number, PlaybackPlayer> = {};
  for (const p of state.players) {
    const owned = state.territories.filter((t) => t.player_id === p.player_id);
    players[p.player_id] = {
      color: p.color,
      alive: p.alive,
      cards: p.cards.length,
      territories: owned.length,
      troops: owned.reduce((sum, t) => sum + t.troops, 0),
      reinforcements: 0,
      team: p.team,
    };
  }
  return { territories: state.territories.map((t) => ({ ...t })), players, round };
}
