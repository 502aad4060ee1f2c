/**
 * Where a map picture prints each territory's name: the server draws it into the image
 * (server/services/mapImages/svg.ts) and the play screen's canvas needs the same layout to cover it
 * with a larger, readable label instead of printing the name a second time beside it.
 */

/** Gap between the anchor and the name: room for the troop disc the canvas draws there. */
export const NAME_OFFSET = 24;

/** Name font size (picture pixels) from how crowded the map is. */
export function nameFontSize(map: {
  width: number;
  height: number;
  territories: { length: number };
}): number {
  const side = Math.sqrt((map.width * map.height * 0.4) / map.territories.length);
  return Math.max(10, Math.min(14, Math.round(side / 7)));
}

/** Long names break at the space nearest the middle. */
export function nameLines(name: string): string[] {
  if (name.length <= 12 || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  let split = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === ' ' && (split < 0 || Math.abs(i - middle) < Math.abs(split - middle)))
      split = i;
  }
  return [name.slice(0, split), name.slice(split + 1)];
}

/** A box around what the picture prints, relative to the anchor, in picture pixels. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The box the picture's name of a territory takes (bold sans-serif with a 3 px halo), a little
 * generous: glyph widths are estimated, never measured.
 */
export function pictureNameBox(name: string, fontSize: number): LabelBox {
  const lines = nameLines(name);
  const baseline = NAME_OFFSET + fontSize * 0.4;
  const longest = Math.max(...lines.map((line) => line.length));
  const half = longest * fontSize * 0.36 + 3;
  return {
    left: -half,
    right: half,
    top: baseline - fontSize * 0.85 - 2,
    bottom: baseline + (lines.length - 1) * fontSize * 1.1 + fontSize * 0.3 + 2,
  };
}
