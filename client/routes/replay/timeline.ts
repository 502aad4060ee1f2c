/**
 * One reversible way through a replay, whatever the server sent: the engine's playback of every
 * event (games without fog, ended games), or the viewer's recorded sight of a running fog game.
 * The control bar and the chart work on this interface alone.
 */
import { EVENT_TYPES, isEventType, type ReplayEvent } from '../../../shared/engine';
import {
  PLAYBACK_ALERTS,
  PLAYBACK_ERRORS,
  createPlayback,
  type Playback,
  type PlaybackError,
  type PlaybackSnapshot,
  type StepResult,
} from '../../../shared/engine';
import type {
  FoggedReplay,
  FullReplay,
  ReplayResponse,
  SeenTerritory,
} from '../../../shared/protocol/replay';

export interface Counts {
  territories: number;
  troops: number;
}

export interface SeekResult {
  error: string | null;
  alert: string | null;
}

/** How many events apart the full replay keeps its snapshots (a jump applies fewer than this). */
export const SNAPSHOT_EVERY = 50;

const clamp = (t: ReplayTimeline, position: number) =>
  Math.max(0, Math.min(t.events.length, Math.floor(position)));

const landed = (t: ReplayTimeline): SeekResult => ({
  error: null,
  alert:
    t.events[t.position - 1]?.type === EVENT_TYPES.EXTRA_MOVE ? PLAYBACK_ALERTS.extraMove : null,
});

/** Forward one event at a time up to `target`: what a seek does over the last few events. */
function forwardTo(t: ReplayTimeline, target: number): SeekResult {
  while (t.position < target) {
    const result = t.forward();
    if (!result.ok) return { error: result.error.message, alert: null };
    if (result.event === null) break;
  }
  return landed(t);
}

export interface ReplayTimeline {
  readonly events: readonly ReplayEvent[];
  /** Events applied so far. */
  readonly position: number;
  readonly round: number;
  /** What stops the next step (the spec's text), if the last forward step failed. */
  readonly error: PlaybackError | null;
  /** Applies the next event (an `alert` for event 11); `event` null at the end. */
  forward(): StepResult;
  /** Undoes the last event; false at the start. */
  backward(): boolean;
  /**
   * Straight to `position` (clamped), or as far as the events allow: the error of the event that
   * stopped it, and event 11's alert when the landing event is one.
   */
  seek(position: number): SeekResult;
  /** Every territory as shown now (nulls: fogged). */
  territories(): SeenTerritory[];
  alive(playerId: number): boolean;
  /** A player's territories and troops now, or null while fog hides part of them. */
  counts(playerId: number): Counts | null;
}

/**
 * The engine's playback of every event, with a snapshot every SNAPSHOT_EVERY events taken in one
 * pass at the start: a jump restores the nearest snapshot at or before its target and applies
 * only the events after it, so any position is a few dozen events away.
 */
class FullTimeline implements ReplayTimeline {
  private readonly snapshots: PlaybackSnapshot[] = [];

  constructor(private readonly playback: Playback) {
    for (;;) {
      if (playback.position % SNAPSHOT_EVERY === 0) this.snapshots.push(playback.snapshot());
      const step = playback.forward();
      if (!step.ok || step.event === null) break;
    }
    playback.restore(this.snapshots[0]!);
  }
  get events() {
    return this.playback.events;
  }
  get position() {
    return this.playback.position;
  }
  get round() {
    return this.playback.round;
  }
  get error() {
    return this.playback.error;
  }
  forward() {
    return this.playback.forward();
  }
  backward() {
    if (this.playback.backward()) return true;
    // At a restored snapshot the undo records stop: go one back from the snapshot before.
    if (this.position === 0) return false;
    this.seek(this.position - 1);
    return true;
  }
  seek(position: number): SeekResult {
    const target = clamp(this, position);
    const here = this.position;
    const near = Math.abs(target - here) < SNAPSHOT_EVERY;
    if (near && target >= here) return forwardTo(this, target);
    if (near && this.backTo(target)) return landed(this);
    const index = Math.min(Math.floor(target / SNAPSHOT_EVERY), this.snapshots.length - 1);
    this.playback.restore(this.snapshots[index]!);
    return forwardTo(this, target);
  }
  /** Undoes events down to `target`; false when the undo records stop first. */
  private backTo(target: number): boolean {
    while (this.position > target) if (!this.playback.backward()) return false;
    return true;
  }
  territories(): SeenTerritory[] {
    return this.playback.state.territories;
  }
  alive(playerId: number) {
    return this.playback.state.players[playerId]?.alive ?? false;
  }
  counts(playerId: number): Counts {
    return this.playback.counts(playerId);
  }
}

interface FoggedUndo {
  changes: [number, SeenTerritory][];
  round: number;
  out: number | null;
}

/** The viewer's sight of a running fog game: each event brings the changes the server recorded. */
class FoggedTimeline implements ReplayTimeline {
  private readonly shown: SeenTerritory[];
  private readonly out = new Set<number>();
  private readonly undo: FoggedUndo[] = [];
  private currentRound: number;
  private blocked: PlaybackError | null = null;

  constructor(
    private readonly replay: FoggedReplay,
    /** Players whose every territory the viewer sees: itself and its team-mates. */
    private readonly side: ReadonlySet<number>,
  ) {
    this.shown = replay.initial.territories.map((t) => ({ ...t }));
    this.currentRound = replay.initial.round;
  }
  get events() {
    return this.replay.events;
  }
  get position() {
    return this.undo.length;
  }
  get round() {
    return this.currentRound;
  }
  get error() {
    return this.blocked;
  }

  forward(): StepResult {
    const index = this.position;
    const event = this.replay.events[index];
    if (!event) {
      // The server could not play its log past this point: that is where this replay stops.
      if (this.replay.blocked) this.blocked = { index, message: this.replay.blocked };
      return this.blocked
        ? { ok: false, error: this.blocked }
        : { ok: true, event: null, alert: null };
    }
    if (!isEventType(event.type)) {
      this.blocked = { index, message: PLAYBACK_ERRORS.badType };
      return { ok: false, error: this.blocked };
    }
    const record: FoggedUndo = { changes: [], round: this.currentRound, out: null };
    for (const [id, player_id, troops] of this.replay.views[index] ?? []) {
      const before = this.shown[id - 1];
      if (!before) continue;
      record.changes.push([id, before]);
      this.shown[id - 1] = { player_id, troops };
    }
    if (event.type === EVENT_TYPES.ROUND_START) this.currentRound = event.param1;
    if (event.type === EVENT_TYPES.PLAYER_OUT && !this.out.has(event.player_id)) {
      this.out.add(event.player_id);
      record.out = event.player_id;
    }
    this.undo.push(record);
    this.blocked = null;
    const alert = event.type === EVENT_TYPES.EXTRA_MOVE ? PLAYBACK_ALERTS.extraMove : null;
    return { ok: true, event, alert };
  }

  backward(): boolean {
    const record = this.undo.pop();
    if (!record) return false;
    for (let i = record.changes.length - 1; i >= 0; i--) {
      const [id, before] = record.changes[i]!;
      this.shown[id - 1] = before;
    }
    this.currentRound = record.round;
    if (record.out !== null) this.out.delete(record.out);
    this.blocked = null;
    return true;
  }

  seek(position: number): SeekResult {
    const target = clamp(this, position);
    while (this.position > target) this.backward();
    return forwardTo(this, target);
  }

  territories(): SeenTerritory[] {
    return this.shown.map((t) => ({ ...t }));
  }
  alive(playerId: number) {
    return !this.out.has(playerId);
  }
  counts(playerId: number): Counts | null {
    if (!this.side.has(playerId)) return null;
    const counts = { territories: 0, troops: 0 };
    for (const t of this.shown) {
      if (t.player_id !== playerId) continue;
      counts.territories++;
      counts.troops += t.troops ?? 0;
    }
    return counts;
  }
}

/** The viewer and its team-mates (no one for a spectator). */
function sideOf(replay: FoggedReplay): Set<number> {
  const me = replay.players.find((p) => p.player_id === replay.viewer);
  if (!me) return new Set();
  return new Set(
    replay.players
      .filter((p) => p.player_id === me.player_id || (me.team > 0 && p.team === me.team))
      .map((p) => p.player_id),
  );
}

function fullTimeline(replay: FullReplay): ReplayTimeline | string {
  const created = createPlayback(replay.initial, replay.events, replay.card_mode);
  return created.ok ? new FullTimeline(created.playback) : created.error;
}

/** A timeline at the start of the replay, or why its initial state is unusable. */
export function timelineOf(replay: ReplayResponse): ReplayTimeline | string {
  return replay.fogged ? new FoggedTimeline(replay, sideOf(replay)) : fullTimeline(replay);
}
