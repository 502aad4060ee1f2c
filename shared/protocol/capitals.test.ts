import { describe, expect, it } from 'vitest';
import { MAP_ERRORS } from '../maps/parse';
import {
  CAPITAL_TEXTS,
  capitalLines,
  capitalsSaveSchema,
  checkCapitals,
  territoryFinder,
} from './capitals';

const find = territoryFinder([
  { id: 1, name: 'Alaska' },
  { id: 2, name: 'Peru' },
  { id: 3, name: 'Egypt' },
]);

describe('the capital editor checks (spec §5)', () => {
  it('reads one name per line, trimmed, without empty lines', () => {
    expect(capitalLines('  Alaska \r\n\n Peru\n   \n')).toEqual(['Alaska', 'Peru']);
    expect(capitalLines('')).toEqual([]);
  });

  it('warns "No territories specified" for an empty list', () => {
    expect(checkCapitals([], 3, find)).toMatchObject({ tone: 'warning', text: CAPITAL_TEXTS.none });
    expect(CAPITAL_TEXTS.none).toBe('No territories specified');
  });

  it('lists unknown names after "The following territories are not valid:" as an error', () => {
    const check = checkCapitals(['Alaska', 'Atlantis', 'Mu'], 3, find);
    expect(check).toMatchObject({ tone: 'error', invalid: ['Atlantis', 'Mu'] });
    expect(check.text).toBe('The following territories are not valid:');
  });

  it('warns "Wrong number of territories." when the count is not the player count', () => {
    for (const names of [
      ['Alaska', 'Peru'],
      ['Alaska', 'Peru', 'Egypt'],
    ]) {
      const check = checkCapitals(names, 4, find);
      expect(check).toMatchObject({ tone: 'warning', text: 'Wrong number of territories.' });
    }
  });

  it('shows a success with the right count, finding names whatever their case', () => {
    const check = checkCapitals(['alaska', 'PERU', 'Egypt'], 3, find);
    expect(check).toMatchObject({ tone: 'success', text: CAPITAL_TEXTS.correct, ids: [1, 2, 3] });
  });

  it('refuses a territory named twice with the map validator’s text', () => {
    const check = checkCapitals(['Alaska', 'alaska', 'Peru'], 3, find);
    expect(check).toMatchObject({ tone: 'error', text: MAP_ERRORS.capitalRepeated(3, 'alaska') });
  });

  it('has the unknown pick text of the specification', () => {
    expect(CAPITAL_TEXTS.notFound).toBe('Could not find territory');
  });

  it('saves only player counts 2-9', () => {
    expect(capitalsSaveSchema.safeParse({ caps: { '3': ['a', 'b', 'c'] } }).success).toBe(true);
    expect(capitalsSaveSchema.safeParse({ caps: { '10': ['a'] } }).success).toBe(false);
    expect(capitalsSaveSchema.safeParse({ caps: { '2': 'Alaska' } }).success).toBe(false);
  });
});
