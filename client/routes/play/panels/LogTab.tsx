import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import type { LogEntry } from '../../../state/game/store';
import { useGameStore } from '../../../state/game/store';
import { usePlay } from '../PlayContext';
import { useGameView } from '../useTurn';
import { logText, playerName, type LogNames } from './logText';

/** Older entries load when the list is scrolled to its top (load-full-log {before}). */
const LOAD_AT_PX = 24;

export function LogTab() {
  const { store, api, map } = usePlay();
  const view = useGameView();
  const log = useGameStore(store, (s) => s.log);
  const hasMore = useGameStore(store, (s) => s.logHasMore);
  const [loading, setLoading] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  // New events keep the newest line in view, unless the reader scrolled up to read older ones.
  const newest = log[log.length - 1];
  useEffect(() => {
    const element = list.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest]);
  const names = useMemo<LogNames>(
    () => ({
      player: (id) => (id === 0 ? 'Neutral' : playerName(view.players[id - 1], id)),
      territory: (id) => map.territories[id - 1]?.name ?? `#${id}`,
    }),
    [view.players, map],
  );
  const loadOlder = async () => {
    const before = log.find((e) => e.seq !== undefined)?.seq;
    if (loading || !hasMore || before === undefined || before <= 1) return;
    setLoading(true);
    const result = await api.call('load-full-log', { before });
    setLoading(false);
    if (!result.ok) return;
    const data = result.data as { log?: LogEntry[]; has_more?: boolean };
    store.prependLog(data.log ?? [], data.has_more === true);
  };
  const onScroll = (e: UIEvent<HTMLOListElement>) => {
    const element = e.currentTarget;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < LOAD_AT_PX;
    if (element.scrollTop < LOAD_AT_PX && !atBottom.current) void loadOlder();
  };
  const lines = log
    .map((e, i) => ({ key: e.seq ?? `live-${i}`, text: logText(e, names) }))
    .filter((l) => l.text !== null);
  return (
    <ol
      ref={list}
      className="game-log"
      onScroll={onScroll}
      aria-label="Game log"
      data-testid="game-log"
    >
      {hasMore && log.some((e) => e.seq !== undefined && e.seq > 1) && (
        <li>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void loadOlder()}
            disabled={loading}
          >
            {loading ? 'Loading…' : 'Load older entries'}
          </button>
        </li>
      )}
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ol>
  );
}
