import { screenSizedImage } from '../../../shared/protocol/mapEntity';
import type { MapDetail } from '../../../shared/protocol/maps';
import { screenPixels } from '../../map/screenPixels';

/** The map's picture as the play screen draws it on this screen (see viewModel's baseView). */
export function playPictureUrl(map: MapDetail): string {
  return screenSizedImage(map.imageUrl, map.width, screenPixels()).url;
}

/** Pictures being fetched ahead of the canvas, held until they arrive (else they may be dropped). */
const arriving = new Set<HTMLImageElement>();

/**
 * Starts downloading the map's picture as soon as the map is known, instead of once the canvas
 * has loaded and started PixiJS: on a slow network that is seconds earlier. The canvas's own
 * request for the same URL is then served by the browser's image cache (or joins this one).
 */
export function fetchPictureAhead(map: MapDetail): void {
  const image = new Image();
  const settle = () => arriving.delete(image);
  image.onload = settle;
  image.onerror = settle;
  arriving.add(image);
  image.src = playPictureUrl(map);
}
