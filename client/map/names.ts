/**
 * Territory names on the canvas. Over a map picture that prints the names itself (every map's
 * does, see shared/maps/labels), a name shows only while the printed one is too small to read, on a
 * plate that covers it, so a name never shows twice; names that would cover a disc or another
 * name are left out.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { nameLines, pictureNameBox, type LabelBox } from '../../shared/maps/labels';
import { DISC_RADIUS } from './markerScale';
import { pinsOf } from './pins';

export const OUTLINE_DARK = 0x10202e;
/** Texts are rasterised this much finer than drawn, so a scaled-up disc's count stays sharp. */
export const TEXT_RESOLUTION = 2 * (globalThis.devicePixelRatio || 1);
/** The label of a pin's name (see drawPin in layers). */
export const NAME_LABEL = 'name';
const NAME_INK = 0x1d1b16;
const NAME_PLATE = 0xf4ecd6;

/**
 * A territory's name under its disc. Over a picture that prints the names itself, the canvas's
 * larger name sits on a plate in the picture's own colours that covers the printed one, so a
 * name never shows twice; without one, light text on a dark outline reads on any picture.
 */
class NameTag extends Container {
  private readonly text: Text;
  private readonly plate: Graphics | null = null;
  /** The picture's printed name around the anchor, in map px; null when it prints none. */
  private readonly printed: LabelBox | null;

  constructor(name: string, pictureNameSize: number | undefined) {
    super({ label: NAME_LABEL });
    this.printed = pictureNameSize ? pictureNameBox(name, pictureNameSize) : null;
    const style = {
      fontFamily: 'system-ui, sans-serif',
      fontSize: 12,
      fontWeight: '600',
      align: 'center',
      ...(this.printed
        ? { fill: NAME_INK, lineHeight: 13 }
        : { fill: 0xffffff, stroke: { color: OUTLINE_DARK, width: 3 } }),
    } as const;
    const text = this.printed ? nameLines(name).join('\n') : name;
    this.text = new Text({ text, style, resolution: TEXT_RESOLUTION });
    if (this.printed) {
      // A unit square stretched over the box: refitting it on zoom sets two numbers, no geometry.
      this.plate = this.addChild(new Graphics().rect(0, 0, 1, 1).fill({ color: NAME_PLATE }));
      this.text.anchor.set(0.5);
    } else {
      this.text.anchor.set(0.5, 0);
      this.text.position.set(0, DISC_RADIUS + 3);
    }
    this.addChild(this.text);
  }

  /**
   * Lays the tag out for a pin drawn at `scale` and returns the box it covers, in pin units:
   * under the disc, and over the picture's printed name.
   */
  fit(scale: number): LabelBox {
    const { width, height } = this.text;
    if (!this.printed || !this.plate) {
      const top = DISC_RADIUS + 3;
      return { left: -width / 2, right: width / 2, top, bottom: top + height };
    }
    const p = this.printed;
    const printed = {
      left: p.left / scale,
      right: p.right / scale,
      top: p.top / scale,
      bottom: p.bottom / scale,
    };
    const centre = Math.max((printed.top + printed.bottom) / 2, DISC_RADIUS + 4 + height / 2);
    this.text.position.set(0, centre);
    const box = {
      left: Math.min(printed.left, -width / 2 - 3),
      right: Math.max(printed.right, width / 2 + 3),
      top: Math.min(printed.top, centre - height / 2 - 1),
      bottom: Math.max(printed.bottom, centre + height / 2 + 1),
    };
    this.plate.position.set(box.left, box.top);
    this.plate.scale.set(box.right - box.left, box.bottom - box.top);
    return box;
  }
}

/** Puts the name of a territory into its pin. */
export function drawName(pin: Container, name: string, pictureNameSize: number | undefined): void {
  // Under the disc, which may overlap the plate's top when zoomed far out.
  pin.addChildAt(new NameTag(name, pictureNameSize), 0);
}

/** Whether two boxes overlap. */
function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** A box in pin units moved to map px around the anchor (x, y) of a pin drawn at `scale`. */
function onMap(box: LabelBox, x: number, y: number, scale: number): LabelBox {
  return {
    left: x + box.left * scale,
    right: x + box.right * scale,
    top: y + box.top * scale,
    bottom: y + box.bottom * scale,
  };
}

/**
 * Shows the names that fit: in map order, a name is hidden where it would cover a disc or a name
 * already shown (a crowded map shows fewer names, never a pile of them). Discs always show.
 */
export function placeNames(layer: Container): void {
  const pins = pinsOf(layer);
  const discs = pins.map((pin) => {
    const radius = DISC_RADIUS * pin.scale.x;
    return {
      left: pin.x - radius,
      right: pin.x + radius,
      top: pin.y - radius,
      bottom: pin.y + radius,
    };
  });
  const placed: LabelBox[] = [];
  pins.forEach((pin, i) => {
    const tag = pin.getChildByLabel(NAME_LABEL);
    if (!(tag instanceof NameTag)) return;
    const scale = pin.scale.x;
    const box = onMap(tag.fit(scale), pin.x, pin.y, scale);
    const free =
      !placed.some((other) => overlaps(box, other)) &&
      !discs.some((disc, j) => j !== i && overlaps(box, disc));
    tag.visible = free;
    if (free) placed.push(box);
  });
}
