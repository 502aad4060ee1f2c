import { describe, expect, it } from 'vitest';
import { LiveSpans } from './roomWatch';

describe('the live-room spans', () => {
  it('sees no double in a handover: the old room was last seen before the new one went live', () => {
    const spans = new LiveSpans();
    spans.record({ processId: 'a', at: 1000, games: [{ gameId: 7, since: 100 }] });
    // b answered after a lost the game, within the same sampling round.
    spans.record({ processId: 'b', at: 1010, games: [{ gameId: 7, since: 1005 }] });
    spans.record({ processId: 'b', at: 1250, games: [{ gameId: 7, since: 1005 }] });
    expect(spans.doubles()).toEqual([]);
    expect(spans.roomsSeen).toBe(2);
    expect(spans.samples).toBe(3);
  });

  it('names a game live in two processes at once, and how long both were seen', () => {
    const spans = new LiveSpans();
    spans.record({ processId: 'a', at: 1000, games: [{ gameId: 7, since: 100 }] });
    spans.record({ processId: 'b', at: 1000, games: [{ gameId: 7, since: 900 }] });
    spans.record({ processId: 'a', at: 1250, games: [{ gameId: 7, since: 100 }] });
    expect(spans.doubles()).toEqual([{ gameId: 7, processes: ['a', 'b'], overlapMs: 100 }]);
  });

  it('tells a room reopened in the same process from the one before it', () => {
    const spans = new LiveSpans();
    spans.record({ processId: 'a', at: 500, games: [{ gameId: 3, since: 100 }] });
    spans.record({ processId: 'a', at: 900, games: [{ gameId: 3, since: 700 }] });
    expect(spans.doubles()).toEqual([]);
    expect(spans.roomsSeen).toBe(2);
  });
});
