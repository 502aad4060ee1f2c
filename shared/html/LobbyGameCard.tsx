import type { ReactNode } from 'react';
import { COLORS } from '../constants';
import type { LobbyGame, LobbyPlayer } from '../protocol/lobby';
import {
  CARD_MODE_NAMES,
  GAME_TYPE_NAMES,
  RANKING_MODE_NAMES,
  TURN_ORDER_NAMES,
  turnTimeText,
} from './lobbyText';

export type LobbyView = 'list' | 'box';

export interface LobbyGameCardProps {
  game: LobbyGame;
  view: LobbyView;
  /** The join controls (client only; the server's HTML fragment has none). */
  actions?: ReactNode;
  /** A player's name as the browser shows it (a link to the profile); the server's is text. */
  playerName?: (player: LobbyPlayer) => ReactNode;
}

/**
 * One game of the lobby. The lobby page renders it from data; the server renders the same
 * component into `pendingGamesHtml` / `activeGamesHtml`, so every name in it is escaped.
 */
export function LobbyGameCard({ game, view, actions, playerName }: LobbyGameCardProps) {
  const teams = game.players_per_team > 1 ? `, teams of ${game.players_per_team}` : '';
  return (
    <article className={`lobby-game lobby-game--${view}`} data-game-id={game.game_id}>
      <header className="lobby-game__head">
        <h3 className="lobby-game__title">
          Game #{game.game_id}: {game.map_name}
          {game.hasPassword && (
            <span
              className="lobby-game__lock"
              title="Password protected"
              aria-label="Password protected"
            >
              🔒
            </span>
          )}
        </h3>
        <p className="lobby-game__seats">
          {game.players.length}/{game.num_players} players
        </p>
      </header>
      <p className="lobby-game__rules">
        {GAME_TYPE_NAMES[game.game_type]}
        {teams} · {CARD_MODE_NAMES[game.cards]} cards · {TURN_ORDER_NAMES[game.turn_order]} ·{' '}
        {turnTimeText(game.turn_time)} turns · {RANKING_MODE_NAMES[game.ranking_mode]}
        {game.fog_of_war === 1 && ' · Fog of war'}
        {game.pointless === 1 && ' · Unranked'}
      </p>
      <ul className="lobby-game__players" aria-label="Players">
        {game.players.map((player) => (
          <li key={player.user_id} className="lobby-game__player">
            <span
              className="lobby-game__swatch"
              style={{ background: COLORS[player.color]?.hex }}
              aria-hidden="true"
            />
            {playerName ? playerName(player) : player.username}
            {player.computer && !playerName && (
              <span
                className="computer-mark"
                role="img"
                aria-label="Computer player"
                title="Computer player"
              >
                {' '}
                ⚙
              </span>
            )}
          </li>
        ))}
      </ul>
      {actions}
    </article>
  );
}
