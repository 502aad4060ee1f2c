import { renderToStaticMarkup } from 'react-dom/server';
import { LobbyGameCard, type LobbyView } from '../../../shared/html/LobbyGameCard';
import type { LobbyGame } from '../../../shared/protocol/lobby';

/** A lobby list as the HTML fragment of `/lobby/update` (rendered by React: names are escaped). */
export function lobbyGamesHtml(games: readonly LobbyGame[], view: LobbyView): string {
  return renderToStaticMarkup(
    <div className={`lobby-games lobby-games--${view}`}>
      {games.map((game) => (
        <LobbyGameCard key={game.game_id} game={game} view={view} />
      ))}
    </div>,
  );
}
