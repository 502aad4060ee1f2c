import { describe, expect, it } from 'vitest';
import type { MapDraft } from '../../../shared/protocol/editor';
import { freshName, tapCommand, type TapInput } from './editModes';
import { editorView, suggestedBonus } from './editorView';

const draft: MapDraft = {
  id: 10_000,
  name: 'Isle',
  author: 'me',
  width: 400,
  height: 300,
  recommended_min: 2,
  recommended_max: 4,
  published: false,
  background: null,
  territories: [
    { id: 1, name: 'Ash', x: 50, y: 50, region: 7 },
    { id: 2, name: 'Birch', x: 150, y: 50, region: 7 },
    { id: 3, name: 'Territory 4', x: 250, y: 50, region: 8 },
  ],
  regions: [
    { id: 7, name: 'North', bonus: 1 },
    { id: 8, name: 'South', bonus: 0 },
  ],
  adjacencies: [
    { id: 1, territory: 1, other: 2, name: 'Birch' },
    { id: 2, territory: 2, other: 1, name: 'Ash' },
    { id: 3, territory: 2, other: 3, name: 'Territory 4' },
  ],
};

const tap = (over: Partial<TapInput>) =>
  tapCommand({
    mode: 'place',
    draft,
    selected: null,
    paintRegion: null,
    territory: null,
    point: { x: 10.4, y: 20.6 },
    ...over,
  });

describe('the map editor tools', () => {
  it('place: the sea adds a territory at the rounded point, a territory is selected', () => {
    expect(tap({})).toEqual({ kind: 'add', x: 10, y: 21 });
    expect(tap({ territory: 2 })).toEqual({ kind: 'select', id: 2 });
    expect(tap({ point: { x: 500, y: 10 } }).kind).toBe('message');
  });

  it('borders: the first territory is picked, the next toggles the border with it', () => {
    expect(tap({ mode: 'link', territory: 1 })).toEqual({ kind: 'select', id: 1 });
    expect(tap({ mode: 'link', selected: 1, territory: 2 })).toEqual({
      kind: 'border',
      from: 1,
      to: 2,
      exists: true,
    });
    expect(tap({ mode: 'link', selected: 1, territory: 3 })).toEqual({
      kind: 'border',
      from: 1,
      to: 3,
      exists: false,
    });
    expect(tap({ mode: 'link', selected: 1, territory: 1 })).toEqual({ kind: 'select', id: null });
    expect(tap({ mode: 'link', selected: 1 })).toEqual({ kind: 'select', id: null });
  });

  it('regions: a territory goes into the chosen region; without one, a message', () => {
    expect(tap({ mode: 'paint', territory: 3, paintRegion: 7 })).toEqual({
      kind: 'paint',
      id: 3,
      region: 7,
    });
    expect(tap({ mode: 'paint', territory: 3 }).kind).toBe('message');
  });

  it('names new territories with a number the map does not use yet', () => {
    expect(freshName(draft)).toBe('Territory 5');
  });

  it('suggests the spec formula’s bonus and draws one-way borders too', () => {
    // North: 2 territories, 1 on the border (Birch): round(2/3 + 1/2.5) = 1.
    expect(suggestedBonus(draft, 7)).toBe(1);
    const view = editorView(draft, 2, { id: 3, x: 260, y: 70 });
    expect(view.territories.find((t) => t.id === 3)).toMatchObject({
      x: 260,
      y: 70,
      adjacencies: [2],
      label: 'Territory 4',
    });
    expect(view.marks).toEqual([{ id: 2, tone: 'from' }]);
    expect(view.territories.map((t) => t.color)).toEqual([1, 1, 2]);
  });
});
