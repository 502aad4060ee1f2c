/**
 * The turn controller: the engine's picks for the viewer, the current input mode, and sending
 * actions. A refused action shows 'error: ...' and re-initialises the turn UI (spec §8).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { validSources, validTargets } from '../../../shared/engine';
import type { PlayActionName } from '../../../shared/protocol/play';
import { myPlayerId, myTurn, type GameSnapshot } from '../../state/game/snapshot';
import { useGameStore } from '../../state/game/store';
import { useToasts } from '../../ui/Toasts';
import type { PlayReply } from '../../net/game/api';
import { toEngineState } from './engineAdapter';
import { cancel, initialMode, revalidate, tap, type InputMode, type Picks } from './inputModes';
import { usePlay } from './PlayContext';

export function useSnapshot(): GameSnapshot {
  const { store } = usePlay();
  const snapshot = useGameStore(store, (s) => s.snapshot);
  if (!snapshot) throw new Error('the play screen renders only once the game is loaded');
  return snapshot;
}

/** The engine's view of the viewer's options in the current step. */
export function usePicks(snapshot: GameSnapshot) {
  const { gameMap } = usePlay();
  const engineState = useMemo(() => toEngineState(snapshot), [snapshot]);
  const me = myPlayerId(snapshot);
  const turn = myTurn(snapshot);
  const picks = useMemo<Picks>(
    () => ({
      step: turn?.step ?? null,
      sources: me ? validSources(engineState, gameMap, me) : [],
      targetsOf: (from) => (me ? validTargets(engineState, gameMap, me, from) : []),
      lastConquer: turn?.last_conquer ?? null,
    }),
    [engineState, gameMap, me, turn],
  );
  return { engineState, me, turn, picks };
}

export interface Send {
  (action: PlayActionName, payload?: Record<string, unknown>): Promise<PlayReply | null>;
}

/** Sends a play call; failures become toasts. */
export function useSend(onRefused?: () => void): { send: Send; busy: boolean } {
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
      onRefused?.();
      return null;
    },
    [api, show, onRefused],
  );
  return { send, busy };
}

/** The map input for the viewer's turn. */
export function useTurn() {
  const snapshot = useSnapshot();
  const { engineState, me, turn, picks } = usePicks(snapshot);
  const [mode, setMode] = useState<InputMode>(() => initialMode(picks));
  useEffect(() => setMode((current) => revalidate(current, picks)), [picks]);
  const reset = useCallback(() => setMode(initialMode(picks)), [picks]);
  const { send, busy } = useSend(reset);
  const onTap = useCallback((t: number) => setMode((m) => tap(m, t, picks)), [picks]);
  const onCancel = useCallback(() => setMode((m) => cancel(m, picks)), [picks]);
  return { snapshot, engineState, me, turn, picks, mode, onTap, onCancel, send, busy };
}

export type TurnController = ReturnType<typeof useTurn>;
