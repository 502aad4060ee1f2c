/**
 * Pure timing and interpolation for the map's short animations (a territory changing hands,
 * troop counts, dice rolling). Time comes in as an argument; nothing here reads a clock or the
 * DOM, except `prefersReducedMotion`, the one question asked of the browser.
 */

/** A territory changing hands: the flash and the owner colour's change. */
export const FLASH_MS = 500;
/** A troop count counting up or down to its new value. */
export const COUNT_MS = 350;
/** Dice tumbling before the real result shows. */
export const DICE_ROLL_MS = 500;
/** A tumbling die shows a new face this often. */
export const DICE_FACE_MS = 70;
/** The time between an animation's frames on a renderer without a GPU: 20 frames a second. */
export const SOFTWARE_FRAME_MS = 50;

/** `t` kept within 0..1. */
export function clamp01(t: number): number {
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/** Fast at first, gentle at the end: how a count or a colour settles. */
export function easeOutCubic(t: number): number {
  const u = 1 - clamp01(t);
  return 1 - u * u * u;
}

/** The value between `from` (t = 0) and `to` (t = 1); t outside 0..1 stays at the ends. */
export function tween(from: number, to: number, t: number): number {
  return from + (to - from) * clamp01(t);
}

/** How far an animation started at `start` and lasting `duration` ms is at `now`: 0..1. */
export function progress(start: number, now: number, duration: number, reduced = false): number {
  if (reduced || duration <= 0) return 1;
  return clamp01((now - start) / duration);
}

/** A troop count on its way from `from` to `to`: whole numbers, eased, exactly `to` at the end. */
export function countAt(from: number, to: number, t: number): number {
  return t >= 1 ? to : Math.round(tween(from, to, easeOutCubic(t)));
}

/** The flash over a territory that changed hands: bright at once, gone at the end. */
export function flashAlpha(t: number, peak = 0.85): number {
  const u = 1 - clamp01(t);
  return peak * u * u;
}

/** The flash's ring growing out of the disc: 1 at the start, `grow` times the size at the end. */
export function flashScale(t: number, grow = 1.8): number {
  return tween(1, grow, easeOutCubic(t));
}

/**
 * The face a tumbling die shows at `step` (a new one every DICE_FACE_MS): 1-6, never the same
 * twice in a row, different between dice. Decoration only: the result shown at the end is the
 * server's roll.
 */
export function tumbleFace(step: number, die: number): number {
  // Steps apart by 5 (mod 6) never repeat a face; dice 0-2 take faces 2 apart, dice 3-5 (the
  // defender's, after three attacker dice) the odd ones between: five dice, five faces.
  const offset = (die % 3) * 2 + Math.floor(die / 3);
  return ((((step * 5 + offset) % 6) + 6) % 6) + 1;
}

/** A die's tilt while it tumbles (radians): a wobble that settles flat at the end. */
export function tumbleAngle(t: number, die: number): number {
  const k = clamp01(t);
  return Math.sin(k * Math.PI * 6 + die) * 0.35 * (1 - k);
}

/** Whether the viewer asked the system for less motion: then results show at once. */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
