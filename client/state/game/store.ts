/**
 * The game store: one source of truth for the play screen, fed by HTTP bodies (initial load,
 * polling, action replies) and by room patches. React reads it through `useGameStore`.
 */
import { useSyncExternalStore } from 'react';
import type { ReplayEvent } from '../../../shared/engine';
import { isNewer, type GameSnapshot, type SnapshotSource } from './snapshot';

/** How updates reach the screen (spec §4 Polling): live WebSocket, HTTP polling, or stopped. */
export type ConnectionMode = 'connecting' | 'live' | 'polling' | 'idle-stopped' | 'suspended';

/** A log line: an event, with its sequence number when it came from the server's log. */
export type LogEntry = ReplayEvent & { seq?: number };

export interface GameStoreState {
  snapshot: GameSnapshot | null;
  log: LogEntry[];
  /** True while older log entries may exist on the server (load-full-log). */
  logHasMore: boolean;
  connection: ConnectionMode;
  /** Server clock minus local clock, so turn timers agree with the server. */
  clockOffset: number;
}

type Listener = () => void;

/** Keeps older entries (below the tail's first seq) and replaces the rest with the new tail. */
function mergeLog(current: readonly LogEntry[], tail: readonly LogEntry[]): LogEntry[] {
  const first = tail[0]?.seq;
  if (first === undefined) return tail.length > 0 ? [...tail] : [...current];
  const older = current.filter((e) => e.seq !== undefined && e.seq < first);
  return [...older, ...tail];
}

export class GameStore {
  private state: GameStoreState = {
    snapshot: null,
    log: [],
    logHasMore: true,
    connection: 'connecting',
    clockOffset: 0,
  };
  private readonly listeners = new Set<Listener>();

  readonly get = (): GameStoreState => this.state;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The version last seen, for `last_update`. */
  version(): number {
    return this.state.snapshot?.version ?? 0;
  }

  /** Takes a snapshot if it is newer than the one held; returns whether it did. */
  accept(snapshot: GameSnapshot, source: SnapshotSource, localNow = Date.now()): boolean {
    if (!isNewer(this.state.snapshot, snapshot, source)) return false;
    const log = source === 'http' ? mergeLog(this.state.log, snapshot.log) : this.state.log;
    const clockOffset = source === 'http' ? snapshot.now - localNow : this.state.clockOffset;
    this.set({ snapshot, log, clockOffset });
    return true;
  }

  /** New events from the room (they carry no seq until the next HTTP body replaces them). */
  appendEvents(events: readonly ReplayEvent[]): void {
    if (events.length > 0) this.set({ log: [...this.state.log, ...events] });
  }

  /** Older entries from load-full-log, put before what is held. */
  prependLog(events: readonly LogEntry[], hasMore: boolean): void {
    const first = this.state.log.find((e) => e.seq !== undefined)?.seq ?? Infinity;
    const older = events.filter((e) => e.seq === undefined || e.seq < first);
    this.set({ log: [...older, ...this.state.log], logHasMore: hasMore });
  }

  setConnection(connection: ConnectionMode): void {
    if (connection !== this.state.connection) this.set({ connection });
  }

  private set(patch: Partial<GameStoreState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** Subscribes a component to a slice of the store; re-renders only when the slice changes. */
export function useGameStore<T>(store: GameStore, select: (s: GameStoreState) => T): T {
  const slice = () => select(store.get());
  // The same slice when rendered to markup (the panels' tests do).
  return useSyncExternalStore(store.subscribe, slice, slice);
}
