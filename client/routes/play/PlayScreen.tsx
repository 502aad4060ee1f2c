import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
} from 'react';
import { GAME_STATUSES, STEPS } from '../../../shared/engine';
import { useGameStore, type ConnectionMode } from '../../state/game/store';
import {
  AttackDialog,
  CardsDialog,
  Lifecycle,
  loadAfterMap,
  PlayPanels,
  TroopsDialog,
} from './afterMap';
import { NO_WEBGL_TEXT } from '../../map/webgl';
import { PlayCanvas, type Focus } from './canvas/PlayCanvas';
import { PHONE_FIT_PADDING } from '../../map/markerScale';
import { screenPixels } from '../../map/screenPixels';
import { pickable } from './inputModes';
import type { ScreenSettings } from './panels/OptionsTab';
import { useNarrow } from './narrow';
import { usePlay } from './PlayContext';
import { TurnBar } from './TurnBar';
import { withCoach } from './coachOverlay';
import { SoloControls, useCoach } from './SoloControls';
import { useTurn, type TurnController } from './useTurn';
import { baseView, overlayView } from './viewModel';

const CONNECTION_TEXT: Record<ConnectionMode, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  polling: 'Polling: no live link',
  'idle-stopped': 'Auto refresh off',
  suspended: 'Suspended',
  'signed-out': 'Signed out',
};

/** How the screen hears of the game; a game that has ended has nothing more to hear. */
function ConnectionBadge({ ended }: { ended: boolean }) {
  const { store } = usePlay();
  const mode = useGameStore(store, (s) => s.connection);
  const shown = ended ? 'ended' : mode;
  return (
    <span className={`connection connection--${shown}`} data-testid="connection" role="status">
      {ended ? 'Game over' : CONNECTION_TEXT[mode]}
    </span>
  );
}

/**
 * Keyboard path to the map: the territories that may be picked now, as buttons. Shown only on
 * focus, unless the map cannot be drawn: then it is how the player plays.
 */
function PickList({
  ids,
  nameOf,
  onPick,
  shown,
}: {
  ids: readonly number[];
  nameOf(id: number): string;
  onPick(id: number): void;
  shown: boolean;
}) {
  if (ids.length === 0) return null;
  return (
    <nav
      className={shown ? 'pick-list pick-list--shown' : 'pick-list'}
      aria-label="Territories you can pick"
    >
      {ids.map((id) => (
        <button key={id} type="button" onClick={() => onPick(id)}>
          {nameOf(id)}
        </button>
      ))}
    </nav>
  );
}

/**
 * What the camera frames on a phone when a step of the viewer's turn begins: the territories it
 * may pick from and their targets (in the attack step, the enemies next to its armies).
 */
function useStepFocus(turn: TurnController, narrow: boolean): Focus | null {
  const { turn: mine, picks } = turn;
  const key = mine && narrow ? `${mine.turn_id}-${mine.round}-${mine.step}` : null;
  return useMemo(() => {
    if (key === null) return null;
    const ids = new Set(picks.sources);
    for (const source of picks.sources)
      for (const target of picks.targetsOf(source)) ids.add(target);
    return { key, ids: [...ids] };
    // A new focus only when a step begins (the picks of that moment), not with every change.
  }, [key]);
}

function Dialogs({
  turn,
  cardsOpen,
  closeCards,
  nameOf,
}: {
  turn: TurnController;
  cardsOpen: boolean;
  closeCards(): void;
  nameOf(id: number | null): string;
}) {
  const { mode } = turn;
  if (cardsOpen || turn.turn?.step === STEPS.cards)
    return <CardsDialog turn={turn} nameOf={nameOf} onClose={closeCards} />;
  if (mode.kind !== 'pickCount') return null;
  if (mode.purpose === 'attack') {
    // A new pair is a new dialog: nothing of the previous attack carries over.
    const pair = `${mode.source}-${mode.target}`;
    return <AttackDialog key={pair} turn={turn} mode={mode} nameOf={nameOf} />;
  }
  return <TroopsDialog turn={turn} mode={mode} nameOf={nameOf} />;
}

function SpectatorNote({ turn }: { turn: TurnController }) {
  if (turn.me > 0) return null;
  const open = turn.view.status === GAME_STATUSES.pregame;
  return (
    <p className="spectator-note" role="note">
      {open
        ? 'You are watching. Join the game from the Join game tab.'
        : 'You are watching this game.'}
    </p>
  );
}

/**
 * Whether the parts of the screen the map does not need (panels, the lifecycle's boxes) may show,
 * and what to call once the map has drawn (or cannot be). They come after the frame that shows
 * the map, downloaded then, and render as a transition, which a tap interrupts: on a slow phone
 * the map waits for none of their code or work, and takes its first taps while they come.
 */
function useAfterMap(mapDrawn: () => void): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!due) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        void loadAfterMap();
        startTransition(() => setShown(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [due]);
  const drawn = useCallback(() => {
    mapDrawn();
    setDue(true);
  }, [mapDrawn]);
  return [shown, drawn];
}

/** A panel's place, kept while its tabs are on their way: the map beside it does not move. */
function PanelPlace({ side }: { side: 'left' | 'right' | 'bottom' }) {
  return <aside className={`play__panel play__panel--${side}`} aria-busy="true" />;
}

/** The play screen: turn bar, the map canvas with its dialogs, the panels and the modals. */
export function PlayScreen() {
  const { map, anchors, store, mapDrawn } = usePlay();
  const turn = useTurn();
  const log = useGameStore(store, (s) => s.log);
  const highlighted = useGameStore(store, (s) => s.highlighted);
  const narrow = useNarrow();
  const [afterMap, drawn] = useAfterMap(mapDrawn);
  // Known once the canvas tries: a probe of its own would start WebGL twice, which in a software
  // renderer (no GPU) costs a slow phone a good part of a second.
  const [drawable, setDrawable] = useState(true);
  const undrawable = useCallback(() => setDrawable(false), []);
  useEffect(() => {
    if (!drawable) drawn();
  }, [drawable, drawn]);
  const [settings, setSettings] = useState<ScreenSettings>({
    showAdjacencies: false,
    colourblind: false,
  });
  const [cardsOpen, setCardsOpen] = useState(false);
  const [folded, setFolded] = useState({ left: false, right: false });
  const { view, mode, picks } = turn;
  const nameOf = useCallback(
    (id: number | null) => (id === null ? '' : (map.territories[id - 1]?.name ?? `#${id}`)),
    [map],
  );
  const base = useMemo(
    () => baseView(map, view, { ...settings, screenPixels: screenPixels(), anchors }),
    [map, anchors, view, settings],
  );
  const canPick = useMemo(() => pickable(mode, picks), [mode, picks]);
  const focus = useStepFocus(turn, narrow);
  const coach = useCoach(view.version);
  const overlay = useMemo(
    () => withCoach(overlayView(view, log, mode, canPick, highlighted), coach.advice),
    [view, log, mode, canPick, highlighted, coach.advice],
  );
  const panels = { settings, onSettings: setSettings };
  const foldClasses = `${folded.left ? ' play--left-folded' : ''}${folded.right ? ' play--right-folded' : ''}`;
  const sidePanel = (side: 'left' | 'right') =>
    afterMap ? (
      <Suspense fallback={<PanelPlace side={side} />}>
        <PlayPanels
          side={side}
          {...panels}
          collapsed={folded[side]}
          onCollapse={(collapsed) => setFolded({ ...folded, [side]: collapsed })}
        />
      </Suspense>
    ) : (
      <PanelPlace side={side} />
    );
  return (
    <div
      className={`play${narrow ? ' play--narrow' : foldClasses}`}
      style={
        {
          '--map-aspect': map.height / map.width,
          '--fit-padding': `${PHONE_FIT_PADDING}px`,
        } as CSSProperties
      }
    >
      {!narrow && sidePanel('left')}
      <section className="play__centre" aria-label="Map and turn">
        <div className="play__top">
          <TurnBar turn={turn} onCards={() => setCardsOpen(true)} />
          <ConnectionBadge ended={view.status === GAME_STATUSES.ended} />
        </div>
        <SpectatorNote turn={turn} />
        <SoloControls view={view} coach={coach} />
        <div className="play__map">
          <div className="play__canvas-box">
            {drawable ? (
              <PlayCanvas
                base={base}
                overlay={overlay}
                onTap={turn.onTap}
                onDrawn={drawn}
                onUnavailable={undrawable}
                focus={focus}
                label={`Map of ${map.name}`}
              />
            ) : (
              <p className="play-canvas play-canvas--unavailable" role="alert">
                {NO_WEBGL_TEXT}
              </p>
            )}
          </div>
          <Suspense fallback={null}>
            <Dialogs
              turn={turn}
              cardsOpen={cardsOpen}
              closeCards={() => setCardsOpen(false)}
              nameOf={nameOf}
            />
          </Suspense>
        </div>
        <PickList ids={canPick} nameOf={nameOf} onPick={turn.onTap} shown={!drawable} />
        {narrow &&
          (afterMap ? (
            <Suspense fallback={<PanelPlace side="bottom" />}>
              <PlayPanels side="all" {...panels} />
            </Suspense>
          ) : (
            <PanelPlace side="bottom" />
          ))}
      </section>
      {!narrow && sidePanel('right')}
      {afterMap && (
        <Suspense fallback={null}>
          <Lifecycle turn={turn} />
        </Suspense>
      )}
    </div>
  );
}
