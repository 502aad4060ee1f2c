import { describe, expect, it } from 'vitest';
import { DRAFT_PROBLEMS, draftProblems, parseDraft, type DraftShape } from './mapDraft.js';
import { MAP_ERRORS } from '../maps/parse.js';

/** A triangle of three territories in one region, every border both ways. */
function triangle(): DraftShape {
  const both = (a: number, b: number) => [
    { id: a * 100 + b, territory: a, other: b, name: '' },
    { id: b * 100 + a, territory: b, other: a, name: '' },
  ];
  return {
    name: 'Triangle',
    author: 'tests',
    width: 400,
    height: 300,
    recommended_min: 2,
    recommended_max: 3,
    territories: [
      { id: 7, name: 'Ash', x: 50, y: 50, region: 3 },
      { id: 9, name: 'Birch', x: 150, y: 50, region: 3 },
      { id: 12, name: 'Cedar', x: 100, y: 150, region: 3 },
    ],
    regions: [{ id: 3, name: 'Wood', bonus: 2 }],
    adjacencies: [...both(7, 9), ...both(9, 12), ...both(12, 7)],
  };
}

describe('a draft through the map validator', () => {
  it('is a valid map with ids 1..n in draft order and the names as keys', () => {
    const parsed = parseDraft(triangle(), { id: 10_001, status: 5, creationDate: '2026-11-30' });
    if (!parsed.ok) throw new Error(parsed.errors.join(' '));
    expect(parsed.map.territories.map((t) => [t.id, t.key, t.adjacencies])).toEqual([
      [1, 'Ash', [2, 3]],
      [2, 'Birch', [1, 3]],
      [3, 'Cedar', [1, 2]],
    ]);
    expect(parsed.map.regions).toEqual([{ id: 1, name: 'Wood', bonus: 2, territories: [1, 2, 3] }]);
    expect(parsed.file.borders).toHaveLength(3);
    expect(draftProblems(triangle())).toEqual([]);
  });

  it('names one-way borders, lone territories, territories in no region and an unconnected map', () => {
    const draft = triangle();
    const lone = { id: 20, name: 'Dune', x: 300, y: 200, region: null };
    const oneWay = draft.adjacencies.filter((a) => !(a.territory === 9 && a.other === 7));
    const problems = draftProblems({
      ...draft,
      territories: [...draft.territories, lone],
      adjacencies: oneWay,
    });
    expect(problems).toEqual([
      DRAFT_PROBLEMS.asymmetric('Ash', 'Birch'),
      DRAFT_PROBLEMS.noAdjacency('Dune'),
      MAP_ERRORS.noRegion('Dune'),
      MAP_ERRORS.notConnected('Dune', 'Ash'),
    ]);
  });

  it('says what to start with on an empty draft', () => {
    const empty = { ...triangle(), territories: [], regions: [], adjacencies: [] };
    expect(draftProblems(empty)).toEqual([DRAFT_PROBLEMS.noTerritories, DRAFT_PROBLEMS.noRegions]);
  });

  it('reports names used twice and territories off the picture', () => {
    const draft = triangle();
    const [ash, birch, cedar] = draft.territories;
    const problems = draftProblems({
      ...draft,
      territories: [ash!, { ...birch!, name: 'Ash' }, { ...cedar!, x: 500 }],
    });
    expect(problems).toContain(MAP_ERRORS.duplicateKey('Ash'));
    expect(problems).toContain(MAP_ERRORS.outside('Cedar', 500, 150, 400, 300));
  });
});
