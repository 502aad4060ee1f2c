/** Map images (spec §2, §9): the SVG rendered to the large JPEG, and the small one at 0.75 scale. */
import { MAP_SCALE_SMALL } from '../../../shared/constants.js';
import type { GameMap } from '../../../shared/maps/types.js';
import { mapSvg } from './svg.js';
import { imaging } from '../imaging.js';

export interface MapImages {
  large: Buffer;
  small: Buffer;
}

/** The small image's size: the large one at the spec's 0.75 scale, rounded. */
export function smallSize(map: Pick<GameMap, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  return {
    width: Math.round(map.width * MAP_SCALE_SMALL),
    height: Math.round(map.height * MAP_SCALE_SMALL),
  };
}

/**
 * Renders both JPEGs from the map's geometry, or from the picture a map was drawn on in the
 * editor (stretched to the map's size, which was taken from it).
 */
export async function renderMapImages(map: GameMap, background?: Buffer): Promise<MapImages> {
  const sharp = await imaging();
  const png = background
    ? await sharp(background).resize(map.width, map.height, { fit: 'fill' }).png().toBuffer()
    : await sharp(Buffer.from(mapSvg(map)))
        .png()
        .toBuffer();
  const large = await sharp(png).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
  const { width, height } = smallSize(map);
  const small = await sharp(png)
    .resize(width, height)
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
  return { large, small };
}

/** A rendered JPEG resized to `width` (its height in proportion), for narrow screens. */
export async function narrowedImage(file: string, width: number): Promise<Buffer> {
  const sharp = await imaging();
  return sharp(file).resize({ width }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}
