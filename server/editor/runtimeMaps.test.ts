import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { withCapitals } from './runtimeMaps';

describe('saved capital layouts over a map', () => {
  const key = (name: string) => CLASSIC_WORLD.territories.find((t) => t.name === name)!.key;
  const id = (name: string) => CLASSIC_WORLD.territories.find((t) => t.name === name)!.id;

  it('replace the map’s layout of that player count, in the saved order', () => {
    const layouts = new Map([[2, [key('Peru'), key('Alaska')]]]);
    const map = withCapitals(CLASSIC_WORLD, layouts);
    expect(map.capitals[2]).toEqual([id('Peru'), id('Alaska')]);
    expect(map.capitals[3]).toEqual(CLASSIC_WORLD.capitals[3]);
    expect(CLASSIC_WORLD.capitals[2]).not.toEqual(map.capitals[2]);
  });

  it('remove a player count with an empty list, and skip a layout that no longer fits', () => {
    const layouts = new Map([
      [2, []],
      [3, [key('Peru'), 'atlantis', key('Alaska')]],
      [4, [key('Peru'), key('Peru'), key('Alaska'), key('Egypt')]],
    ]);
    const map = withCapitals(CLASSIC_WORLD, layouts);
    expect(map.capitals[2]).toBeUndefined();
    expect(map.capitals[3]).toEqual(CLASSIC_WORLD.capitals[3]);
    expect(map.capitals[4]).toEqual(CLASSIC_WORLD.capitals[4]);
  });
});
