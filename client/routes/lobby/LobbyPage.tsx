import { PlayComputer } from '../practice/PlayComputer';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LobbyCounts, LobbyGame, LobbyPlayer } from '../../../shared/protocol/lobby';
import { ChatPanel } from '../../chat/ChatPanel';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { InstallBanner } from '../../ui/InstallBanner';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { JoinGameForm } from './JoinGameForm';
import { LobbyGameCard, type LobbyView } from '../../../shared/html/LobbyGameCard';
import { ANY_FILTERS, LobbyFilters } from './LobbyFilters';
import { useLobby, type LobbyFilters as Filters } from './useLobby';
import './lobby.css';
import { GAME_STATUSES } from '../../../shared/engine/options';

function caption(counts: LobbyCounts | undefined): string {
  if (!counts) return 'Loading games…';
  return `${counts.pending} open ${counts.pending === 1 ? 'game' : 'games'}, ${counts.active} running, ${counts.online} ${counts.online === 1 ? 'player' : 'players'} online`;
}

/** A player of a lobby game: a link to the profile, marked when a computer plays the seat. */
const lobbyPlayerLink = (player: LobbyPlayer) => (
  <>
    <PlayerLink id={player.user_id} name={player.username} computer={player.computer} />
    {!player.computer && (
      <span className="lobby-game__rating" title="Rating">
        {player.rating}
      </span>
    )}
  </>
);

/** A running game's watchers, and the link to watch it (or to open it, for its players). */
function WatchLink({ game, seated }: { game: LobbyGame; seated: boolean }) {
  const watchers = game.watchers ?? 0;
  return (
    <span className="lobby-game__watch">
      {game.status === GAME_STATUSES.running && (
        <span className="lobby-game__watchers" data-testid="lobby-watchers">
          {watchers === 1 ? '1 watching' : `${watchers} watching`}
        </span>
      )}
      <Link className="btn btn--secondary" to={`/game/${game.game_id}`}>
        {seated ? 'Open' : 'Watch'}
      </Link>
    </span>
  );
}

interface GameListProps {
  games: LobbyGame[];
  view: LobbyView;
  userId: number | null;
  empty: string;
  onJoined(): void;
}

/** The games of one list, with the join form on open games the viewer can join. */
function GameList({ games, view, userId, empty, onJoined }: GameListProps) {
  if (games.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className={`lobby-games lobby-games--${view}`}>
      {games.map((game) => {
        const seated = game.players.some((player) => player.user_id === userId);
        const open =
          game.status === GAME_STATUSES.pregame && game.players.length < game.num_players;
        const actions =
          seated || game.status !== GAME_STATUSES.pregame ? (
            <WatchLink game={game} seated={seated} />
          ) : userId !== null && open ? (
            <JoinGameForm game={game} onJoined={onJoined} />
          ) : null;
        return (
          <LobbyGameCard
            key={game.game_id}
            game={game}
            view={view}
            actions={actions}
            playerName={lobbyPlayerLink}
          />
        );
      })}
    </div>
  );
}

interface ControlsProps {
  live: boolean;
  view: LobbyView;
  refreshing: boolean;
  onLive(live: boolean): void;
  onView(view: LobbyView): void;
  onRefresh(): void;
}

/** Live or long-term lobby, list or box view, and a refresh button. */
function LobbyControls({ live, view, refreshing, onLive, onView, onRefresh }: ControlsProps) {
  const toggle = (pressed: boolean, label: string, onClick: () => void) => (
    <Button variant={pressed ? 'primary' : 'ghost'} aria-pressed={pressed} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <div className="lobby-page__controls">
      <div role="group" aria-label="Lobby" className="segmented">
        {toggle(live, 'Live games', () => onLive(true))}
        {toggle(!live, 'Long-term games', () => onLive(false))}
      </div>
      <div role="group" aria-label="View" className="segmented">
        {toggle(view === 'list', 'List', () => onView('list'))}
        {toggle(view === 'box', 'Boxes', () => onView('box'))}
      </div>
      <Button variant="secondary" busy={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
    </div>
  );
}

/** The lobby's error area: each failed refresh ('Refresh failed' or the server's error). */
function LobbyErrors({ errors, onDismiss }: { errors: string[]; onDismiss(): void }) {
  if (errors.length === 0) return null;
  return (
    <div className="alert alert--error lobby-page__errors" role="alert">
      {errors.map((error, index) => (
        <p key={index}>{error}</p>
      ))}
      <Button variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}

/** The lobby: open and running games of the live or long-term lobby, filters, and the lobby chat. */
export function LobbyPage() {
  usePageTitle('Lobby');
  const { user } = useSession();
  const [live, setLive] = useState(true);
  const [view, setView] = useState<LobbyView>('list');
  const [filters, setFilters] = useState<Filters>(ANY_FILTERS);
  const lobby = useLobby({ live, view, filters });
  const games = lobby.data?.games ?? [];
  const list = { view, userId: user?.id ?? null, onJoined: lobby.refresh };

  return (
    <div className="lobby-page">
      <section className="lobby-page__games" aria-labelledby="lobby-title">
        <InstallBanner />
        <header className="lobby-page__head">
          <h1 id="lobby-title">Lobby</h1>
          <p className="muted" aria-live="polite" data-testid="lobby-caption">
            {caption(lobby.data?.counts)}
          </p>
          {user && (
            <Link className="btn btn--primary" to="/game/create">
              Create game
            </Link>
          )}
        </header>
        {user && <PlayComputer />}
        <LobbyControls
          live={live}
          view={view}
          refreshing={lobby.loading}
          onLive={setLive}
          onView={setView}
          onRefresh={lobby.refresh}
        />
        <LobbyFilters value={filters} onChange={setFilters} />
        <LobbyErrors errors={lobby.errors} onDismiss={lobby.clearErrors} />
        <h2>Open games</h2>
        <GameList
          {...list}
          games={games.filter((game) => game.status === GAME_STATUSES.pregame)}
          empty="No open games match. Create one!"
        />
        <h2>Running games</h2>
        <GameList
          {...list}
          games={games.filter((game) => game.status === GAME_STATUSES.running)}
          empty="No running games match."
        />
      </section>
      <aside className="lobby-page__chat card">
        <ChatPanel />
      </aside>
    </div>
  );
}
