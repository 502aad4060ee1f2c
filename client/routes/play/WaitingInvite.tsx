import { Suspense, useState } from 'react';
import { GAME_STATUSES } from '../../../shared/engine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { GameInvites } from './afterMap';
import { usePlay } from './PlayContext';
import type { TurnController } from './useTurn';

/**
 * The turn bar's way to invite while the game waits for players: the waiting box offers it too,
 * but once that box is closed this is the only one left. Shown to seated players alone, as only
 * they may invite.
 */
export function WaitingInvite({ turn }: { turn: TurnController }) {
  const { gameId } = usePlay();
  const [open, setOpen] = useState(false);
  const { view } = turn;
  if (view.status !== GAME_STATUSES.pregame || !view.players[turn.me - 1]) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Invite players
      </Button>
      {open && (
        <Modal
          title="Invite players"
          onClose={() => setOpen(false)}
          actions={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
        >
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <GameInvites gameId={gameId} seated={view.players.map((p) => p.username)} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
