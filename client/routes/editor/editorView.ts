/** What the map editor's canvas draws: each territory in its region's colour, named, its borders drawn. */
import { regionBonus, type ColorId } from '../../../shared/constants';
import type { MapDraft } from '../../../shared/protocol/editor';
import type { MapView, TerritoryMark } from '../../map/viewModel';

/** A region's colour: the player colours after gray, in turn; gray for no region. */
export function regionColor(draft: MapDraft, regionId: number | null): ColorId {
  const index = draft.regions.findIndex((r) => r.id === regionId);
  return (index < 0 ? 0 : (index % 9) + 1) as ColorId;
}

/** Each territory's neighbours, either way round (one-way borders show too; the problems name them). */
export function neighbourIds(draft: MapDraft): Map<number, number[]> {
  const out = new Map<number, Set<number>>(draft.territories.map((t) => [t.id, new Set()]));
  for (const a of draft.adjacencies) {
    out.get(a.territory)?.add(a.other);
    out.get(a.other)?.add(a.territory);
  }
  return new Map([...out].map(([id, set]) => [id, [...set]]));
}

/** The region-bonus formula of spec §9 for a region of the draft: territories / 3 + borders / 2.5. */
export function suggestedBonus(draft: MapDraft, regionId: number): number {
  const regionOf = new Map(draft.territories.map((t) => [t.id, t.region]));
  const neighbours = neighbourIds(draft);
  const members = draft.territories.filter((t) => t.region === regionId);
  const borders = members.filter((t) =>
    (neighbours.get(t.id) ?? []).some((n) => regionOf.get(n) !== regionId),
  ).length;
  return regionBonus(members.length, borders);
}

export function editorView(
  draft: MapDraft,
  selected: number | null,
  moving?: { id: number; x: number; y: number },
): MapView {
  const neighbours = neighbourIds(draft);
  const marks: TerritoryMark[] = selected === null ? [] : [{ id: selected, tone: 'from' }];
  return {
    width: draft.width,
    height: draft.height,
    image: draft.background ? { url: draft.background, scale: 1 } : null,
    territories: draft.territories.map((t) => {
      const at = moving?.id === t.id ? moving : t;
      return {
        id: t.id,
        name: t.name,
        x: at.x,
        y: at.y,
        outline: [],
        adjacencies: neighbours.get(t.id) ?? [],
        color: regionColor(draft, t.region),
        troops: null,
        capital: false,
        hill: false,
        label: t.name,
      };
    }),
    showAdjacencies: true,
    colourblind: false,
    selected: null,
    scale: 1,
    marks,
  };
}
