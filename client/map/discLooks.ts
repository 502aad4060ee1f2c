/**
 * A pin's disc as one textured quad. Each look a disc can wear (an owner's colour or the unknown
 * disc of a fogged territory, each with or without the turn's halo and, for an owned one, the
 * colourblind letter's white ground) is drawn once into a texture that every disc wearing it
 * shares. Drawn as a Graphics circle, each disc was some 150 triangles with its outline, and a
 * software renderer (Chromium without a GPU) spent most of its pins' time filling them; a quad is
 * two, and the batcher draws a group's quads in one call.
 *
 * The textures are drawn here, in JavaScript, from the circles a look is made of: no canvas and
 * no renderer, so they hold no GPU state of their own (a new renderer, or a WebGL context
 * restored after a loss, uploads them again from their bytes) and the unit tests draw them too.
 * They are never destroyed: a map has at most a few dozen looks (ten colours, halo, ground),
 * each made on first use; a disc changing hands swaps its sprite's texture for another look's.
 */
import { BufferImageSource, Texture, type Sprite } from 'pixi.js';
import type { ColorId } from '../../shared/constants';
import { DISC_RADIUS, MAX_DISC_SCREEN_RADIUS } from './markerScale';
import { OUTLINE_DARK } from './names';
import { colorValue } from './viewModel';

export interface DiscLook {
  /** The owner's colour; 'unknown' for a fogged territory; null for no disc (a bare map). */
  fill: ColorId | 'unknown' | null;
  /** The white halo of a territory whose owner is on turn. */
  halo: boolean;
  /** The colourblind letter's white ground, at the disc's lower right. */
  ground: boolean;
}

/**
 * One circle of a look, in disc units around the disc's centre (the pin's units, where the disc's
 * radius is DISC_RADIUS): filled, or stroked `width` wide centred on its line, as Pixi strokes.
 */
interface Round {
  x: number;
  y: number;
  radius: number;
  color: number;
  alpha: number;
  width?: number;
}

/** Where the colourblind letter sits on a disc (its centre, in disc units). */
export const LETTER_AT = DISC_RADIUS - 1;

/** The circles of a look, bottom first. */
function roundsOf(look: DiscLook): Round[] {
  const at = (radius: number, color: number, alpha = 1, width?: number, x = 0, y = 0): Round => ({
    x,
    y,
    radius,
    color,
    alpha,
    ...(width === undefined ? {} : { width }),
  });
  const rounds: Round[] = [];
  if (look.halo)
    rounds.push(
      at(DISC_RADIUS + 3, 0xffffff, 0.95, 3),
      at(DISC_RADIUS + 5, OUTLINE_DARK, 0.8, 1.5),
    );
  if (look.fill === 'unknown') {
    rounds.push(at(DISC_RADIUS, 0x2b333d, 0.9), at(DISC_RADIUS, 0x77818c, 1, 2));
  } else if (look.fill !== null) {
    rounds.push(at(DISC_RADIUS, colorValue(look.fill)), at(DISC_RADIUS, OUTLINE_DARK, 1, 2));
  }
  if (look.ground) {
    rounds.push(
      at(7, 0xffffff, 1, undefined, LETTER_AT, LETTER_AT),
      at(7, OUTLINE_DARK, 1, 1.5, LETTER_AT, LETTER_AT),
    );
  }
  return rounds;
}

/** A square in disc units: its top left corner and its side. */
interface Square {
  left: number;
  top: number;
  side: number;
}

/** The square the rounds cover, with room for their smoothed edges. */
function squareOf(rounds: readonly Round[]): Square {
  const reach = (r: Round) => r.radius + (r.width ?? 0) / 2 + 1;
  const left = Math.min(...rounds.map((r) => Math.min(r.x, r.y) - reach(r)));
  const right = Math.max(...rounds.map((r) => Math.max(r.x, r.y) + reach(r)));
  return { left, top: left, side: right - left };
}

/**
 * Texels per disc unit at least: a disc is never larger on screen than MAX_DISC_SCREEN_RADIUS CSS
 * pixels, whatever the camera's zoom (the pins are scaled against it, see scalePins), so this
 * many texels are the screen's device pixels at the largest. Smaller discs sample it with linear
 * filtering and no mipmaps: a phone's discs (12 px) take every second texel or so, which keeps
 * the 2-unit outline as dark as a Graphics drew it, where mipmaps blurred it into a grey haze;
 * the dots of a crowded map (3 px) skip texels as the Graphics' unsmoothed edges did.
 */
export const TEXELS_PER_UNIT =
  (MAX_DISC_SCREEN_RADIUS / DISC_RADIUS) * (globalThis.devicePixelRatio || 1);

const channel = (color: number, shift: number) => ((color >> shift) & 0xff) / 255;

/**
 * `rounds` drawn over each other into `size` × `size` premultiplied RGBA texels covering
 * `square`; each edge is smoothed over one texel by the pixel's distance to it.
 */
function drawRounds(rounds: readonly Round[], square: Square, size: number): Uint8Array {
  const texels = new Uint8Array(size * size * 4);
  const unit = square.side / size;
  const inside = (edge: number, d: number) => Math.min(1, Math.max(0, (edge - d) / unit + 0.5));
  for (let row = 0; row < size; row++) {
    const y = square.top + (row + 0.5) * unit;
    for (let column = 0; column < size; column++) {
      const x = square.left + (column + 0.5) * unit;
      let [r, g, b, a] = [0, 0, 0, 0];
      for (const round of rounds) {
        const d = Math.hypot(x - round.x, y - round.y);
        const covered =
          round.width === undefined
            ? inside(round.radius, d)
            : inside(round.radius + round.width / 2, d) - inside(round.radius - round.width / 2, d);
        const alpha = covered * round.alpha;
        if (alpha === 0) continue;
        r = channel(round.color, 16) * alpha + r * (1 - alpha);
        g = channel(round.color, 8) * alpha + g * (1 - alpha);
        b = channel(round.color, 0) * alpha + b * (1 - alpha);
        a = alpha + a * (1 - alpha);
      }
      const texel = (row * size + column) * 4;
      texels[texel] = Math.round(r * 255);
      texels[texel + 1] = Math.round(g * 255);
      texels[texel + 2] = Math.round(b * 255);
      texels[texel + 3] = Math.round(a * 255);
    }
  }
  return texels;
}

/** A look's texture and the square of the disc it covers. */
export interface DiscFace {
  texture: Texture;
  square: Square;
}

function drawFace(look: DiscLook, key: string): DiscFace {
  const rounds = roundsOf(look);
  const square = squareOf(rounds);
  const size = Math.ceil(square.side * TEXELS_PER_UNIT);
  const source = new BufferImageSource({
    resource: drawRounds(rounds, square, size),
    width: size,
    height: size,
    format: 'rgba8unorm',
    alphaMode: 'premultiplied-alpha',
    scaleMode: 'linear',
    label: `disc ${key}`,
  });
  return { texture: new Texture({ source, label: `disc ${key}` }), square };
}

const faces = new Map<string, DiscFace>();

/** The texture of `look`, made on its first use and shared from then on. */
export function discFace(look: DiscLook): DiscFace {
  const key = `${look.fill}${look.halo ? ' halo' : ''}${look.ground ? ' ground' : ''}`;
  let face = faces.get(key);
  if (!face) faces.set(key, (face = drawFace(look, key)));
  return face;
}

/** How many looks have a texture: what every disc on every map shares. */
export function facesMade(): number {
  return faces.size;
}

/** Dresses `sprite` in `look`, placed over the disc centred on (0, 0); hidden for a look of nothing. */
export function wear(sprite: Sprite, look: DiscLook): void {
  sprite.visible = look.fill !== null || look.halo;
  if (!sprite.visible) {
    sprite.texture = Texture.EMPTY;
    return;
  }
  const { texture, square } = discFace(look);
  sprite.texture = texture;
  sprite.position.set(square.left, square.top);
  sprite.scale.set(square.side / texture.width);
}
