import { describe, expect, it } from 'vitest';
import { GAME_STATUSES, view, type GameStatus } from '../../../../shared/engine';
import { updateStateOf } from '../../../../shared/protocol/updateState';
import { gridMap, startedGame } from '../../../../test/fixtures/engine';
import { GameStore } from '../../../state/game/store';
import { inputByLabel, renderMarkup } from '../../../testing/markup';
import { PlayContext, type PlayContextValue } from '../PlayContext';
import { OptionsTab } from './OptionsTab';

const NOW = Date.UTC(2030, 0, 1);
const HOUR = 3600;

/** The options tab of seat 1 in a game of `turnTime` seconds (2 players unless told). */
function render(
  turnTime: number,
  absentUntil = 0,
  status: GameStatus = GAME_STATUSES.running,
  computerAtLastSeat = false,
  players = 2,
) {
  const map = gridMap();
  const state = structuredClone(
    startedGame({ num_players: players, turn_time: turnTime }, map).state,
  );
  state.players[0]!.absent_until = absentUntil;
  if (computerAtLastSeat) state.players[players - 1]!.computer = 'normal';
  state.status = status;
  const store = new GameStore();
  const seat = view(state, map, { player_id: 1 });
  store.acceptUpdateState(updateStateOf(seat, { gameId: 1, now: NOW, log: [], betaMap: false }));
  return renderMarkup(
    <PlayContext.Provider value={{ store } as unknown as PlayContextValue}>
      <OptionsTab settings={{ showAdjacencies: false, colourblind: false }} onSettings={() => {}} />
    </PlayContext.Provider>,
  );
}

describe('the options tab', () => {
  it('says what resigning costs: with two players left, what a defeat costs', () => {
    const markup = render(24 * HOUR);
    expect(markup).toContain('Resign cost: 0');
    expect(markup).toContain('your rating changes as for a loss');
    expect(markup).toContain('no tokens for finishing');
  });

  it('offers absence in long games, for 1 to 14 days', () => {
    const markup = render(24 * HOUR);
    expect(markup).toContain('<legend>Absence</legend>');
    expect(inputByLabel(markup, 'Days')).toMatchObject({ min: '1', max: '14', value: '1' });
    expect(markup).toContain('Go absent');
  });

  it('shows an absent player when it ends, with a way back', () => {
    const markup = render(24 * HOUR, NOW + 3 * 86_400_000);
    expect(markup).toContain('Absent until');
    expect(markup).toContain('I am back');
    expect(markup).not.toContain('Go absent');
  });

  it('has no absence in live games or before the start', () => {
    expect(render(5 * 60)).not.toContain('Absence');
    expect(render(24 * HOUR, 0, GAME_STATUSES.pregame)).not.toContain('Absence');
  });

  it('says a game with computer players is rated between its people only', () => {
    expect(render(24 * HOUR)).toContain('<dd>Yes</dd>');
    expect(render(24 * HOUR, 0, GAME_STATUSES.running, true, 3)).toContain(
      '<dd>Yes, between the people only</dd>',
    );
  });

  it('says a game of one person against computers is unrated, as its end will say', () => {
    expect(render(24 * HOUR, 0, GAME_STATUSES.running, true)).toContain(
      '<dd>No: ratings change between people, and one person plays</dd>',
    );
  });
});
