import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { GAME_STATUSES } from '../../../shared/engine';
import type { MapDetail } from '../../../shared/protocol/maps';
import type { ReplayResponse } from '../../../shared/protocol/replay';
import { MapCanvas } from '../../map/MapCanvas';
import { FIT_PADDING } from '../../map/markerScale';
import { screenPixels } from '../../map/screenPixels';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { useRouteQuery } from '../../net/query';
import { useMapDetail } from '../maps/useMapData';
import { logText, type LogNames } from '../play/panels/logText';
import { chartData } from './chartData';
import { ControlBar } from './ControlBar';
import { ReplayChart } from './ReplayChart';
import { ReplayPlayers } from './ReplayPlayers';
import { JumpForm, TimelineSlider } from './TimelineBar';
import { replayView } from './replayView';
import { timelineOf, type ReplayTimeline } from './timeline';
import { useReplayControls, type ReplayControls } from './useReplayControls';
import './replay.css';

/** How long the step must rest before the URL follows it (plays and jumps move fast). */
const URL_DELAY_MS = 300;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('input, textarea, select') !== null;
}

/** Arrows step, space plays and pauses; Home and End jump. */
function useKeyboard(controls: ReplayControls) {
  useEffect(() => {
    const keys: Record<string, Parameters<ReplayControls['press']>[0]> = {
      ArrowLeft: 'back',
      ArrowRight: 'forward',
      ' ': 'play',
      Home: 'first',
      End: 'last',
    };
    const onKey = (e: KeyboardEvent) => {
      const control = keys[e.key];
      if (!control || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      e.preventDefault();
      controls.press(control);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controls]);
}

/**
 * Where the replay opens: `?event=N` (a log line's number: the position just after it) or
 * `?step=N` (the position the page last showed).
 */
export function startPosition(params: URLSearchParams): number {
  const value = Number(params.get('event') ?? params.get('step') ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** `?step=N` follows the position, so a moment can be shared. */
function useStepInUrl(position: number) {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    const timer = setTimeout(
      () => setParams({ step: String(position) }, { replace: true, preventScrollReset: true }),
      URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [position, setParams]);
}

function namesOf(replay: ReplayResponse, map: MapDetail): LogNames {
  return {
    player: (id) =>
      id === 0 ? 'Neutral' : (replay.players.find((p) => p.player_id === id)?.username ?? `#${id}`),
    territory: (id) => map.territories[id - 1]?.name ?? `#${id}`,
  };
}

interface ScreenProps {
  replay: ReplayResponse;
  map: MapDetail;
  timeline: ReplayTimeline;
  startAt: number;
}

function ReplayScreen({ replay, map, timeline, startAt }: ScreenProps) {
  const controls = useReplayControls(timeline, startAt);
  const { position } = controls;
  const [options, setOptions] = useState({ showAdjacencies: false, colourblind: false });
  useKeyboard(controls);
  useStepInUrl(position);
  const chart = useMemo(() => {
    const fresh = timelineOf(replay);
    return typeof fresh === 'string' ? null : chartData(fresh, replay.players);
  }, [replay]);
  const event = timeline.events[position - 1] ?? null;
  const view = useMemo(
    () =>
      replayView(map, timeline.territories(), replay.players, event, {
        ...options,
        screenPixels: screenPixels(),
      }),
    // The timeline is mutable: its position says when what it shows has changed.
    [map, replay, timeline, position, options],
  );
  const line = event
    ? logText(event, namesOf(replay, map))
    : 'The deal: every territory as the game began.';

  return (
    <div className="replay-screen">
      <div className="replay-stage">
        <div
          className="replay-map"
          style={
            {
              '--map-aspect': map.height / map.width,
              '--fit-padding': `${FIT_PADDING}px`,
            } as CSSProperties
          }
        >
          <MapCanvas fit view={view} label={`Map of game ${replay.game_id} at step ${position}`} />
          <ControlBar controls={controls} length={timeline.events.length} />
        </div>
        <TimelineSlider
          position={position}
          length={timeline.events.length}
          onSeek={controls.seekTo}
        />
      </div>
      <aside className="replay-side">
        <p className="replay-status" aria-live="polite">
          <span className="replay-round" data-testid="replay-round">
            Round {timeline.round}
          </span>
          <span className="muted" data-testid="replay-step">
            Step {position} of {timeline.events.length}
          </span>
        </p>
        <p className="replay-line" data-testid="replay-line">
          {line}
        </p>
        {controls.error && (
          <p className="replay-error" role="alert">
            {controls.error}
          </p>
        )}
        {controls.alert && (
          <div className="replay-alert" role="alert">
            <span>{controls.alert}</span>
            <Button variant="secondary" onClick={controls.dismissAlert}>
              OK
            </Button>
          </div>
        )}
        <JumpForm events={timeline.events} onSeek={controls.seekTo} />
        <ReplayPlayers replay={replay} timeline={timeline} />
        {chart && <ReplayChart data={chart} position={position} onSeek={controls.seekTo} />}
        <fieldset className="replay-options">
          <legend>Map</legend>
          <label>
            <input
              type="checkbox"
              checked={options.showAdjacencies}
              onChange={(e) => setOptions({ ...options, showAdjacencies: e.target.checked })}
            />
            Show adjacencies
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.colourblind}
              onChange={(e) => setOptions({ ...options, colourblind: e.target.checked })}
            />
            Colourblind filter
          </label>
        </fieldset>
      </aside>
    </div>
  );
}

/** The replay and its map on their way: a bar that moves, so a long load shows it is working. */
function Loading() {
  return (
    <div className="replay-loading" role="status">
      <progress aria-label="Loading the replay" />
      <span className="muted">Loading the replay…</span>
    </div>
  );
}

function aboutText(replay: ReplayResponse): string | null {
  if (replay.fogged) {
    return 'Fog of war: you see what you could see at each moment. The whole game opens when it ends.';
  }
  return replay.status === GAME_STATUSES.ended
    ? null
    : 'The game is still running: the replay goes up to now.';
}

/** The replay tool (spec §2, §4): a finished game, or a running one up to now. */
export function ReplayPage() {
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  usePageTitle(`Replay of game ${gameId}`);
  const valid = /^\d{1,10}$/.test(gameId);
  const replay = useRouteQuery(
    'GET /api/games/:gameId/replay',
    valid ? { params: { gameId } } : null,
  );
  const replayData = replay.data;
  const map = useMapDetail(replayData ? String(replayData.map_id) : undefined);
  // The query's data keeps its identity across renders: the timeline is built once per read.
  const timeline = useMemo(() => (replayData ? timelineOf(replayData) : null), [replayData]);
  const [startAt] = useState(() => startPosition(params));

  let body;
  if (!valid) body = <p role="alert">There is no such game.</p>;
  else if (replay.error) body = <p role="alert">{replay.error.message}</p>;
  else if (typeof timeline === 'string') body = <p role="alert">{timeline}</p>;
  else if (!replayData || map.status === 'loading' || !timeline) body = <Loading />;
  else if (map.status === 'error') body = <p role="alert">Could not load the map: {map.error}</p>;
  else
    body = (
      <ReplayScreen replay={replayData} map={map.data} timeline={timeline} startAt={startAt} />
    );

  const about = replayData ? aboutText(replayData) : null;
  return (
    <section className="replay-page">
      <header className="replay-header">
        <h1>Replay of game {gameId}</h1>
        <Link to={`/game/${gameId}`}>Back to the game</Link>
      </header>
      {about && <p className="muted">{about}</p>}
      {body}
    </section>
  );
}
