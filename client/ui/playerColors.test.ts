import { describe, expect, it } from 'vitest';
import { COLORS } from '../../shared/constants';
import { playerColorVariables } from './playerColors';

describe('playerColorVariables', () => {
  it('defines --player-0 to --player-9 from the shared colours', () => {
    const variables = playerColorVariables();
    expect(Object.keys(variables)).toHaveLength(10);
    expect(variables['--player-3']).toBe(COLORS[3].hex);
  });
});
