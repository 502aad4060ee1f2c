import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PlayerProfile } from '../../../shared/protocol/players';

// Loaded on its own (React.lazy from the profile page): uPlot is in this chunk only.

const HEIGHT = 220;
const AXIS = { stroke: '#9aa7b6', grid: { stroke: '#2a3441', width: 1 }, ticks: { show: false } };

/** The history as uPlot's columns: seconds since 1970, then the rating after each game. */
export function historyColumns(history: PlayerProfile['rating_history']): uPlot.AlignedData {
  return [
    history.map((point) => Date.parse(point.at) / 1000),
    history.map((point) => point.rating),
  ];
}

/** The rating after each rated game, as a line over time. */
export function RatingChart({ history }: { history: PlayerProfile['rating_history'] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: element.clientWidth || 300,
        height: HEIGHT,
        cursor: { drag: { x: false, y: false } },
        legend: { show: false },
        scales: {
          x: { time: true },
          y: {
            range: (_u, min, max) => [
              Math.floor((min - 10) / 10) * 10,
              Math.ceil((max + 10) / 10) * 10,
            ],
          },
        },
        axes: [{ ...AXIS }, { ...AXIS, size: 48 }],
        series: [
          {},
          {
            label: 'Rating',
            stroke: '#4c8dff',
            fill: 'rgba(76, 141, 255, 0.12)',
            width: 2,
            points: { show: history.length < 40, size: 5 },
          },
        ],
      },
      historyColumns(history),
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
  }, [history]);
  return (
    <div
      ref={host}
      className="profile__chart"
      data-testid="rating-chart"
      role="img"
      aria-label={`Rating after each of the last ${history.length} rated games`}
    />
  );
}
