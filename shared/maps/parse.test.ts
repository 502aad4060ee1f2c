import { describe, expect, it } from 'vitest';
import { outlinePoints } from './outline.js';
import { MAP_ERRORS, parseMap, type MapFile } from './parse.js';

/** A small valid map: a square a-b-c-d with a tail d-e, two regions. */
function fixture(): MapFile {
  return {
    id: 7,
    name: 'Square',
    author: 'Ann, Bob',
    status: 5,
    creationDate: '2026-11-22',
    width: 100,
    height: 50,
    tokenCost: 1,
    recommendedPlayers: { min: 2, max: 4 },
    territories: [
      { key: 'a', name: 'A', x: 10, y: 10 },
      {
        key: 'b',
        name: 'B',
        x: 90,
        y: 10,
        outline: [
          [
            [80, 0],
            [100, 0],
            [100, 20],
          ],
        ],
      },
      { key: 'c', name: 'C', x: 90, y: 40 },
      { key: 'd', name: 'D', x: 10, y: 40 },
      { key: 'e', name: 'E', x: 50, y: 50 },
    ],
    regions: [
      { name: 'North', bonus: 2, territories: ['a', 'b'] },
      { name: 'South', bonus: 0, territories: ['c', 'd', 'e'] },
    ],
    borders: [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'a'],
      ['e', 'd'],
    ],
    capitals: { '2': ['a', 'c'], '3': ['a', 'c', 'e'] },
    hills: ['b'],
  };
}

function errorsOf(change: (f: MapFile) => void): string[] {
  const file = fixture();
  change(file);
  const result = parseMap(file);
  return result.ok ? [] : result.errors;
}

describe('parseMap on a valid file', () => {
  it('numbers territories and regions in file order and builds symmetric adjacency', () => {
    const result = parseMap(fixture());
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const { map } = result;
    expect(map.territories.map((t) => [t.id, t.key, t.region, t.adjacencies])).toEqual([
      [1, 'a', 1, [2, 4]],
      [2, 'b', 1, [1, 3]],
      [3, 'c', 2, [2, 4]],
      [4, 'd', 2, [1, 3, 5]],
      [5, 'e', 2, [4]],
    ]);
    expect(map.regions).toEqual([
      { id: 1, name: 'North', bonus: 2, territories: [1, 2] },
      { id: 2, name: 'South', bonus: 0, territories: [3, 4, 5] },
    ]);
    expect(map.capitals).toEqual({ 2: [1, 3], 3: [1, 3, 5] });
    expect(map.hills).toEqual([2]);
    expect(map.territories[1]?.outline).toEqual([[80, 0, 100, 0, 100, 20]]);
    expect(outlinePoints(map.territories[1])).toEqual([
      [
        { x: 80, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 20 },
      ],
    ]);
    expect(map.territories[0]).not.toHaveProperty('outline');
    expect(map).toMatchObject({
      id: 7,
      status: 5,
      tokenCost: 1,
      width: 100,
      height: 50,
      author: 'Ann, Bob',
    });
  });
});

describe('parseMap defaults', () => {
  it('treats missing capitals and hills as none', () => {
    const { capitals: _c, hills: _h, ...file } = fixture();
    const result = parseMap(file);
    expect(result.ok && [result.map.capitals, result.map.hills]).toEqual([{}, []]);
  });
});

describe('parseMap errors', () => {
  it('reports the file shape with the field path', () => {
    expect(parseMap(null)).toMatchObject({ ok: false });
    const errors = errorsOf((f) => {
      (f as { width: unknown }).width = '100';
      (f as { status: unknown }).status = 4;
    });
    expect(errors.some((e) => e.startsWith('width: '))).toBe(true);
    expect(errors.some((e) => e.startsWith('status: '))).toBe(true);
    expect(errorsOf((f) => (f.creationDate = '22/11/2026'))).toEqual([
      'creationDate: expected a date as YYYY-MM-DD',
    ]);
    expect(errorsOf((f) => (f.territories = []))[0]).toMatch(/^territories: /);
  });

  const cases: [string, (f: MapFile) => void, string[]][] = [
    [
      'duplicate keys',
      (f) => f.territories.push({ key: 'a', name: 'A again', x: 1, y: 1 }),
      [MAP_ERRORS.duplicateKey('a')],
    ],
    [
      'an unknown key in a border',
      (f) => f.borders.push(['a', 'zz']),
      [MAP_ERRORS.unknownKey('zz', 'border 6 ("a" - "zz")')],
    ],
    ['a self-border', (f) => f.borders.push(['c', 'c']), [MAP_ERRORS.selfBorder('c')]],
    [
      'a duplicate border',
      (f) => f.borders.push(['b', 'a']),
      [MAP_ERRORS.duplicateBorder('b', 'a')],
    ],
    [
      'a disconnected map',
      (f) => (f.borders = f.borders.filter(([a, b]) => a !== 'e' && b !== 'e')),
      [MAP_ERRORS.notConnected('e', 'a')],
    ],
    [
      'a territory in no region',
      (f) => (f.regions[1] = { name: 'South', bonus: 0, territories: ['c', 'd'] }),
      [MAP_ERRORS.noRegion('e')],
    ],
    [
      'a territory in two regions',
      (f) => f.regions[0]?.territories.push('c'),
      [MAP_ERRORS.manyRegions('c', ['North', 'South'])],
    ],
    [
      'an unknown key in a region',
      (f) => f.regions[0]?.territories.push('zz'),
      [MAP_ERRORS.unknownKey('zz', 'region "North"')],
    ],
    [
      'a negative bonus',
      (f) => f.regions[0] && (f.regions[0].bonus = -1),
      [MAP_ERRORS.negativeBonus('North', -1)],
    ],
    [
      'an empty region and a repeated region name',
      (f) => f.regions.push({ name: 'North', bonus: 1, territories: [] }),
      [MAP_ERRORS.duplicateRegionName('North'), MAP_ERRORS.emptyRegion('North')],
    ],
    ['capitals for 1 player', (f) => (f.capitals['1'] = ['a']), [MAP_ERRORS.capitalCount('1')]],
    ['capitals for 10 players', (f) => (f.capitals['10'] = []), [MAP_ERRORS.capitalCount('10')]],
    [
      'capitals for "two" players',
      (f) => (f.capitals['two'] = []),
      [MAP_ERRORS.capitalCount('two')],
    ],
    ['too few capitals', (f) => (f.capitals['3'] = ['a', 'c']), [MAP_ERRORS.capitalSize(3, 2)]],
    [
      'a repeated capital',
      (f) => (f.capitals['2'] = ['a', 'a']),
      [MAP_ERRORS.capitalRepeated(2, 'a')],
    ],
    [
      'an unknown capital',
      (f) => (f.capitals['2'] = ['a', 'zz']),
      [MAP_ERRORS.unknownKey('zz', 'the capitals for 2 players')],
    ],
    ['an unknown hill', (f) => (f.hills = ['zz']), [MAP_ERRORS.unknownKey('zz', 'hills')]],
    ['a repeated hill', (f) => (f.hills = ['b', 'b']), [MAP_ERRORS.hillRepeated('b')]],
    [
      'a territory outside the image',
      (f) => f.territories[2] && (f.territories[2].x = 101),
      [MAP_ERRORS.outside('c', 101, 40, 100, 50)],
    ],
    [
      'a negative coordinate',
      (f) => f.territories[0] && (f.territories[0].y = -1),
      [MAP_ERRORS.outside('a', 10, -1, 100, 50)],
    ],
    [
      'an outline point outside the image',
      (f) =>
        f.territories[0] &&
        (f.territories[0].outline = [
          [
            [0, 0],
            [0, 51],
          ],
        ]),
      [MAP_ERRORS.outlineOutside('a', 100, 50)],
    ],
    [
      'recommended players outside 2-9',
      (f) => (f.recommendedPlayers = { min: 1, max: 10 }),
      [MAP_ERRORS.recommendedRange(1, 10)],
    ],
    [
      'recommended min above max',
      (f) => (f.recommendedPlayers = { min: 5, max: 3 }),
      [MAP_ERRORS.recommendedOrder(5, 3)],
    ],
  ];

  it.each(cases)('reports %s', (_name, change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  it('reports every problem at once', () => {
    const errors = errorsOf((f) => {
      f.borders.push(['c', 'c']);
      f.hills = ['zz'];
      f.recommendedPlayers = { min: 5, max: 3 };
    });
    expect(errors).toHaveLength(3);
  });

  it('gives every message as one clear sentence', () => {
    for (const [, change] of cases) {
      for (const e of errorsOf(change)) expect(e).toMatch(/^[A-Z].*\.$/);
    }
  });
});
