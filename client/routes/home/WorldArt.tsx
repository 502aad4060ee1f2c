// A decorative board: territories as discs in player colours, borders as lines, one attack.

const NODES = [
  { x: 52, y: 70, owner: 2, troops: 4 },
  { x: 110, y: 46, owner: 2, troops: 2 },
  { x: 96, y: 112, owner: 2, troops: 7 },
  { x: 160, y: 92, owner: 2, troops: 3 },
  { x: 138, y: 166, owner: 3, troops: 5 },
  { x: 84, y: 198, owner: 3, troops: 1 },
  { x: 150, y: 240, owner: 3, troops: 2 },
  { x: 222, y: 140, owner: 1, troops: 9 },
  { x: 232, y: 62, owner: 1, troops: 2 },
  { x: 288, y: 100, owner: 1, troops: 4 },
  { x: 262, y: 206, owner: 8, troops: 3 },
  { x: 330, y: 168, owner: 8, troops: 6 },
  { x: 346, y: 240, owner: 8, troops: 2 },
  { x: 352, y: 70, owner: 0, troops: 1 },
] as const;

const EDGES: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 2],
  [1, 3],
  [2, 3],
  [2, 4],
  [2, 5],
  [3, 4],
  [3, 7],
  [3, 8],
  [4, 5],
  [4, 6],
  [4, 7],
  [5, 6],
  [6, 10],
  [7, 8],
  [7, 9],
  [7, 10],
  [8, 9],
  [8, 13],
  [9, 11],
  [9, 13],
  [10, 11],
  [10, 12],
  [11, 12],
];

function point(index: number) {
  const node = NODES[index];
  return node ? { x: node.x, y: node.y } : { x: 0, y: 0 };
}

/** The landing page's picture of a game in progress. */
export function WorldArt({ className }: { className?: string }) {
  const from = point(7);
  const to = point(10);
  return (
    <svg
      className={className}
      viewBox="0 0 400 290"
      role="img"
      aria-label="A game board in progress"
    >
      <defs>
        <radialGradient id="world-glow" cx="50%" cy="48%" r="50%">
          <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.22" />
          <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
        </radialGradient>
        <marker
          id="world-arrow"
          viewBox="0 0 10 10"
          refX="7"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="var(--danger)" />
        </marker>
      </defs>
      <rect width="400" height="290" fill="url(#world-glow)" />
      <g stroke="var(--border-strong)" strokeWidth="2" strokeLinecap="round">
        {EDGES.map(([a, b]) => {
          const p = point(a);
          const q = point(b);
          return <line key={`${a}-${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
        })}
      </g>
      <path
        d={`M${from.x},${from.y} Q${from.x + 40},${(from.y + to.y) / 2 - 6} ${to.x - 4},${to.y - 22}`}
        fill="none"
        stroke="var(--danger)"
        strokeWidth="4"
        strokeDasharray="8 6"
        markerEnd="url(#world-arrow)"
        className="world-art__attack"
      />
      {NODES.map((node, index) => (
        <g key={index} transform={`translate(${node.x} ${node.y})`}>
          <circle r="17" fill={`var(--player-${node.owner})`} stroke="var(--bg)" strokeWidth="3" />
          <text textAnchor="middle" dy="0.35em" className="world-art__troops">
            {node.troops}
          </text>
        </g>
      ))}
    </svg>
  );
}
