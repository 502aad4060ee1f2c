import { describe, expect, it } from 'vitest';
import classicWorldFile from '../../maps/classic-world.json' with { type: 'json' };
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { borderTotal } from '../../test/support/mapGraph.js';
import { borderCount, distancesFrom, isConnected } from './graph.js';
import { parseMap } from './parse.js';
import { regionBonus } from '../constants.js';
import { PLAYER_COUNTS } from './types.js';

// The oracle: DESIGN §8's border list, copied verbatim.
const DESIGN_BORDERS = `
alaska: northwest_territory alberta kamchatka | northwest_territory: greenland alberta ontario
greenland: ontario quebec iceland | alberta: ontario western_united_states
ontario: quebec western_united_states eastern_united_states | quebec: eastern_united_states
western_united_states: eastern_united_states central_america | eastern_united_states: central_america
central_america: venezuela | venezuela: peru brazil | peru: brazil argentina | brazil: argentina north_africa
iceland: scandinavia great_britain | scandinavia: great_britain northern_europe ukraine
great_britain: northern_europe western_europe | northern_europe: western_europe southern_europe ukraine
western_europe: southern_europe north_africa | southern_europe: ukraine north_africa egypt middle_east
ukraine: ural afghanistan middle_east | north_africa: egypt east_africa congo | egypt: east_africa middle_east
east_africa: congo south_africa madagascar middle_east | congo: south_africa | south_africa: madagascar
ural: siberia afghanistan china | siberia: yakutsk irkutsk mongolia china | yakutsk: kamchatka irkutsk
kamchatka: irkutsk mongolia japan | irkutsk: mongolia | mongolia: japan china
afghanistan: china middle_east india | china: india siam | middle_east: india | india: siam | siam: indonesia
indonesia: new_guinea western_australia | new_guinea: western_australia eastern_australia | western_australia: eastern_australia
`;

const DESIGN_REGIONS: [string, number, string[]][] = [
  [
    'North America',
    5,
    [
      'alaska',
      'northwest_territory',
      'greenland',
      'alberta',
      'ontario',
      'quebec',
      'western_united_states',
      'eastern_united_states',
      'central_america',
    ],
  ],
  ['South America', 2, ['venezuela', 'peru', 'brazil', 'argentina']],
  [
    'Europe',
    5,
    [
      'iceland',
      'scandinavia',
      'great_britain',
      'northern_europe',
      'western_europe',
      'southern_europe',
      'ukraine',
    ],
  ],
  ['Africa', 3, ['north_africa', 'egypt', 'east_africa', 'congo', 'south_africa', 'madagascar']],
  [
    'Asia',
    7,
    [
      'ural',
      'siberia',
      'yakutsk',
      'kamchatka',
      'irkutsk',
      'mongolia',
      'japan',
      'afghanistan',
      'china',
      'middle_east',
      'india',
      'siam',
    ],
  ],
  ['Australia', 2, ['indonesia', 'new_guinea', 'western_australia', 'eastern_australia']],
];

function designPairs(): string[] {
  const pairs: string[] = [];
  for (const entry of DESIGN_BORDERS.split(/[|\n]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [from = '', rest = ''] = entry.split(':');
    for (const to of rest.trim().split(/\s+/)) pairs.push([from.trim(), to].sort().join(' '));
  }
  return pairs.sort();
}

const keyOf = (id: number): string => CLASSIC_WORLD.territories[id - 1]?.key ?? '?';

describe('classic world map', () => {
  it('parses without errors', () => {
    const result = parseMap(classicWorldFile);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('has 42 territories and exactly the 83 borders of DESIGN §8', () => {
    const oracle = designPairs();
    expect(oracle).toHaveLength(83);
    expect(new Set(oracle).size).toBe(83);
    const actual = CLASSIC_WORLD.territories
      .flatMap((t) =>
        t.adjacencies.filter((n) => n > t.id).map((n) => [t.key, keyOf(n)].sort().join(' ')),
      )
      .sort();
    expect(CLASSIC_WORLD.territories).toHaveLength(42);
    expect(actual).toEqual(oracle);
    expect(borderTotal(CLASSIC_WORLD)).toBe(83);
  });

  it('has adjacency lists that are sorted and symmetric', () => {
    for (const t of CLASSIC_WORLD.territories) {
      expect(t.adjacencies).toEqual([...t.adjacencies].sort((a, b) => a - b));
      for (const n of t.adjacencies)
        expect(CLASSIC_WORLD.territories[n - 1]?.adjacencies).toContain(t.id);
    }
    expect(isConnected(CLASSIC_WORLD)).toBe(true);
  });

  it('has the six regions and bonuses of DESIGN §8', () => {
    const regions = CLASSIC_WORLD.regions.map((r) => [
      r.name,
      r.bonus,
      r.territories.map(keyOf).sort(),
    ]);
    expect(regions).toEqual(DESIGN_REGIONS.map(([n, b, ts]) => [n, b, [...ts].sort()]));
    for (const r of CLASSIC_WORLD.regions) {
      for (const id of r.territories) expect(CLASSIC_WORLD.territories[id - 1]?.region).toBe(r.id);
    }
  });

  it('gives the calculator bonuses documented in borderCount', () => {
    const calculated = CLASSIC_WORLD.regions.map((r) =>
      regionBonus(r.territories.length, borderCount(CLASSIC_WORLD, r.id)),
    );
    expect(calculated).toEqual([4, 2, 4, 3, 6, 2]);
  });

  it('has capitals for every player count, at least 2 borders apart', () => {
    for (const count of PLAYER_COUNTS) {
      const capitals = CLASSIC_WORLD.capitals[count] ?? [];
      expect(new Set(capitals).size).toBe(count);
      for (const a of capitals) {
        const dist = distancesFrom(CLASSIC_WORLD, a);
        for (const b of capitals) if (a !== b) expect(dist.get(b)).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('recommends 3-6 players and places every territory inside the image', () => {
    expect(CLASSIC_WORLD.recommendedPlayers).toEqual({ min: 3, max: 6 });
    for (const t of CLASSIC_WORLD.territories) {
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x).toBeLessThanOrEqual(CLASSIC_WORLD.width);
      expect(t.y).toBeGreaterThanOrEqual(0);
      expect(t.y).toBeLessThanOrEqual(CLASSIC_WORLD.height);
    }
  });
});
