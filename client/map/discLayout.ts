/**
 * Where each territory's disc is drawn, and how large, at a zoom: pure, so it is tested on every
 * shipped map without a canvas. Discs start on their anchors at a readable size; where their
 * boxes would overlap they are pushed apart (a leader line then joins a moved disc to its true
 * anchor), and where pushing would carry them too far from home the discs of the whole map get
 * smaller instead, down to dots. Whatever still touches at the smallest size has its own radius
 * cut to the room it has, so no two discs' boxes ever overlap.
 *
 * Layouts are made per zoom level (a ladder of zooms LEVEL_RATIO apart) at the level's own zoom
 * and used up to the next level: zooming in only spreads the anchors further, so a layout stays
 * free of overlaps across its whole level, and panning or pinching within a level costs nothing.
 *
 * Searching for the size is most of a layout's time where discs are crowded (a fitted
 * 400-territory map on a phone tries five sizes, a quarter second of a slow phone before its map
 * can be drawn). For the shipped maps the size each crowded level settles on is worked out when
 * the maps are built (shippedDiscSizes.ts); the layout then pushes the discs apart once at that
 * size, which gives the very layout the search would, and searches only when that fails.
 */
import { DISC_RADIUS, MAX_DISC_SCREEN_RADIUS, MIN_DISC_SCREEN_RADIUS } from './markerScale';
import { SHIPPED_DISC_SIZES } from './shippedDiscSizes';
import type { MapView } from './viewModel';

export interface Anchor {
  x: number;
  y: number;
}

/** One disc: its centre in map px, its radius in screen px, and whether it left its anchor. */
export interface PlacedDisc {
  x: number;
  y: number;
  radius: number;
  displaced: boolean;
}

export interface DiscLayout {
  /** The zoom the layout was made for (the level's zoom, screen px per map px). */
  zoom: number;
  /** The radius most discs have (screen px); some crowded ones may be smaller. */
  radius: number;
  discs: PlacedDisc[];
}

/** Consecutive layout levels differ in zoom by this factor. */
export const LEVEL_RATIO = 1.15;
/** Screen pixels kept free between two discs' boxes. */
export const DISC_GAP = 2;
/** The smallest disc the layout shrinks the map's discs to before cutting single ones. */
export const MIN_DOT_RADIUS = 3;
/** A disc may be pushed this many disc widths (plus gap) from its anchor before all discs shrink. */
export const MAX_PUSH_WIDTHS = 2.5;
/** A disc this far (screen px) from its anchor, or more, gets a leader line. */
export const LEADER_MIN_PX = 3;
const RELAX_ROUNDS = 120;
/** Rounds that also pull each disc back towards its anchor. */
const PULLED_ROUNDS = 30;
/** Rounds without fewer overlaps after which pushing is given up at a size. */
const STALLED_ROUNDS = 12;

/** The layout level of a zoom: the largest level whose zoom is not above it. */
export function levelOf(zoom: number): number {
  return Math.floor(Math.log(zoom) / Math.log(LEVEL_RATIO) + 1e-9);
}

/** The zoom of a layout level. */
export function levelZoom(level: number): number {
  return LEVEL_RATIO ** level;
}

/** The radius (screen px) a disc has at `zoom` with room to spare, as markerScale keeps it. */
export function roomyRadius(zoom: number): number {
  return Math.min(MAX_DISC_SCREEN_RADIUS, Math.max(MIN_DISC_SCREEN_RADIUS, DISC_RADIUS * zoom));
}

type Point = { x: number; y: number };

/**
 * Sorts `order` (indices of `points`) by x, ties by index, in place. By insertion: the relaxation
 * sorts the same points again each round after moving them a little, so the order it passes in is
 * nearly sorted already and this costs about one pass (a fresh sort per round was most of the
 * layout's time, half a second of a slow phone's main thread for the largest map).
 */
function sortByX(points: readonly Point[], order: number[]): number[] {
  for (let k = 1; k < order.length; k++) {
    const i = order[k]!;
    const x = points[i]!.x;
    let m = k - 1;
    for (; m >= 0; m--) {
      const j = order[m]!;
      const before = points[j]!.x;
      if (before < x || (before === x && j < i)) break;
      order[m + 1] = j;
    }
    order[m + 1] = i;
  }
  return order;
}

/** The identity order of `points`, for sortByX. */
const indices = (points: readonly Point[]) => points.map((_, i) => i);

/**
 * Pairs of points closer than `sep` on both axes (their boxes overlap), flat (`[i0, j0, i1, j1,
 * …]`, no array per pair): a sweep along x, over `order` sorted by sortByX.
 */
function overlappingPairs(
  points: readonly Point[],
  sep: number,
  order = sortByX(points, indices(points)),
): number[] {
  const pairs: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const p = points[order[k]!]!;
    for (let m = k + 1; m < order.length; m++) {
      const q = points[order[m]!]!;
      if (q.x - p.x >= sep) break;
      if (Math.abs(p.y - q.y) < sep) pairs.push(order[k]!, order[m]!);
    }
  }
  return pairs;
}

/**
 * Pushes the points apart until no two are closer than `sep` on both axes: each overlapping pair
 * moves apart along the axis it overlaps least on (boxes slide past each other the short way),
 * with a pull back home in the early rounds so discs stay near their anchors. Gives up (null) as
 * soon as a point is pushed farther than `reach` from home, or the rounds run out.
 */
function relax(home: readonly Point[], sep: number, reach: number): Point[] | null {
  const points = home.map((p) => ({ ...p }));
  const order = indices(points);
  let fewest = Infinity;
  let since = 0;
  for (let round = 0; round < RELAX_ROUNDS; round++) {
    const pairs = overlappingPairs(points, sep, sortByX(points, order));
    if (pairs.length === 0) return points;
    // Pushing that no longer untangles anything will not: a smaller size is tried instead.
    if (round >= PULLED_ROUNDS) {
      if (pairs.length < fewest) [fewest, since] = [pairs.length, 0];
      else if (++since > STALLED_ROUNDS) return null;
    }
    for (let k = 0; k < pairs.length; k += 2) {
      const a = points[pairs[k]!]!;
      const b = points[pairs[k + 1]!]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const px = sep - Math.abs(dx);
      const py = sep - Math.abs(dy);
      // Coincident points part on a fixed diagonal, by index, so the result is deterministic.
      const sx = dx === 0 ? 1 : Math.sign(dx);
      const sy = dy === 0 ? 1 : Math.sign(dy);
      if (px <= py) {
        a.x -= sx * (px / 2 + 0.01);
        b.x += sx * (px / 2 + 0.01);
      } else {
        a.y -= sy * (py / 2 + 0.01);
        b.y += sy * (py / 2 + 0.01);
      }
    }
    const pull = round < PULLED_ROUNDS ? 0.05 : 0;
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      const h = home[i]!;
      p.x += (h.x - p.x) * pull;
      p.y += (h.y - p.y) * pull;
      if (Math.hypot(p.x - h.x, p.y - h.y) > reach) return null;
    }
  }
  return null;
}

/** The median distance from a point to its nearest neighbour, through a grid of `cell`. */
function medianNearest(points: readonly Point[], cell: number): number {
  const nearest = points.map(() => Infinity);
  const pairs = overlappingPairs(points, cell);
  for (let k = 0; k < pairs.length; k += 2) {
    const [i, j] = [pairs[k]!, pairs[k + 1]!];
    const d = Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y);
    nearest[i] = Math.min(nearest[i]!, d);
    nearest[j] = Math.min(nearest[j]!, d);
  }
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)] ?? Infinity;
}

/** Chebyshev distance: how far apart two boxes' centres are on their farther axis. */
function boxDistance(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Cuts the radius of every disc still touching another to half the room between them. */
function cutToRoom(points: readonly Point[], radius: number): number[] {
  const radii = points.map(() => radius);
  const pairs = overlappingPairs(points, 2 * radius + DISC_GAP);
  for (let k = 0; k < pairs.length; k += 2) {
    const [i, j] = [pairs[k]!, pairs[k + 1]!];
    const room = (boxDistance(points[i]!, points[j]!) - DISC_GAP) / 2;
    radii[i] = Math.min(radii[i]!, Math.max(0.5, room));
    radii[j] = Math.min(radii[j]!, Math.max(0.5, room));
  }
  return radii;
}

/**
 * The first radius worth trying: discs much wider than the usual room between anchors would all
 * have to move, so the search starts at about that room.
 */
function firstRadius(home: readonly Point[], zoom: number): number {
  const roomy = roomyRadius(zoom);
  const room = medianNearest(home, 2 * roomy + DISC_GAP);
  return Math.min(roomy, Math.max(MIN_DOT_RADIUS, 0.7 * room - DISC_GAP / 2));
}

/** Tries of a smaller size, each halving the range between the last that failed and the dot. */
const SIZE_TRIES = 4;

/** Where a size search ended: the radius, where the discs landed (null: they stay home). */
interface Fit {
  radius: number;
  points: Point[] | null;
  /** Whether the first radius tried failed, so smaller ones were tried. */
  searched: boolean;
}

/**
 * The largest radius (of the first one, then a few between it and the dot) at which the discs
 * can be pushed apart without straying, and where they land; the dot size and null when none.
 * With `known` (what this search settled on before, 0 for none), only that size is tried first.
 */
function largestFit(home: readonly Point[], zoom: number, known?: number): Fit {
  const at = (radius: number) =>
    relax(home, 2 * radius + DISC_GAP, MAX_PUSH_WIDTHS * (2 * radius + DISC_GAP));
  if (known === 0) return { radius: MIN_DOT_RADIUS, points: null, searched: true };
  if (known !== undefined) {
    const points = at(known);
    if (points) return { radius: known, points, searched: true };
  }
  let high = firstRadius(home, zoom);
  const first = at(high);
  if (first) return { radius: high, points: first, searched: false };
  let best: Fit = { radius: MIN_DOT_RADIUS, points: null, searched: true };
  let low = MIN_DOT_RADIUS;
  for (let k = 0; k < SIZE_TRIES && high - low > 0.25; k++) {
    const radius = (low + high) / 2;
    const points = at(radius);
    if (points) [best, low] = [{ radius, points, searched: true }, radius];
    else high = radius;
  }
  return best;
}

const homesAt = (anchors: readonly Anchor[], zoom: number): Point[] =>
  anchors.map((a) => ({ x: a.x * zoom, y: a.y * zoom }));

/**
 * The discs of territories with these anchors (map px) laid out for a camera at `zoom`; `known`
 * is the size the search settles on there, when known ahead (see searchedSize).
 */
export function discLayout(anchors: readonly Anchor[], zoom: number, known?: number): DiscLayout {
  const home = homesAt(anchors, zoom);
  const { radius, points } = largestFit(home, zoom, known);
  // Past the smallest size, the discs stay home and the ones still touching are cut to fit.
  const placed = points ?? home;
  const radii = cutToRoom(placed, radius);
  return {
    zoom,
    radius,
    discs: placed.map((p, i) => {
      const h = home[i]!;
      return {
        x: p.x / zoom,
        y: p.y / zoom,
        radius: radii[i]!,
        displaced: Math.hypot(p.x - h.x, p.y - h.y) >= LEADER_MIN_PX,
      };
    }),
  };
}

/**
 * The size the layout at `zoom` searches its way to, worth knowing ahead: the radius, 0 when no
 * size fits (the discs stay home as dots), undefined when the first size tried fits (knowing it
 * saves nothing).
 */
export function searchedSize(anchors: readonly Anchor[], zoom: number): number | undefined {
  const fit = largestFit(homesAt(anchors, zoom), zoom);
  if (!fit.searched) return undefined;
  return fit.points ? fit.radius : 0;
}

/**
 * What names a set of anchors in SHIPPED_DISC_SIZES: their count and a hash of their
 * coordinates, so a map whose anchors differ from the shipped one's (an edited copy) is not
 * taken for it.
 */
export function anchorsKey(anchors: readonly Anchor[]): string {
  let hash = 0x811c9dc5;
  for (const a of anchors) {
    hash = Math.imul(hash ^ Math.round(a.x * 100), 0x01000193);
    hash = Math.imul(hash ^ Math.round(a.y * 100), 0x01000193);
  }
  return `${anchors.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * Layouts of one set of anchors, made once per level as the camera reaches it (a map's layouts
 * are kept for the life of its anchors, through a WeakMap on the array that holds them), with
 * the sizes shipped for them.
 */
const cache = new WeakMap<
  readonly Anchor[],
  { layouts: Map<number, DiscLayout>; sizes: Record<string, number> | undefined }
>();

/** The layout for a camera at `zoom`: the one of its level, made at the level's zoom. */
export function layoutAt(anchors: readonly Anchor[], zoom: number): DiscLayout {
  let levels = cache.get(anchors);
  if (!levels) {
    levels = { layouts: new Map(), sizes: SHIPPED_DISC_SIZES[anchorsKey(anchors)] };
    cache.set(anchors, levels);
  }
  const level = levelOf(zoom);
  let layout = levels.layouts.get(level);
  if (!layout) {
    layout = discLayout(anchors, levelZoom(level), levels.sizes?.[level]);
    levels.layouts.set(level, layout);
  }
  return layout;
}

/** The layout of `view`'s discs for a camera at `zoom`. */
export function layoutOf(view: MapView, zoom: number): DiscLayout {
  return layoutAt(view.anchors ?? view.territories, zoom);
}
