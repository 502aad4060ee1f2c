import { describe, expect, it } from 'vitest';
import { view } from '../../../../shared/engine';
import { updateStateOf } from '../../../../shared/protocol/updateState';
import { gridMap, startedGame } from '../../../../test/fixtures/engine';
import { GameStore } from '../../../state/game/store';
import { renderMarkup } from '../../../testing/markup';
import { PlayContext, type PlayContextValue } from '../PlayContext';
import { PlayersTab } from './PlayersTab';
import { playerName } from './logText';

/** The player list of seat 1 in a 3-player game whose seat 2 is a hard computer player. */
function render() {
  const map = gridMap();
  const state = structuredClone(startedGame({ num_players: 3 }, map).state);
  state.players[1]!.computer = 'hard';
  const store = new GameStore();
  const seat = view(state, map, { player_id: 1 }, new Map([[state.players[1]!.user_id, 'Robo']]));
  store.acceptUpdateState(updateStateOf(seat, { gameId: 1, now: 0, log: [], betaMap: false }));
  return renderMarkup(
    <PlayContext.Provider value={{ store } as unknown as PlayContextValue}>
      <PlayersTab />
    </PlayContext.Provider>,
  );
}

describe('computer players in the player list and the log', () => {
  it('marks a computer player with its level, in words and with a labelled icon', () => {
    const markup = render();
    // The name links to the player's profile.
    expect(markup).toMatch(/<a class="player-link" href="\/users\/\d+"[^>]*>Robo<\/a><\/strong>/);
    expect(markup).toContain('<p class="player-box__computer">(computer, Hard)</p>');
    expect(markup).toContain('aria-label="Computer player, Hard"');
    expect(markup.match(/\(computer, /g)).toHaveLength(1);
  });

  it('names a computer player in the log with its mark, a person without', () => {
    expect(playerName({ username: 'Robo', computer: 'easy' }, 2)).toBe('Robo (computer, Easy)');
    expect(playerName({ username: 'Ann', computer: null }, 1)).toBe('Ann');
    expect(playerName(undefined, 3)).toBe('Player 3');
  });
});
