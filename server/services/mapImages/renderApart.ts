import { fork } from 'node:child_process';
import type { GameMap } from '../../../shared/maps/types.js';
import { MAP_RENDERER } from '../../runtimeFiles.js';
import type { MapImages } from './image.js';

export type RenderReply = { images: MapImages } | { error: string };

/**
 * A map's images, drawn in a short-lived process of its own (renderer.ts). Drawing a large map's
 * SVG takes libvips hundreds of megabytes of native memory, which the C allocator keeps in the
 * process once freed: a first start that drew every map stayed at 630 MiB, idle
 * (docs/capacity.md). A process that exits gives all of it back.
 */
export function renderMapImagesApart(map: GameMap, background?: Buffer): Promise<MapImages> {
  const child = fork(MAP_RENDERER.url, [], {
    execArgv: MAP_RENDERER.execArgv,
    // Buffers cross as they are, not as JSON.
    serialization: 'advanced',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (reply: RenderReply) => {
      if ('error' in reply) return reject(new Error(`drawing map ${map.id}: ${reply.error}`));
      resolve({ large: Buffer.from(reply.images.large), small: Buffer.from(reply.images.small) });
    });
    child.once('error', reject);
    // After an answer this changes nothing; before one, the renderer died.
    child.once('exit', (code, signal) =>
      reject(new Error(`drawing map ${map.id}: the renderer exited (${signal ?? code})`)),
    );
    child.send({ map, background });
  });
}
