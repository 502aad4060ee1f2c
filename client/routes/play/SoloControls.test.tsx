import { describe, expect, it } from 'vitest';
import { view } from '../../../shared/engine';
import { gridMap, startedGame } from '../../../test/fixtures/engine';
import { renderMarkup } from '../../testing/markup';
import { PlayContext, type PlayContextValue } from './PlayContext';
import { SoloControls, type Coach } from './SoloControls';

const map = gridMap();
const idle: Coach = { advice: null, idle: false, ask: async () => {}, busy: false };

/** Seat 1's controls in a 3-seat game whose `people` seats are people (the rest computers). */
function render(people: number[], pausedAt = 0, coach: Coach = idle) {
  const state = structuredClone(startedGame({ num_players: 3 }, map).state);
  for (const p of state.players) p.computer = people.includes(p.player_id) ? null : 'hard';
  state.paused_at = pausedAt;
  return renderMarkup(
    <PlayContext.Provider value={{} as PlayContextValue}>
      <SoloControls view={view(state, map, { player_id: 1 })} coach={coach} />
    </PlayContext.Provider>,
  );
}

describe('pause and coach, alone against computers', () => {
  it('offers pausing and the coach to the only person', () => {
    const markup = render([1]);
    expect(markup).toContain('>Pause<');
    expect(markup).toContain('What would Hard do?');
    expect(markup).toContain('The game records that you asked the coach.');
  });

  it('offers resuming while paused, and says the clock waits', () => {
    const markup = render([1], 1);
    expect(markup).toContain('>Resume<');
    expect(markup).toContain('Paused: the clock and the computers wait for you.');
  });

  it('shows the coach’s line of why', () => {
    const coach: Coach = {
      ...idle,
      advice: {
        action: { type: 'place-troops', player_id: 1, territory: 2, num_troops: 3 },
        mark: { territory: 2 },
        odds: null,
        text: 'Place 3 on B: it faces 4 enemy troops next door.',
      },
    };
    expect(render([1], 0, coach)).toContain('Place 3 on B: it faces 4 enemy troops next door.');
  });

  it('offers neither where another person plays', () => {
    const markup = render([1, 2]);
    expect(markup).not.toContain('Pause');
    expect(markup).not.toContain('What would Hard do?');
  });
});
