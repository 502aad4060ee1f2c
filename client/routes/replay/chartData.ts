/**
 * The chart's numbers: each player's territories and troops at the end of every round (x = the
 * round, 0 = the deal), sampled once by playing a second timeline to its end.
 */
import { EVENT_TYPES } from '../../../shared/engine';
import type { ReplayPlayer } from '../../../shared/protocol/replay';
import type { ReplayTimeline } from './timeline';

export interface PlayerSeries {
  player: ReplayPlayer;
  territories: number[];
  troops: number[];
}

export interface ChartData {
  /** x of each sample: the round that just ended (0: the deal). */
  rounds: number[];
  /** The event position of each sample. */
  positions: number[];
  /** Players whose counts the viewer knows (under fog: itself and its team-mates). */
  series: PlayerSeries[];
}

/** Samples `t` (a fresh timeline, consumed) at the end of each round and at its end. */
export function chartData(t: ReplayTimeline, players: readonly ReplayPlayer[]): ChartData {
  const known = players.filter((p) => t.counts(p.player_id) !== null);
  const data: ChartData = {
    rounds: [],
    positions: [],
    series: known.map((player) => ({ player, territories: [], troops: [] })),
  };
  const sample = () => {
    data.rounds.push(t.round);
    data.positions.push(t.position);
    for (const s of data.series) {
      const counts = t.counts(s.player.player_id) ?? { territories: 0, troops: 0 };
      s.territories.push(counts.territories);
      s.troops.push(counts.troops);
    }
  };
  for (;;) {
    const next = t.events[t.position];
    // Each round start raises the round, so no two samples share an x.
    if (!next || next.type === EVENT_TYPES.ROUND_START) sample();
    if (!next || !t.forward().ok) return data;
  }
}

/** The chart x of an event position: between the rounds around it, in proportion. */
export function cursorX(data: ChartData, position: number): number {
  const { rounds, positions } = data;
  for (let k = 0; k < positions.length; k++) {
    const at = positions[k]!;
    if (position > at) continue;
    if (k === 0) return rounds[0] ?? 0;
    const from = positions[k - 1]!;
    const x0 = rounds[k - 1]!;
    return x0 + ((position - from) / Math.max(1, at - from)) * (rounds[k]! - x0);
  }
  return rounds[rounds.length - 1] ?? 0;
}

/** The event position of the sample nearest to chart x (a click on the chart). */
export function positionAtX(data: ChartData, x: number): number {
  let best = 0;
  data.rounds.forEach((round, k) => {
    if (Math.abs(round - x) < Math.abs((data.rounds[best] ?? 0) - x)) best = k;
  });
  return data.positions[best] ?? 0;
}
