/**
 * Territories changing on the map, animated: a territory that changes hands flashes and its disc
 * passes from the old owner's colour to the new one; a troop count counts up or down to its new
 * value. `territoryChanges` (pure) says what changed between two views; `TerritoryMotion` moves
 * the pins' Pixi objects frame by frame, outside React, until every animation has ended.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ColorId } from '../../shared/constants';
import { Disc, lookOf } from './disc';
import type { DiscLook } from './discLooks';
import { DISC_RADIUS } from './markerScale';
import { PIN_PARTS } from './layers';
import { pinAt } from './pins';
import type { MapView, TerritoryView } from './viewModel';
import {
  COUNT_MS,
  countAt,
  easeOutCubic,
  flashAlpha,
  flashScale,
  FLASH_MS,
  progress,
} from './tween';

/** What changed on one territory between two views the viewer saw. */
export interface TerritoryChange {
  /** The territory's index in the view (its pin's index in the discs layer). */
  index: number;
  /** Owner colours before and after: the territory changed hands in sight. */
  owner: { from: ColorId; to: ColorId } | null;
  /** Troops before and after. */
  troops: { from: number; to: number } | null;
}

function known(
  t: TerritoryView,
): t is TerritoryView & { color: NonNullable<TerritoryView['color']> } {
  return t.color !== null && !t.fogged;
}

/**
 * The owner and troop changes from `prev` to `next`, for territories seen in both (a territory
 * coming out of the fog just appears). None for a first view or a different map.
 */
export function territoryChanges(prev: MapView | null, next: MapView): TerritoryChange[] {
  if (!prev || prev.territories.length !== next.territories.length) return [];
  const changes: TerritoryChange[] = [];
  next.territories.forEach((t, index) => {
    const before = prev.territories[index];
    if (!before || before.id !== t.id || !known(before) || !known(t)) return;
    const owner = before.color !== t.color ? { from: before.color, to: t.color } : null;
    const troops =
      before.troops !== null && t.troops !== null && before.troops !== t.troops
        ? { from: before.troops, to: t.troops }
        : null;
    if (owner || troops) changes.push({ index, owner, troops });
  });
  return changes;
}

/**
 * More changes than this at once (a poll after a long gap, a capital's empire changing hands) are
 * shown as they are: animating them all would say nothing and cost every frame.
 */
export const MAX_MOVING = 40;

interface Running {
  change: TerritoryChange;
  start: number;
  disc: Disc | null;
  /** The disc's look before a change of hands, fading out over the new one. */
  from: DiscLook | null;
  count: Text | null;
  /** The white flash over the disc, growing into a ring. */
  ring: Graphics | null;
  /** The white flash over the territory's land. */
  land: Graphics | null;
  pin: Container | null;
}

const FLASH_COLOR = 0xffffff;

function landFlash(t: TerritoryView): Graphics {
  const g = new Graphics();
  for (const ring of t.outline) g.poly(ring).fill({ color: FLASH_COLOR });
  return g;
}

function discFlash(): Graphics {
  return new Graphics()
    .circle(0, 0, DISC_RADIUS)
    .fill({ color: FLASH_COLOR, alpha: 0.8 })
    .circle(0, 0, DISC_RADIUS + 2)
    .stroke({ width: 3, color: FLASH_COLOR });
}

/** The running animations of a map's pins; `frame` advances them, the caller renders. */
export class TerritoryMotion {
  private readonly running = new Map<number, Running>();

  /** `discs`: the pins (see drawDiscs); `effects`: a layer under them for the land flashes. */
  constructor(
    private readonly discs: Container,
    private readonly effects: Container,
  ) {}

  /** Whether anything is still moving. */
  get active(): boolean {
    return this.running.size > 0;
  }

  /** Starts the animations of `changes` (whose pins show `view` already) at `now`. */
  start(changes: readonly TerritoryChange[], view: MapView, now: number): void {
    if (changes.length > MAX_MOVING) return;
    for (const change of changes) {
      this.finish(change.index);
      const pin = pinAt(this.discs, change.index);
      const territory = view.territories[change.index];
      if (!pin || !territory) continue;
      const disc = pin.getChildByLabel(PIN_PARTS.disc);
      const run: Running = {
        change,
        start: now,
        disc: disc instanceof Disc ? disc : null,
        from: change.owner && lookOf({ ...territory, color: change.owner.from }, view.colourblind),
        count: pin.getChildByLabel(PIN_PARTS.count) as Text | null,
        ring: null,
        land: null,
        pin: null,
      };
      if (change.owner) {
        run.ring = pin.addChild(discFlash());
        run.land = this.effects.addChild(landFlash(territory));
      }
      // Its own render group while it moves: a frame's changes rebuild this pin's few draw
      // instructions, not those of the pins it shares a group with (see pins.ts).
      pin.isRenderGroup = true;
      run.pin = pin;
      this.running.set(change.index, run);
      this.apply(run, now);
    }
  }

  /** Advances every animation to `now`; returns whether any is still running. */
  frame(now: number): boolean {
    for (const [index, run] of this.running) {
      const duration = run.change.owner ? Math.max(FLASH_MS, COUNT_MS) : COUNT_MS;
      if (now - run.start >= duration) this.finish(index);
      else this.apply(run, now);
    }
    return this.active;
  }

  /** Ends the animation of the pin at `index` where it would end. */
  finish(index: number): void {
    const run = this.running.get(index);
    if (run) this.apply(run, Infinity);
    this.drop(index);
  }

  /**
   * Ends the animation of the pin at `index` without painting its end: the pin was brought in
   * line with a newer view, which may differ from where this animation was going.
   */
  drop(index: number): void {
    const run = this.running.get(index);
    if (!run) return;
    if (run.disc && !run.disc.destroyed) run.disc.fadeFrom(null);
    if (run.ring && !run.ring.destroyed) run.ring.destroy();
    if (run.land && !run.land.destroyed) run.land.destroy();
    if (run.pin && !run.pin.destroyed) run.pin.isRenderGroup = false;
    this.running.delete(index);
  }

  /** Ends everything at once. */
  clear(): void {
    for (const index of [...this.running.keys()]) this.finish(index);
  }

  private apply(run: Running, now: number): void {
    const { owner, troops } = run.change;
    if (troops && run.count && !run.count.destroyed) {
      const shown = String(countAt(troops.from, troops.to, progress(run.start, now, COUNT_MS)));
      if (run.count.text !== shown) run.count.text = shown;
    }
    if (!owner) return;
    const t = progress(run.start, now, FLASH_MS);
    if (run.disc && !run.disc.destroyed && run.from) {
      run.disc.fadeFrom({ look: run.from, alpha: 1 - easeOutCubic(t) });
    }
    if (run.ring && !run.ring.destroyed) {
      run.ring.alpha = flashAlpha(t);
      run.ring.scale.set(flashScale(t));
    }
    if (run.land && !run.land.destroyed) run.land.alpha = flashAlpha(t, 0.55);
  }
}
