import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/engine';
import { GameStore, type LogEntry } from '../../../state/game/store';
import { renderMarkup } from '../../../testing/markup';
import { LogLine, type LogLineContext } from './LogLine';

const reinforce: LogEntry = {
  type: EVENT_TYPES.REINFORCE,
  player_id: 1,
  param1: 2,
  param2: 3,
  param3: 0,
  param4: 0,
  seq: 57,
};

function line(replayAt: LogLineContext['replayAt']) {
  const context: LogLineContext = {
    names: { player: () => 'Ann', territory: () => 'Peru' },
    color: () => 1,
    colourblind: false,
    store: new GameStore(),
    replayAt,
  };
  return renderMarkup(<LogLine event={reinforce} dice={null} defender={null} context={context} />);
}

describe('a finished game’s log line', () => {
  it('links to that moment of the replay, the position just after the line’s event', () => {
    const markup = line((seq) => `/game/9/replay?event=${seq}`);
    expect(markup).toContain('href="/game/9/replay?event=57"');
    expect(markup).toContain('aria-label="Replay at event 57"');
  });

  it('has no replay link while the game runs', () => {
    expect(line(undefined)).not.toContain('log-line__replay');
  });
});
