import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LobbyGame } from '../../../shared/protocol/lobby';
import { freeColors, teamChoices } from './JoinGameForm';
import { LobbyGameCard } from '../../../shared/html/LobbyGameCard';
import { turnTimeText } from '../../../shared/html/lobbyText';
import { refreshFailure } from './useLobby';

const game: LobbyGame = {
  game_id: 7,
  creator_id: 1,
  status: 1,
  map_id: 1,
  map_name: 'Classic World',
  hasPassword: true,
  num_players: 4,
  game_type: 1,
  cards: 2,
  cards_cap: 30,
  cards_advanced: 0,
  fog_of_war: 1,
  fortification: 2,
  turn_order: 0,
  dice: 0,
  players_per_team: 2,
  join_manner: 1,
  min_rating: 0,
  max_rating: 0,
  pointless: 0,
  ranking_mode: 2,
  turn_time: 300,
  players: [
    { user_id: 1, username: '<script>alert(1)</script>', color: 3, computer: false, rating: 1500 },
    { user_id: 2, username: 'Bob', color: 0, computer: false, rating: 1620 },
  ],
};

describe('a lobby game', () => {
  it('describes the game and escapes player names', () => {
    const markup = renderToStaticMarkup(<LobbyGameCard game={game} view="box" />);
    expect(markup).toContain('lobby-game--box');
    expect(markup).toContain('Game #7: Classic World');
    expect(markup).toContain('2/4 players');
    expect(markup).toContain('Capitals, teams of 2');
    expect(markup).toContain('Capped cards');
    expect(markup).toContain('Fog of war');
    expect(markup).toContain('Password protected');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).not.toContain('<script>');
  });

  it('marks computer players with a labelled icon', () => {
    const withComputer: LobbyGame = {
      ...game,
      players: [
        ...game.players,
        { user_id: 3, username: 'Computer 7.1', color: 5, computer: true, rating: 1500 },
      ],
    };
    const markup = renderToStaticMarkup(<LobbyGameCard game={withComputer} view="box" />);
    expect(markup).toContain(
      'Computer 7.1<span class="computer-mark" role="img" aria-label="Computer player"',
    );
    expect(renderToStaticMarkup(<LobbyGameCard game={game} view="box" />)).not.toContain(
      'Computer player',
    );
  });

  it('offers only free colours, and teams only when players choose them', () => {
    expect(freeColors(game)).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
    expect(teamChoices(game)).toEqual([1, 2]);
    expect(teamChoices({ ...game, join_manner: 0 })).toEqual([]);
    expect(teamChoices({ ...game, players_per_team: 1 })).toEqual([]);
  });

  it('writes turn times for people', () => {
    expect([45, 300, 7200, 86_400, 172_800].map(turnTimeText)).toEqual([
      '45 s',
      '5 min',
      '2 h',
      '1 day',
      '2 days',
    ]);
  });
});

describe('a failed lobby refresh', () => {
  it("shows the server's error, or 'Refresh failed' when there is none", () => {
    expect(refreshFailure({ body: { success: false, error: 'Lobby closed.' } })).toBe(
      'Lobby closed.',
    );
    expect(refreshFailure({ body: '<html>502</html>' })).toBe('Refresh failed');
    expect(refreshFailure({ body: null })).toBe('Refresh failed');
  });
});
