/**
 * The game store: one source of truth for the play screen, the viewer's projection (`GameView`)
 * fed by HTTP bodies (initial load, polling) and by room patches. React reads it through
 * `useGameStore`.
 */
import { NO_WATCHERS, type Watchers } from '../../../shared/protocol/watchers';
import { useSyncExternalStore } from 'react';
import { EVENT_TYPES, type GameView } from '../../../shared/engine';
import {
  viewOfUpdateState,
  type LogEntry,
  type UpdateStateBody,
} from '../../../shared/protocol/updateState';
import { mergeLines, newestSeq } from './logLines';

/** How updates reach the screen (spec §4 Polling): live WebSocket, HTTP polling, or stopped. */
export type ConnectionMode =
  | 'connecting'
  | 'live'
  | 'polling'
  | 'idle-stopped'
  | 'suspended'
  // The account may no longer use the game (a ban, a suspension, a sign-out): see closedReason.
  | 'signed-out';

export type { LogEntry };

/** The dice of one roll, attacker's and defender's, highest first. */
export interface Roll {
  attacker: readonly number[];
  defender: readonly number[];
}

export interface GameStoreState {
  view: GameView | null;
  log: LogEntry[];
  /** True while older log entries may exist on the server (load-full-log). */
  logHasMore: boolean;
  /**
   * The newest log line's seq when the screen first had the game (its first update-state; -1
   * for an empty log), null before: what came after it is news (the banners).
   */
  seqAtOpen: number | null;
  connection: ConnectionMode;
  /** Why the server closed this account's connection (connection 'signed-out'), in its words. */
  closedReason: string | null;
  /** Server clock minus local clock, so turn timers agree with the server. */
  clockOffset: number;
  /** The territory the log points at (hovered, focused or tapped), ringed on the map; or null. */
  highlighted: number | null;
  /**
   * The last roll of each attack this screen saw, by the log line's seq. The projection holds
   * only the game's last roll and an attack's log line only its losses: remembered here, every
   * attack seen keeps its dice on its line.
   */
  rolls: ReadonlyMap<number, Roll>;
  /** Who watches the game (the room's clients without a seat), as the room last said. */
  watchers: Watchers;
}

type Listener = () => void;

export class GameStore {
  private state: GameStoreState = {
    view: null,
    log: [],
    logHasMore: true,
    seqAtOpen: null,
    connection: 'connecting',
    closedReason: null,
    clockOffset: 0,
    highlighted: null,
    rolls: new Map(),
    watchers: NO_WATCHERS,
  };
  private readonly listeners = new Set<Listener>();

  readonly get = (): GameStoreState => this.state;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The version last seen, for `last_update`. */
  version(): number {
    return this.state.view?.version ?? 0;
  }

  /**
   * An update-state body: the projection when it is at least as new as the one held (a body of the
   * same version is taken too: it brings the log), the log tail and the server's clock.
   */
  acceptUpdateState(body: UpdateStateBody, localNow = Date.now()): boolean {
    if (this.state.view && body.version < this.state.view.version) return false;
    const log = mergeLines(this.state.log, body.log);
    this.set({
      view: viewOfUpdateState(body),
      log,
      seqAtOpen: this.state.seqAtOpen ?? newestSeq(log),
      clockOffset: body.now - localNow,
    });
    return true;
  }

  /** A projection decoded from the room, when newer than the one held. */
  acceptView(view: GameView): boolean {
    if (this.state.view && view.version <= this.state.view.version) return false;
    this.set({ view });
    return true;
  }

  /** New lines from the room, as the viewer may see them (with their seq and version). */
  appendEvents(events: readonly LogEntry[]): void {
    if (events.length > 0) this.set({ log: mergeLines(this.state.log, events) });
  }

  /** Older lines from load-full-log. */
  prependLog(events: readonly LogEntry[], hasMore: boolean): void {
    this.set({ log: mergeLines(this.state.log, events), logHasMore: hasMore });
  }

  setConnection(connection: ConnectionMode): void {
    if (connection !== this.state.connection) this.set({ connection });
  }

  /** The server closed the account's connection: nothing updates any more, and the reason shows. */
  closeForAccount(reason: string): void {
    this.set({ connection: 'signed-out', closedReason: reason });
  }

  setWatchers(watchers: Watchers): void {
    this.set({ watchers });
  }

  /** Points the map at a territory (null: at none). */
  setHighlighted(highlighted: number | null): void {
    if (highlighted !== this.state.highlighted) this.set({ highlighted });
  }

  private set(patch: Partial<GameStoreState>): void {
    this.state = withRoll({ ...this.state, ...patch });
    for (const listener of this.listeners) listener();
  }
}

/**
 * Remembers the projection's dice for the attack line of the same version: that attack rolled
 * them. Matching by version, not by "the last attack", keeps a roll whose patch arrives before
 * its log line (or after it) off the previous attack's line.
 */
function withRoll(state: GameStoreState): GameStoreState {
  const { view, log, rolls } = state;
  if (!view?.dice || view.dice.attacker.length === 0) return state;
  const attack = log.findLast((e) => e.type === EVENT_TYPES.ATTACK && e.version === view.version);
  if (attack?.seq === undefined || rolls.has(attack.seq)) return state;
  return { ...state, rolls: new Map(rolls).set(attack.seq, view.dice) };
}

/** Subscribes a component to a slice of the store; re-renders only when the slice changes. */
export function useGameStore<T>(store: GameStore, select: (s: GameStoreState) => T): T {
  const slice = () => select(store.get());
  // The same slice when rendered to markup (the panels' tests do).
  return useSyncExternalStore(store.subscribe, slice, slice);
}
