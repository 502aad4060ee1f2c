import { regionBonus } from '../../../shared/constants';
import type { MapDetail } from '../../../shared/protocol/maps';

export interface RegionCheck {
  id: number;
  name: string;
  territories: number;
  /** Territories of the region with a neighbour in another region (shared/maps/graph.ts `borderCount`). */
  borders: number;
  /** What the calculator gives. */
  calculated: number;
  /** What the map gives. */
  bonus: number;
}

/** Each region of a map next to the calculator's bonus for it. */
export function regionChecks(map: MapDetail): RegionCheck[] {
  const regionOf = new Map(map.territories.map((t) => [t.id, t.region]));
  return map.regions.map((r) => {
    const borders = r.territories.filter((id) => {
      const t = map.territories[id - 1];
      return (t?.adjacencies ?? []).some((n) => regionOf.get(n) !== r.id);
    }).length;
    return {
      id: r.id,
      name: r.name,
      territories: r.territories.length,
      borders,
      calculated: regionBonus(r.territories.length, borders),
      bonus: r.bonus,
    };
  });
}

/** "13 / 3 + 4 / 2.5 = 5.93", the working shown under the result. */
export function bonusWorking(territories: number, borders: number): string {
  const exact = territories / 3 + borders / 2.5;
  return `${territories} / 3 + ${borders} / 2.5 = ${Number(exact.toFixed(2))}`;
}
