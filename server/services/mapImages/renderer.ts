/**
 * The process that draws one map's images (renderApart.ts starts it): it is sent the map and its
 * background picture, answers the two JPEGs or the error, and exits.
 */
import type { GameMap } from '../../../shared/maps/types.js';
import { renderMapImages } from './image.js';
import type { RenderReply } from './renderApart.js';

if (!process.send) throw new Error('renderer.ts runs as a child process (renderApart.ts)');
const send = process.send.bind(process);

process.once('message', (request: { map: GameMap; background?: Uint8Array }) => {
  const background = request.background && Buffer.from(request.background);
  renderMapImages(request.map, background).then(
    (images): void => void send({ images } satisfies RenderReply, () => process.exit(0)),
    (error: unknown): void =>
      void send({ error: String((error as Error).message ?? error) } satisfies RenderReply, () =>
        process.exit(1),
      ),
  );
});
