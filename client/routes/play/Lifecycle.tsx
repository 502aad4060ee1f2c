import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_FADE_MS, LONG_ACTIVITY_THRESHOLD_MS } from '../../../shared/constants';
import { GAME_STATUSES, STEPS } from '../../../shared/engine';
import { useGameStore } from '../../state/game/store';
import { Button } from '../../ui/Button';
import { GameInvites } from '../../ui/invite/InvitePanel';
import { Modal } from '../../ui/Modal';
import { GameResults, useRematch } from './GameResults';
import { formatClock } from './TurnTimer';
import { winnerOf } from './TurnBar';
import { usePlay } from './PlayContext';
import type { TurnController } from './useTurn';
import { playerName } from './panels/logText';
import { eliminationText, isNews, lastConquestBy, lastElimination } from './viewModel';
import './Lifecycle.css';

export const SUSPENDED_TEXT = 'This game has been suspended due to server errors.';
export const IDLE_TEXT = `Auto refresh has been disabled due to inactivity for more than ${LONG_ACTIVITY_THRESHOLD_MS / 60_000} minutes.`;

/**
 * Step 0 of the viewer's turn: the Begin turn modal (spec §4). It may be closed, to chat or read
 * the log first; the turn bar's Begin turn button then begins the turn.
 */
function BeginTurn({ turn }: { turn: TurnController }) {
  const [closedFor, setClosedFor] = useState<number | null>(null);
  const close = useCallback(() => setClosedFor(turn.turn?.turn_id ?? null), [turn.turn]);
  if (turn.turn?.step !== STEPS.unstarted || closedFor === turn.turn.turn_id) return null;
  return (
    <Modal
      title="It is your turn"
      onClose={close}
      actions={
        <>
          <Button busy={turn.busy} onClick={() => void turn.send('begin-turn')}>
            Begin turn
          </Button>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      <p>Round {turn.turn.round}. Your troops are waiting for orders.</p>
    </Modal>
  );
}

/** Pre-game, seated: the autokick countdown with Still here and Leave game. */
function Pregame({ turn }: { turn: TurnController }) {
  const { store, gameId } = usePlay();
  const [inviting, setInviting] = useState(false);
  const offset = useGameStore(store, (s) => s.clockOffset);
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { view } = turn;
  const autokickAt = view.players[turn.me - 1]?.autokick_at ?? 0;
  if (view.status !== GAME_STATUSES.pregame || !autokickAt || dismissed) return null;
  const left = (autokickAt - (now + offset)) / 1000;
  const seated = view.players.length;
  return (
    <Modal
      title="Waiting for players"
      onClose={() => setDismissed(true)}
      actions={
        <>
          <Button busy={turn.busy} onClick={() => void turn.send('still-here')}>
            Still here
          </Button>
          <Button variant="secondary" onClick={() => setInviting((now) => !now)}>
            Invite players
          </Button>
          <Button variant="danger" busy={turn.busy} onClick={() => void turn.send('leave-game')}>
            Leave game
          </Button>
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            Close
          </Button>
        </>
      }
    >
      <p>
        {seated} of {view.options.num_players} players have joined. The game starts when every seat
        is taken.
      </p>
      <p data-testid="autokick">
        Confirm you are still here within <strong>{formatClock(left)}</strong> or you leave the
        game.
      </p>
      {inviting && <GameInvites gameId={gameId} seated={view.players.map((p) => p.username)} />}
    </Modal>
  );
}

function winnerText(turn: TurnController): string {
  const winner = winnerOf(turn);
  if (!winner) return 'The game has ended.';
  return winner.viewer ? 'You win!' : `${winner.name} wins!`;
}

/**
 * Game end: the winning side, what it did to each person's rating and tokens, and where to go next;
 * or the modal that everybody left with a way to play again.
 */
function GameEnd({ turn }: { turn: TurnController }) {
  const { map, gameId } = usePlay();
  const [open, setOpen] = useState(true);
  const rematch = useRematch(gameId);
  if (turn.view.status !== GAME_STATUSES.ended || !open) return null;
  if (turn.view.players.length === 0) {
    return (
      <Modal
        title="All players left"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Link className="btn btn--primary" to={`/game/create?map=${map.id}`}>
              Re-open a game on this map
            </Link>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </>
        }
      >
        <p>Every player left this game before it started.</p>
      </Modal>
    );
  }
  const viewerUserId = turn.view.players.find((p) => p.player_id === turn.me)?.user_id ?? 0;
  return (
    <Modal
      title="Game over"
      onClose={() => setOpen(false)}
      actions={
        <>
          {viewerUserId !== 0 && (
            <Button
              busy={rematch.busy}
              onClick={() => void rematch.start()}
              title="The same map and options again; the other players are invited."
            >
              Rematch
            </Button>
          )}
          <Link
            className={`btn ${viewerUserId !== 0 ? 'btn--secondary' : 'btn--primary'}`}
            to={`/game/${gameId}/replay`}
          >
            Watch the replay
          </Link>
          <Link className="btn btn--secondary" to={`/game/create?map=${map.id}`}>
            New game on this map
          </Link>
          <Link className="btn btn--secondary" to="/lobby">
            Lobby
          </Link>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </>
      }
    >
      <p className="game-over__winner" data-testid="winner">
        {winnerText(turn)}
      </p>
      <GameResults gameId={gameId} me={viewerUserId} />
      {rematch.error && (
        <p className="game-over__error" role="alert">
          {rematch.error}
        </p>
      )}
    </Modal>
  );
}

/** Polling stopped for good (5 failures, the account closed) or for inactivity (with Re-enable). */
function ConnectionStops() {
  const { store, connection } = usePlay();
  const mode = useGameStore(store, (s) => s.connection);
  const closedReason = useGameStore(store, (s) => s.closedReason);
  // Closed, the badge still says so: the map and the log stay readable.
  const [closed, setClosed] = useState<string | null>(null);
  const close = useCallback(() => setClosed(mode), [mode]);
  if (closed === mode) return null;
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      Close
    </Button>
  );
  if (mode === 'signed-out') {
    return (
      <Modal
        title="Signed out"
        tone="danger"
        onClose={close}
        actions={
          <>
            <Button onClick={() => window.location.assign('/login')}>Sign in</Button>
            {closeButton}
          </>
        }
      >
        <p data-testid="account-closed">{closedReason}</p>
      </Modal>
    );
  }
  if (mode === 'suspended') {
    return (
      <Modal
        title="Game suspended"
        tone="danger"
        onClose={close}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload</Button>
            {closeButton}
          </>
        }
      >
        <p>{SUSPENDED_TEXT}</p>
      </Modal>
    );
  }
  if (mode !== 'idle-stopped') return null;
  return (
    <Modal
      title="Auto refresh is off"
      onClose={close}
      actions={
        <>
          <Button onClick={() => void connection.reenable()}>Re-enable</Button>
          {closeButton}
        </>
      }
    >
      <p>{IDLE_TEXT}</p>
    </Modal>
  );
}

/** 'Turn finished.' when the viewer's turn ends; it fades after 1.5 s (spec §4, §9). */
function TurnFinishedBanner({ turn }: { turn: TurnController }) {
  const hadTurn = useRef(turn.turn !== null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const had = hadTurn.current;
    hadTurn.current = turn.turn !== null;
    if (!had || turn.turn !== null) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), BANNER_FADE_MS);
    return () => clearTimeout(timer);
  }, [turn.turn]);
  return shown ? (
    <div className="play-banner" role="status">
      Turn finished.
    </div>
  ) : null;
}

/**
 * The text of a banner for the newest log line of a kind, from the moment such a line arrives
 * until it fades. Lines the screen already had when it opened are old news, whenever this banner
 * mounts (it waits for the map) and whatever older lines the full log brings in later.
 */
function useLogBanner<Entry extends { seq: number }>(
  latest: Entry | null,
  textOf: (entry: Entry) => string,
): string | null {
  const { store } = usePlay();
  const seqAtOpen = useGameStore(store, (s) => s.seqAtOpen);
  const [announced, setAnnounced] = useState(-1);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!latest || !isNews(latest.seq, seqAtOpen, announced)) return;
    setAnnounced(latest.seq);
    setShown(textOf(latest));
  }, [latest, seqAtOpen, announced, textOf]);
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), BANNER_FADE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}

/** 'You conquered {territory}.' after each of the viewer's conquests; it fades like the others. */
function ConquestBanner({ turn }: { turn: TurnController }) {
  const { store, map } = usePlay();
  const log = useGameStore(store, (s) => s.log);
  const shown = useLogBanner(
    lastConquestBy(log, turn.me),
    (conquest) =>
      `You conquered ${map.territories[conquest.territory - 1]?.name ?? `#${conquest.territory}`}.`,
  );
  return shown ? (
    <div className="play-banner" role="status" data-testid="conquest-banner">
      {shown}
    </div>
  ) : null;
}

/**
 * "Bob was eliminated.", "You eliminated Bob." or "You were eliminated." after an elimination the
 * viewer sees happen; it fades like the others and blocks nothing.
 */
function EliminationBanner({ turn }: { turn: TurnController }) {
  const { store } = usePlay();
  const log = useGameStore(store, (s) => s.log);
  const players = turn.view.players;
  const shown = useLogBanner(lastElimination(log), (out) =>
    eliminationText(out, turn.me, (id) => playerName(players[id - 1], id)),
  );
  return shown ? (
    <div className="play-banner" role="status" data-testid="elimination-banner">
      {shown}
    </div>
  ) : null;
}

/** Every modal and banner of the game's life on screen. */
export function Lifecycle({ turn }: { turn: TurnController }) {
  return (
    <>
      <Pregame turn={turn} />
      <BeginTurn turn={turn} />
      <GameEnd turn={turn} />
      <ConnectionStops />
      {/* Banners stack: the last conquest and the elimination it caused show together. */}
      <div className="play-banners">
        <TurnFinishedBanner turn={turn} />
        <ConquestBanner turn={turn} />
        <EliminationBanner turn={turn} />
      </div>
    </>
  );
}
