/**
 * A pin's disc: its look as one sprite of a shared texture (discLooks.ts), and over it the star of
 * a capital and the flag of a hill, the only parts still drawn as shapes (few territories have
 * them). The play screen, the replay and the map editor all draw their discs with it.
 */
import { Container, Graphics, Sprite } from 'pixi.js';
import { wear, type DiscLook } from './discLooks';
import { DISC_RADIUS } from './markerScale';
import { OUTLINE_DARK } from './names';
import type { TerritoryView } from './viewModel';

/** The look of territory `t`'s disc. */
export function lookOf(t: TerritoryView, colourblind: boolean): DiscLook {
  return {
    fill: t.color ?? (t.fogged ? 'unknown' : null),
    halo: t.onTurn === true,
    ground: colourblind && t.color !== null,
  };
}

/** Star markers beside the discs of capitals, and a flag-like triangle on hills. */
function drawMarkers(g: Graphics, t: TerritoryView): void {
  if (t.capital) {
    g.star(DISC_RADIUS, -DISC_RADIUS, 5, 9, 4)
      .fill({ color: 0xffd43b })
      .stroke({ width: 1.5, color: OUTLINE_DARK });
  }
  if (t.hill) {
    const [x, y] = [-DISC_RADIUS - 4, -DISC_RADIUS];
    g.poly([x, y - 8, x + 8, y + 6, x - 8, y + 6])
      .fill({ color: 0x8ce99a })
      .stroke({ width: 1.5, color: OUTLINE_DARK });
  }
}

export class Disc extends Container {
  /** The disc as it looks now. */
  readonly face = this.addChild(new Sprite());
  /** The look before a change of hands, fading out over the new one (see fadeFrom). */
  private fading: Sprite | null = null;
  private markers: Graphics | null = null;
  /** Which markers `markers` shows: redrawn only when they change. */
  private marked = '';

  /** Shows `t`'s disc and markers. */
  paint(t: TerritoryView, colourblind: boolean): void {
    wear(this.face, lookOf(t, colourblind));
    const marked = `${t.capital}/${t.hill}`;
    if (marked === this.marked) return;
    this.marked = marked;
    this.markers?.destroy();
    this.markers = null;
    if (t.capital || t.hill) drawMarkers((this.markers = this.addChild(new Graphics())), t);
  }

  /**
   * Shows `from` over the disc at `alpha` (null takes it off): a territory changing hands fades
   * from its old owner's look to the new one. The two differ only in their fill, and the old fill
   * at alpha 1 - k over the new one is the colours mixed at k, what the disc showed when it was
   * painted in the mixed colour, with no texture per mixed colour.
   */
  fadeFrom(from: { look: DiscLook; alpha: number } | null): void {
    if (!from || from.alpha <= 0) {
      this.fading?.destroy();
      this.fading = null;
      return;
    }
    if (!this.fading) {
      this.fading = this.addChildAt(new Sprite(), 1);
      wear(this.fading, from.look);
    }
    this.fading.alpha = from.alpha;
  }
}
