/**
 * What the map canvas draws, computed once from the map data and the page's options. The draw
 * functions read only this; the play screen will build the same shape from the game state.
 */
import { COLORS, MAP_SCALE_LARGE, MAP_SCALE_SMALL, type ColorId } from '../../shared/constants';
import type { MapDetail, MapPoint, MapTerritoryDetail } from '../../shared/protocol/maps';

export interface TerritoryView {
  id: number;
  name: string;
  x: number;
  y: number;
  outline: MapPoint[][];
  adjacencies: number[];
  /** Owner colour; null draws no disc (for example a fogged territory). */
  color: ColorId | null;
  /** Troop count on the disc; null shows none. */
  troops: number | null;
  capital: boolean;
  hill: boolean;
  /** Out of the viewer's sight: drawn as an unknown disc (the replay of a fog game). */
  fogged?: boolean;
  /** A name drawn under the disc (the map editor, where no picture names the territories). */
  label?: string;
  /** Its owner is on turn: the disc wears a white halo, so whose turn it is reads on the map. */
  onTurn?: boolean;
}

/** A territory ringed on the map: where an event comes from and where it lands. */
export interface TerritoryMark {
  id: number;
  tone: 'from' | 'to';
}

export interface MapView {
  /** Large-image size: every coordinate is in these pixels. */
  width: number;
  height: number;
  /** The background image, and the scale it is drawn at relative to the large image. */
  image: { url: string; scale: number } | null;
  territories: TerritoryView[];
  showAdjacencies: boolean;
  colourblind: boolean;
  /** The selected territory, outlined with its neighbours; absent or null selects none. */
  selected?: number | null;
  /** Whole-map scale: 1 (large) or 0.75 (small), spec §9. */
  scale: number;
  /** Rings around territories (the replay's current event); absent draws none. */
  marks?: readonly TerritoryMark[];
  /**
   * The territories' labels show only while the map is too small on screen for the picture's own
   * names to be read, yet large enough for them (the play screen, see canvasNamesShown); absent
   * shows labels at every zoom (the map editor).
   */
  namesWhenSmall?: boolean;
  /**
   * The font size (map px) of the names the picture prints under the anchors (see
   * shared/maps/labels); absent when it prints none. The canvas's own names then cover them.
   */
  pictureNameSize?: number;
  /**
   * The territories' anchors, as one array that lives as long as the map: the disc layouts made
   * from it are kept with it (see layoutAt). Absent: the territories' own positions.
   */
  anchors?: readonly MapPoint[];
}

/** How one territory is painted; the rest of its view comes from the map. */
export type TerritoryPaint = Pick<TerritoryView, 'color' | 'troops' | 'capital'> &
  Partial<Pick<TerritoryView, 'fogged' | 'hill' | 'label' | 'onTurn'>>;

/** Every territory of the map, painted by `paint` (hills come from the map unless it says). */
export function territoryViews(
  map: MapDetail,
  paint: (t: MapTerritoryDetail) => TerritoryPaint,
): TerritoryView[] {
  const hills = new Set(map.hills);
  return map.territories.map((t) => ({
    id: t.id,
    name: t.name,
    x: t.x,
    y: t.y,
    outline: t.outline,
    adjacencies: t.adjacencies,
    hill: hills.has(t.id),
    ...paint(t),
  }));
}

export const MAP_SIZE_OPTIONS = ['large', 'small'] as const;
export type MapSizeOption = (typeof MAP_SIZE_OPTIONS)[number];

/** The map display page's controls (spec §2). */
export interface DisplayOptions {
  size: MapSizeOption;
  /** Colour of every disc, or 'none' to show the bare map. */
  color: ColorId | 'none';
  /** Player count whose capitals are marked; 0 marks none. */
  capitals: number;
  colourblind: boolean;
  adjacencies: boolean;
}

export const DEFAULT_DISPLAY: DisplayOptions = {
  size: 'large',
  color: 0,
  capitals: 0,
  colourblind: false,
  adjacencies: false,
};

/** The view of the map display page: every territory in the chosen colour, capitals of one player count. */
export function displayView(
  map: MapDetail,
  options: DisplayOptions,
  selected: number | null = null,
): MapView {
  const capitals = new Set(map.capitals[String(options.capitals)] ?? []);
  const small = options.size === 'small';
  return {
    width: map.width,
    height: map.height,
    image: {
      url: small ? map.imageThumbnailUrl : map.imageUrl,
      scale: small ? 1 / MAP_SCALE_SMALL : 1,
    },
    territories: territoryViews(map, (t) => ({
      color: options.color === 'none' ? null : options.color,
      troops: options.color === 'none' ? null : 3,
      capital: capitals.has(t.id),
    })),
    showAdjacencies: options.adjacencies,
    colourblind: options.colourblind,
    selected,
    scale: small ? MAP_SCALE_SMALL : MAP_SCALE_LARGE,
  };
}

/** A colour's hex value as a number for the canvas. */
export function colorValue(color: ColorId): number {
  return parseInt((COLORS[color]?.hex ?? '#8c8c8c').slice(1), 16);
}
