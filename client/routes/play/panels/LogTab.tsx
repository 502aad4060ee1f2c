import { useEffect, useMemo, useRef, type UIEvent } from 'react';
import { useGameStore } from '../../../state/game/store';
import { usePlay } from '../PlayContext';
import type { ColorId } from '../../../../shared/constants';
import { GAME_STATUSES } from '../../../../shared/engine';
import { useGameView } from '../useTurn';
import { currentBattle } from '../viewModel';
import { attackDefender } from './logDice';
import { LogLine, type LogLineContext } from './LogLine';
import { playerName, type LogNames } from './logText';
import { useOlderLog } from './useOlderLog';

/** Older entries load when the list is scrolled to its top (load-full-log {before}). */
const LOAD_AT_PX = 24;

/** The game log; `colourblind` adds the colour letters the map shows beside the names. */
export function LogTab({ colourblind = false }: { colourblind?: boolean }) {
  const { store, map, gameId } = usePlay();
  const view = useGameView();
  const log = useGameStore(store, (s) => s.log);
  const hasMore = useGameStore(store, (s) => s.logHasMore);
  const { loading, loadOlder } = useOlderLog();
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  // New events keep the newest line in view, unless the reader scrolled up to read older ones.
  const newest = log[log.length - 1];
  useEffect(() => {
    const element = list.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest]);
  // A line hovered as the tab closes gets no mouseleave: the map lets go of it here.
  useEffect(() => () => store.setHighlighted(null), [store]);
  const names = useMemo<LogNames>(
    () => ({
      player: (id) => (id === 0 ? 'Neutral' : playerName(view.players[id - 1], id)),
      territory: (id) => map.territories[id - 1]?.name ?? `#${id}`,
      user: (id) => view.players[id - 1]?.user_id || undefined,
    }),
    [view.players, map],
  );
  const context = useMemo<LogLineContext>(
    () => ({
      names,
      color: (id) => (id === 0 ? 0 : ((view.players[id - 1]?.color ?? 0) as ColorId)),
      colourblind,
      store,
      replayAt:
        view.status === GAME_STATUSES.ended
          ? (seq) => `/game/${gameId}/replay?event=${seq}`
          : undefined,
    }),
    [names, view.players, colourblind, store, view.status, gameId],
  );
  const holderNow = (territory: number) => view.territories[territory - 1]?.player_id ?? null;
  // The projection's roll goes on its attack's line; earlier attacks seen keep theirs.
  const battle = currentBattle(view, log);
  const rolls = useGameStore(store, (s) => s.rolls);
  const onScroll = (e: UIEvent<HTMLOListElement>) => {
    const element = e.currentTarget;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < LOAD_AT_PX;
    if (element.scrollTop < LOAD_AT_PX && !atBottom.current) loadOlder();
  };
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
          <button type="button" className="btn btn--ghost" onClick={loadOlder} disabled={loading}>
            {loading ? 'Loading…' : 'Load older entries'}
          </button>
        </li>
      )}
      {log.map((e, i) => {
        const dice =
          battle?.logIndex === i ? battle : (e.seq !== undefined && rolls.get(e.seq)) || null;
        return (
          <LogLine
            key={e.seq ?? `live-${i}`}
            event={e}
            dice={dice}
            defender={dice && attackDefender(log, i, holderNow)}
            context={context}
          />
        );
      })}
    </ol>
  );
}
