/** The replay's map as the canvas draws it: owners and troops now, the current event ringed. */
import type { ColorId } from '../../../shared/constants';
import { cardTerritory } from '../../../shared/engine';
import { EVENT_TYPES, type ReplayEvent } from '../../../shared/engine';
import { screenSizedImage } from '../../../shared/protocol/mapEntity';
import type { MapDetail } from '../../../shared/protocol/maps';
import type { ReplayPlayer, SeenTerritory } from '../../../shared/protocol/replay';
import { territoryViews, type MapView, type TerritoryMark } from '../../map/viewModel';

export interface ReplayViewOptions {
  showAdjacencies: boolean;
  colourblind: boolean;
  /** The screen's width in device pixels: a phone gets a picture sized for it (as in play). */
  screenPixels?: number;
}

/** The territories an event names: where it comes from and where it lands. */
export function eventMarks(event: ReplayEvent | null): TerritoryMark[] {
  if (!event) return [];
  const to = (id: number): TerritoryMark[] => (id > 0 ? [{ id, tone: 'to' }] : []);
  const from = (id: number): TerritoryMark[] => (id > 0 ? [{ id, tone: 'from' }] : []);
  switch (event.type) {
    case EVENT_TYPES.REINFORCE:
    case EVENT_TYPES.DECAY:
      return to(event.param1);
    case EVENT_TYPES.ATTACK:
    case EVENT_TYPES.CONQUER:
    case EVENT_TYPES.MOVE:
      return [...from(event.param1), ...to(event.param2)];
    case EVENT_TYPES.CARDS:
      return [event.param1, event.param2, event.param3].flatMap((c) => to(cardTerritory(c)));
    default:
      return [];
  }
}

export function replayView(
  map: MapDetail,
  territories: readonly SeenTerritory[],
  players: readonly ReplayPlayer[],
  event: ReplayEvent | null,
  options: ReplayViewOptions,
): MapView {
  const colorOf = (owner: number): ColorId =>
    (owner === 0 ? 0 : (players.find((p) => p.player_id === owner)?.color ?? 0)) as ColorId;
  return {
    width: map.width,
    height: map.height,
    image: screenSizedImage(map.imageUrl, map.width, options.screenPixels ?? map.width),
    territories: territoryViews(map, (t) => {
      const shown = territories[t.id - 1];
      const owner = shown?.player_id ?? null;
      return {
        color: owner === null ? null : colorOf(owner),
        troops: shown?.troops ?? null,
        capital: false,
        fogged: owner === null,
      };
    }),
    showAdjacencies: options.showAdjacencies,
    colourblind: options.colourblind,
    selected: null,
    scale: 1,
    marks: eventMarks(event),
    // One array for the whole replay: the disc layout (and its leader lines) outlives a step.
    anchors: map.territories,
  };
}
