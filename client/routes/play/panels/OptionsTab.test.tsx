import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../../../shared/engine';
import type { GameSnapshot } from '../../../state/game/snapshot';
import { GameStore } from '../../../state/game/store';
import { inputByLabel, renderMarkup } from '../../../testing/markup';
import { PlayContext, type PlayContextValue } from '../PlayContext';
import { OptionsTab } from './OptionsTab';

const NOW = Date.UTC(2030, 0, 1);
const HOUR = 3600;

function render(turnTime: number, absentUntil = 0, status = 2) {
  const me = { player_id: 1, user_id: 7, alive: true, resigned: false, absent_until: absentUntil };
  const store = new GameStore();
  store.accept(
    {
      version: 1,
      now: NOW,
      status,
      log: [],
      cards: [],
      turns: [],
      players: [me, { ...me, player_id: 2, user_id: 8 }],
      me,
      game_state: { options: { ...DEFAULT_OPTIONS, turn_time: turnTime }, territories: [] },
    } as unknown as GameSnapshot,
    'http',
  );
  return renderMarkup(
    <PlayContext.Provider value={{ store } as unknown as PlayContextValue}>
      <OptionsTab settings={{ showAdjacencies: false, colourblind: false }} onSettings={() => {}} />
    </PlayContext.Provider>,
  );
}

describe('the options tab', () => {
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
    expect(render(24 * HOUR, 0, 1)).not.toContain('Absence');
  });
});
