/**
 * The seeded generator (sfc32). Its state is four uint32 numbers that live in the game state,
 * so a game replays exactly from its seed and its actions. Functions advance the state in place:
 * `apply` clones the game state once, then the generator mutates the clone.
 */

/** Four uint32 numbers: the whole generator state. */
export type RngState = [number, number, number, number];

/** A generator state from a 32-bit seed (splitmix32 expansion, then 12 warm-up rounds). */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const rng: RngState = [next(), next(), next(), 1];
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** The next uint32; advances `rng` in place. */
export function nextUint32(rng: RngState): number {
  let a = rng[0];
  let b = rng[1];
  let c = rng[2];
  let d = rng[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** A float in [0, 1). */
export function nextFloat(rng: RngState): number {
  return nextUint32(rng) / 4294967296;
}

/** An integer in [0, n). The bias of scaling 32 bits to small n is below 1e-9, far below any test's reach. */
export function randInt(rng: RngState, n: number): number {
  return Math.floor((nextUint32(rng) / 4294967296) * n);
}

/** Shuffles `items` in place (Fisher-Yates) and returns it. */
export function shuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
