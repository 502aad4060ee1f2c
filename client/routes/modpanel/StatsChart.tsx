import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsSeries } from '../../../shared/protocol/staff';
import { useRouteQuery } from '../../net/query';

const RANGES = [
  { id: 'hour', label: 'Last hour' },
  { id: 'day', label: 'Last day' },
  { id: 'week', label: 'Last week' },
  { id: 'month', label: 'Last month' },
] as const;

/**
 * The series drawn, their colours and which axis they use. Users online comes last so it is drawn
 * on top (its area filled): equal counts would otherwise hide its line under another.
 */
const SERIES = [
  { key: 'games_started', label: 'Games started', stroke: '#3fb950', scale: 'count' },
  { key: 'games_finished', label: 'Games finished', stroke: '#f76707', scale: 'count' },
  { key: 'signups', label: 'Sign-ups', stroke: '#f06595', scale: 'count' },
  { key: 'actions_per_minute', label: 'Actions per minute', stroke: '#ffd166', scale: 'rate' },
  {
    key: 'users_online',
    label: 'Users online',
    stroke: '#4c8dff',
    scale: 'count',
    fill: 'rgba(76, 141, 255, 0.18)',
  },
] as const;

const HEIGHT = 280;
const AXIS = { stroke: '#9aa7b6', grid: { stroke: '#2a3441', width: 1 }, ticks: { show: false } };

/** The stats series as uPlot's columns: time first, then one column per series. */
export function chartColumns(stats: StatsSeries): uPlot.AlignedData {
  return [stats.times, ...SERIES.map((series) => stats[series.key])];
}

function Plot({ stats }: { stats: StatsSeries }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: element.clientWidth || 300,
        height: HEIGHT,
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, count: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { ...AXIS },
          { ...AXIS, scale: 'count', size: 44 },
          { ...AXIS, scale: 'rate', side: 1, size: 44, grid: { show: false } },
        ],
        series: [
          {},
          ...SERIES.map((series) => ({
            label: series.label,
            stroke: series.stroke,
            scale: series.scale,
            fill: 'fill' in series ? series.fill : undefined,
            width: 2,
            points: { show: false },
          })),
        ],
      },
      chartColumns(stats),
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth || 300, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [stats]);
  return <div ref={host} className="staff-chart__plot" data-testid="stats-chart" />;
}

/** The stats page: users online, games started and finished, actions per minute and sign-ups over a chosen range. */
export function StatsChart() {
  const [range, setRange] = useState<(typeof RANGES)[number]['id']>('day');
  const { data, error, isFetching, refetch } = useRouteQuery('GET /modpanel/stats/api', {
    query: { range },
  });
  return (
    <section className="staff-card staff-chart" aria-labelledby="stats-title">
      <div className="staff-form__row">
        <h2 id="stats-title">Activity</h2>
        <label className="staff-form">
          <span className="visually-hidden">Range</span>
          <select value={range} onChange={(event) => setRange(event.target.value as typeof range)}>
            {RANGES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
          Refresh
        </button>
      </div>
      {error && <p className="alert alert--error">{error.message}</p>}
      {isFetching && !data && <p className="muted">Loading…</p>}
      {data && <Plot stats={data} />}
      {data && (
        <p className="muted staff-note">
          Totals:{' '}
          {SERIES.filter((s) => s.key !== 'users_online' && s.key !== 'actions_per_minute')
            .map((s) => `${s.label.toLowerCase()} ${data[s.key].reduce((a, b) => a + b, 0)}`)
            .join(', ')}
          .
        </p>
      )}
    </section>
  );
}
