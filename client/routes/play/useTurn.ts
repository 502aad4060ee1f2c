/**
 * The turn controller: the engine's picks for the viewer, the current input mode, and sending
 * actions. A refused action shows 'error: ...' and re-initialises the turn UI (spec §8).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { validSources, validTargets, type GameView } from '../../../shared/engine';
import type { PlayActionName, PlayPayloads } from '../../../shared/protocol/play';
import { myTurn } from '../../state/game/snapshot';
import { useGameStore } from '../../state/game/store';
import { useToasts } from '../../ui/Toasts';
import type { PlayReply } from '../../net/game/api';
import { cancel, initialMode, revalidate, tap, type InputMode, type Picks } from './inputModes';
import { usePlay } from './PlayContext';

/** The viewer's projection of the game, as the store holds it now. */
export function useGameView(): GameView {
  const { store } = usePlay();
  const view = useGameStore(store, (s) => s.view);
  if (!view) throw new Error('the play screen renders only once the game is loaded');
  return view;
}

/** The server's clock now (ms epoch), so absences and timers agree with it. */
export function useServerNow(): number {
  const { store } = usePlay();
  const offset = useGameStore(store, (s) => s.clockOffset);
  return Date.now() + offset;
}

/** The engine's answer to what the viewer may pick in the current step, asked of its projection. */
export function usePicks(view: GameView) {
  const { gameMap } = usePlay();
  const me = view.viewer;
  const turn = myTurn(view);
  const picks = useMemo<Picks>(
    () => ({
      step: turn?.step ?? null,
      sources: me ? validSources(view, gameMap, me) : [],
      targetsOf: (from) => (me ? validTargets(view, gameMap, me, from) : []),
      lastConquer: turn?.last_conquer ?? null,
    }),
    [view, gameMap, me, turn],
  );
  return { me, turn, picks };
}

/** Sends one play call with the payload the contract defines for it. */
export interface Send {
  <A extends PlayActionName>(action: A, payload?: PlayPayloads[A]): Promise<PlayReply | null>;
}

/** Sends a play call; failures become toasts. */
export function useSend(onRefused?: (error: string) => void): { send: Send; busy: boolean } {
  const { api } = usePlay();
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  const send = useCallback<Send>(
    async (action, payload) => {
      setBusy(true);
      const result = await api.call(action, payload);
      setBusy(false);
      if (result.ok) return result.data;
      show(result.error, 'error');
      onRefused?.(result.error);
      return null;
    },
    [api, show, onRefused],
  );
  return { send, busy };
}

/** The map input for the viewer's turn. */
export function useTurn() {
  const view = useGameView();
  const { me, turn, picks } = usePicks(view);
  const [mode, setMode] = useState<InputMode>(() => initialMode(picks));
  useEffect(() => setMode((current) => revalidate(current, picks)), [picks]);
  const reset = useCallback(() => setMode(initialMode(picks)), [picks]);
  const { send, busy } = useSend(reset);
  const onTap = useCallback((t: number) => setMode((m) => tap(m, t, picks)), [picks]);
  const onCancel = useCallback(() => setMode((m) => cancel(m, picks)), [picks]);
  return { view, me, turn, picks, mode, onTap, onCancel, send, busy };
}

export type TurnController = ReturnType<typeof useTurn>;
