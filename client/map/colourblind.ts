/**
 * The colourblind filter: each player colour also gets a letter, so owners are told apart
 * without relying on hue. Letters are unique across the ten colours.
 */
import type { ColorId } from '../../shared/constants';

export const COLOR_LETTERS: Record<ColorId, string> = {
  0: 'N', // gray: neutral
  1: 'G',
  2: 'B',
  3: 'R',
  4: 'P',
  5: 'V', // purple: violet, since P is pink
  6: 'O',
  7: 'K', // black
  8: 'Y',
  9: 'C',
};

/** Dark text on light discs and light text on dark ones. */
export function textColorOn(color: ColorId): number {
  return color === 8 || color === 9 || color === 0 ? 0x111111 : 0xffffff;
}
