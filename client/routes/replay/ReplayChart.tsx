import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { COLORS } from '../../../shared/constants';
import { cursorX, positionAtX, type ChartData, type PlayerSeries } from './chartData';

const HEIGHT = 150;
/** Rounds, territories and troops are whole numbers: ticks only on whole steps. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000];
const AXIS = {
  stroke: '#9aa7b6',
  grid: { stroke: '#2a3441', width: 1 },
  ticks: { show: false },
  incrs: WHOLE_STEPS,
};

/** A player's line colour; black would vanish on the dark panel, so it is drawn in charcoal. */
export function lineColor(color: number): string {
  return color === 7 ? '#6c757d' : (COLORS[color]?.hex ?? '#8c8c8c');
}

interface ChartProps {
  data: ChartData;
  metric: 'territories' | 'troops';
  position: number;
  onSeek(position: number): void;
}

function plotData(data: ChartData, metric: ChartProps['metric']): uPlot.AlignedData {
  return [data.rounds, ...data.series.map((s: PlayerSeries) => s[metric])];
}

/** One uPlot line chart: a line per player, the current step as a vertical line, click to jump. */
function MetricChart({ data, metric, position, onSeek }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const cursor = useRef(cursorX(data, position));
  cursor.current = cursorX(data, position);
  const seek = useRef(onSeek);
  seek.current = onSeek;
  /** The step's line: an element over the plot, moved without drawing the plot again. */
  const placeCursor = (u: uPlot) => {
    let line = u.over.querySelector<HTMLElement>('.replay-chart__cursor');
    if (!line) {
      line = document.createElement('div');
      line.className = 'replay-chart__cursor';
      u.over.appendChild(line);
    }
    line.style.transform = `translateX(${u.valToPos(cursor.current, 'x')}px)`;
  };
  const place = useRef(placeCursor);
  place.current = placeCursor;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: element.clientWidth || 300,
        height: HEIGHT,
        legend: { show: false },
        // No zooming; and uPlot would swallow a click whose pointer moved a pixel as a "drag".
        cursor: { drag: { x: false, y: false, click: () => {} }, points: { show: false } },
        scales: { x: { time: false } },
        axes: [
          { ...AXIS, label: 'Round', labelSize: 18, size: 32 },
          { ...AXIS, size: 44 },
        ],
        series: [
          {},
          ...data.series.map((s) => ({
            label: s.player.username,
            stroke: lineColor(s.player.color),
            width: 2,
          })),
        ],
        hooks: { ready: [(u) => placeCursor(u)], setSize: [(u) => placeCursor(u)] },
      },
      plotData(data, metric),
      element,
    );
    chart.over.addEventListener('click', (e) => {
      seek.current(positionAtX(data, chart.posToVal(e.offsetX, 'x')));
    });
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth || 300, height: HEIGHT }),
    );
    resize.observe(element);
    plot.current = chart;
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [data, metric]);

  // Only the cursor moves with the step: the plot itself is not drawn again.
  useEffect(() => {
    if (plot.current) place.current(plot.current);
  }, [position]);

  return (
    <figure className="replay-chart">
      <figcaption>{metric === 'territories' ? 'Territories' : 'Troops'} per round</figcaption>
      <div ref={host} className="replay-chart__plot" data-testid={`chart-${metric}`} />
    </figure>
  );
}

/** Territories and troops of each player per round, with a legend; a click jumps there. */
export function ReplayChart(props: Omit<ChartProps, 'metric'>) {
  const { data } = props;
  if (data.series.length === 0) {
    return <p className="muted">Under fog of war, only your own side's numbers are charted.</p>;
  }
  return (
    <div className="replay-charts">
      <ul className="replay-legend">
        {data.series.map((s) => (
          <li key={s.player.player_id}>
            <span
              className="replay-legend__swatch"
              style={{ background: lineColor(s.player.color) }}
            />
            {s.player.username}
          </li>
        ))}
      </ul>
      <MetricChart {...props} metric="territories" />
      <MetricChart {...props} metric="troops" />
    </div>
  );
}
