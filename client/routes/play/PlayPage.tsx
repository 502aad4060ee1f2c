import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { MapDetail, MapPoint } from '../../../shared/protocol/maps';
import { holdUntilDrawn } from '../../net/firstDraw';
import { call, type ReplyOfRoute } from '../../net/api';
import { createGameApi } from '../../net/game/api';
import { GameConnection } from '../../net/game/connection';
import { GameStore, useGameStore } from '../../state/game/store';
import { useSession } from '../../state/session';
import { usePageTitle } from '../../ui/usePageTitle';
import { gameMapOf } from '../../../shared/protocol/maps';
import { dropFirstState, firstStateOf, pageGameId, takeFirstMap } from './firstState';
import { fetchPictureAhead } from './mapPicture';
import { PlayContext, type PlayContextValue } from './PlayContext';
import { PlayScreen } from './PlayScreen';
import './play.css';

type GameSummary = ReplyOfRoute<'GET /api/game/:gameId'>;

interface GameSetup {
  summary: GameSummary;
  map: MapDetail;
  /** The anchors the screen lays its discs out from, kept when the outlines come in. */
  anchors: readonly MapPoint[];
}

/** The game's summary and the map: the setup, when the map is the game's. */
function setupOf(summary: GameSummary, map: MapDetail): GameSetup | null {
  return summary.map_id === map.id ? { summary, map, anchors: map.territories } : null;
}

/**
 * The game the page was served for, with the map it carries, read as this module loads (on a
 * game's page, before React's first render: see gamePageReady in App.tsx), not in a render, which
 * React may throw away and start again. Its summary is asked for at once (the page preloads it),
 * so that the screen's first render can hold the whole setup instead of waiting a render for it.
 * Used by the first screen of that game only (a later visit to it in this page asks the server).
 */
let pageGame = (() => {
  const gameId = pageGameId();
  const map = gameId === null ? null : takeFirstMap();
  if (gameId === null || !map) return null;
  const game = {
    gameId,
    map,
    summary: call('GET /api/game/:gameId', { params: { gameId } }),
    /** The setup, once the summary is in and says the map is the game's. */
    setup: null as GameSetup | null,
  };
  void game.summary.then((summary) => {
    game.setup = summary.ok ? setupOf(summary.data, map) : null;
  });
  return game;
})();

/** Resolves once the page's own game (pageGame) has its summary; at once on other pages. */
export async function pageGameReady(): Promise<void> {
  await pageGame?.summary;
}

/**
 * The game summary and its map, loaded once per game. The map the page carries has no outlines
 * (see takeFirstMap): the whole detail is asked for by `completeMap`, once the map is drawn, so
 * on a slow network its bytes do not delay that first drawing; until it is in (or if it never
 * comes), the map draws no territory outlines and a tap off the discs chooses nothing. The page's
 * own game starts set up when its summary came before the first render (see pageGame).
 */
function useGameSetup(gameId: number) {
  const [setup, setSetup] = useState<GameSetup | null>(() =>
    pageGame?.gameId === gameId ? pageGame.setup : null,
  );
  const [error, setError] = useState<string | null>(null);
  // The game whose setup the first render had: nothing to ask for.
  const setUpAtMount = useRef(setup ? gameId : null);
  // The map came without outlines (the page's), and they have not been asked for yet.
  const outlinesWanted = useRef(setup !== null);
  useEffect(() => {
    const page = pageGame?.gameId === gameId ? pageGame : null;
    if (page) pageGame = null;
    // The map's picture once the screen is up, not before: on a slow network its bytes would
    // share the line with the first frame's work, and its drawing the first taps' moment.
    if (setUpAtMount.current === gameId) return void (page && fetchPictureAhead(page.map));
    setUpAtMount.current = null;
    let cancelled = false;
    const carried = page?.map ?? null;
    void (async () => {
      const summary = await (page?.summary ??
        call('GET /api/game/:gameId', { params: { gameId } }));
      if (!summary.ok) return !cancelled && setError(summary.error);
      const mapId = summary.data.map_id;
      let map = carried?.id === mapId ? carried : null;
      outlinesWanted.current = map !== null;
      if (!map) {
        const full = await call('GET /api/maps/:mapId', { params: { mapId } });
        if (!full.ok) return !cancelled && setError(full.error);
        map = full.data;
      }
      fetchPictureAhead(map);
      if (!cancelled) setSetup({ summary: summary.data, map, anchors: map.territories });
    })();
    return () => {
      cancelled = true;
    };
  }, [gameId]);
  const completeMap = useCallback(() => {
    const mapId = setup?.map.id;
    if (mapId === undefined || !outlinesWanted.current) return;
    outlinesWanted.current = false;
    void call('GET /api/maps/:mapId', { params: { mapId } }).then((full) => {
      if (!full.ok) return;
      setSetup((now) => (now?.map.id === mapId ? { ...now, map: full.data } : now));
    });
  }, [setup?.map.id]);
  return { setup, error, completeMap };
}

/**
 * Store, API and connection for one game and viewer; torn down when either changes. The store
 * starts from the state the page carried, when it carries one (see firstState.ts).
 */
function useGame(gameId: number, userId: number, ready: boolean) {
  const [store] = useState(() => {
    const created = new GameStore();
    const first = firstStateOf(gameId);
    if (first) created.acceptUpdateState(first);
    return created;
  });
  useEffect(dropFirstState, []);
  const api = useMemo(() => createGameApi(gameId, store), [gameId, store]);
  const connection = useMemo(
    () => new GameConnection({ gameId, userId, store, api }),
    [gameId, userId, store, api],
  );
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    void connection.start().then(setError);
    return () => connection.stop();
  }, [connection, ready]);
  // The screen's play calls go through the connection: the room while open, else HTTP.
  return useMemo(() => ({ store, api: connection, connection, error }), [store, connection, error]);
}

/** Route /game/:gameId: the play screen of one game. */
export function PlayPage() {
  const gameId = Number(useParams().gameId);
  usePageTitle(`Game ${gameId}`);
  const session = useSession();
  const userId = session.user?.id ?? 0;
  const { setup, error: setupError, completeMap } = useGameSetup(gameId);
  // The room's client downloads once the map is drawn (mapDrawn), not while the map waits. Held
  // in a layout effect, before any passive one (the connection asks for the client in one, and the
  // map, in the page's first render with it, may draw in one), released on leave. So do the map's
  // outlines.
  const release = useRef(() => undefined as void);
  useLayoutEffect(() => (release.current = holdUntilDrawn()), []);
  const mapDrawn = useCallback(() => {
    release.current();
    completeMap();
  }, [completeMap]);
  const sessionKnown = session.status !== 'loading';
  const game = useGame(gameId, userId, sessionKnown);
  // The state may be in before the session (the page carries it): the screen waits for both, as
  // who the viewer is decides what it shows.
  const loaded = useGameStore(game.store, (s) => s.view !== null) && sessionKnown;
  const value = useMemo<PlayContextValue | null>(
    () =>
      setup && {
        gameId,
        userId,
        ...game,
        map: setup.map,
        anchors: setup.anchors,
        gameMap: gameMapOf(setup.map),
        hasPassword: setup.summary.hasPassword,
        mapDrawn,
      },
    [gameId, userId, game, setup, mapDrawn],
  );
  const error = setupError ?? game.error;
  if (error) {
    return (
      <div className="play-message" role="alert">
        <h1>This game could not be loaded</h1>
        <p>{error}</p>
      </div>
    );
  }
  if (!value || !loaded)
    return (
      <p className="play-message" aria-busy="true">
        Loading the game…
      </p>
    );
  return (
    <PlayContext.Provider value={value}>
      <PlayScreen />
    </PlayContext.Provider>
  );
}
