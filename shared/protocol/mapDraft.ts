/**
 * A map being drawn in the editor, checked by the same validator as the map files: the draft
 * becomes a map file (territory names as keys, so every message names what the author sees)
 * and goes through `parseMap`, after the checks only a draft needs (borders are kept one
 * direction at a time there, so one may lack its opposite).
 */
import { parseMap, type MapFile, type ParseMapResult } from '../maps/parse.js';
import type { MapDraft } from './editor.js';
import type { MapStatus } from '../maps/types.js';

/** What validation reads of a map in the editor. */
export type DraftShape = Omit<MapDraft, 'id' | 'published' | 'background'>;

export const DRAFT_PROBLEMS = {
  noTerritories: 'The map has no territories yet: click on the map to add some.',
  noRegions: 'The map has no regions yet: add one and put territories in it.',
  asymmetric: (a: string, b: string) => `"${a}" borders "${b}", but "${b}" does not border "${a}".`,
  noAdjacency: (name: string) => `Territory "${name}" has no adjacencies.`,
} as const;

/** The map file the draft stands for (ordered by id; borders once per pair, either direction). */
export function draftMapFile(
  draft: DraftShape,
  meta: { id: number; status: MapStatus; creationDate: string },
): MapFile {
  const byId = new Map(draft.territories.map((t) => [t.id, t]));
  const territories = [...draft.territories].sort((a, b) => a.id - b.id);
  const regions = [...draft.regions].sort((a, b) => a.id - b.id);
  const pairs = new Map<string, [string, string]>();
  for (const { territory, other } of draft.adjacencies) {
    const [low, high] = territory < other ? [territory, other] : [other, territory];
    const a = byId.get(low);
    const b = byId.get(high);
    if (a && b && low !== high) pairs.set(`${low}-${high}`, [a.name, b.name]);
  }
  return {
    id: meta.id,
    name: draft.name,
    author: draft.author,
    status: meta.status,
    creationDate: meta.creationDate,
    width: draft.width,
    height: draft.height,
    tokenCost: 0,
    recommendedPlayers: { min: draft.recommended_min, max: draft.recommended_max },
    territories: territories.map((t) => ({ key: t.name, name: t.name, x: t.x, y: t.y })),
    regions: regions.map((r) => ({
      name: r.name,
      bonus: r.bonus,
      territories: territories.filter((t) => t.region === r.id).map((t) => t.name),
    })),
    borders: [...pairs.values()],
    capitals: {},
    hills: [],
  };
}

/** What only a draft can get wrong: nothing drawn yet, one-way borders, lone territories. */
function draftOnlyProblems(draft: DraftShape): string[] {
  const problems: string[] = [];
  if (draft.territories.length === 0) problems.push(DRAFT_PROBLEMS.noTerritories);
  if (draft.regions.length === 0) problems.push(DRAFT_PROBLEMS.noRegions);
  const name = new Map(draft.territories.map((t) => [t.id, t.name]));
  const directed = new Set(draft.adjacencies.map((a) => `${a.territory}-${a.other}`));
  const bordered = new Set<number>();
  for (const { territory, other } of draft.adjacencies) {
    bordered.add(territory).add(other);
    if (!directed.has(`${other}-${territory}`)) {
      problems.push(DRAFT_PROBLEMS.asymmetric(name.get(territory) ?? '?', name.get(other) ?? '?'));
    }
  }
  for (const t of draft.territories) {
    if (!bordered.has(t.id)) problems.push(DRAFT_PROBLEMS.noAdjacency(t.name));
  }
  return problems;
}

export type DraftMeta = { id: number; status: MapStatus; creationDate: string };

/** The validated map of a draft, with its file; or every problem that keeps it from being one. */
export function parseDraft(draft: DraftShape, meta: DraftMeta): ParseMapResult & { file: MapFile } {
  const file = draftMapFile(draft, meta);
  const own = draftOnlyProblems(draft);
  // An empty draft would only add the file format's own complaints about empty lists.
  if (draft.territories.length === 0 || draft.regions.length === 0) {
    return { ok: false, errors: own, file };
  }
  const parsed = parseMap(file);
  if (own.length === 0) return { ...parsed, file };
  return { ok: false, errors: [...own, ...(parsed.ok ? [] : parsed.errors)], file };
}

/** Everything that keeps the draft from being published (empty when it is a valid map). */
export function draftProblems(draft: DraftShape): string[] {
  const parsed = parseDraft(draft, { id: 1, status: 5, creationDate: '2000-01-01' });
  return parsed.ok ? [] : parsed.errors;
}
