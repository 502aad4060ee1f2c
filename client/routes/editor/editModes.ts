/**
 * The map editor's tools as a small state machine: what a tap on the map means in each mode.
 * Pure, so it is tested without a canvas; the page carries out the command it returns.
 */
import type { MapDraft } from '../../../shared/protocol/editor';

export const EDIT_MODES = ['place', 'link', 'paint'] as const;
export type EditMode = (typeof EDIT_MODES)[number];

export const MODE_LABELS: Record<EditMode, { name: string; hint: string }> = {
  place: {
    name: 'Territories',
    hint: 'Click the map to add a territory; click one to select it; drag one to move it.',
  },
  link: {
    name: 'Borders',
    hint: 'Click a territory, then its neighbours: each click adds the border both ways, or removes it.',
  },
  paint: { name: 'Regions', hint: 'Choose a region, then click territories to put them in it.' },
};

export type EditorCommand =
  | { kind: 'add'; x: number; y: number }
  | { kind: 'select'; id: number | null }
  | { kind: 'border'; from: number; to: number; exists: boolean }
  | { kind: 'paint'; id: number; region: number }
  | { kind: 'message'; text: string };

export interface TapInput {
  mode: EditMode;
  draft: MapDraft;
  selected: number | null;
  /** The region the paint tool puts territories in. */
  paintRegion: number | null;
  territory: number | null;
  point: { x: number; y: number };
}

const inside = (draft: MapDraft, p: { x: number; y: number }) =>
  p.x >= 0 && p.y >= 0 && p.x <= draft.width && p.y <= draft.height;

/** The command a tap means. */
export function tapCommand(input: TapInput): EditorCommand {
  const { mode, draft, selected, territory, point } = input;
  if (mode === 'place') {
    if (territory !== null) return { kind: 'select', id: territory };
    if (!inside(draft, point)) return { kind: 'message', text: 'That is outside the map.' };
    return { kind: 'add', x: Math.round(point.x), y: Math.round(point.y) };
  }
  if (mode === 'link') {
    if (territory === null || territory === selected || selected === null) {
      return { kind: 'select', id: territory === selected ? null : territory };
    }
    const exists = draft.adjacencies.some((a) => a.territory === selected && a.other === territory);
    return { kind: 'border', from: selected, to: territory, exists };
  }
  if (territory === null) return { kind: 'select', id: null };
  if (input.paintRegion === null)
    return { kind: 'message', text: 'Choose a region to put territories in first.' };
  return { kind: 'paint', id: territory, region: input.paintRegion };
}

/** A name for a new territory that the map does not use yet. */
export function freshName(draft: MapDraft): string {
  const taken = new Set(draft.territories.map((t) => t.name.toLowerCase()));
  for (let n = draft.territories.length + 1; ; n++) {
    if (!taken.has(`territory ${n}`)) return `Territory ${n}`;
  }
}
