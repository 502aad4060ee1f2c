import compression from 'compression';
import { Router } from 'express';
import { RECENT_GAMES_DAYS, type MapDetail } from '../../shared/protocol/maps';
import { ok } from '../../shared/protocol/contract/envelope';
import {
  deriveMapDetail,
  deriveMapEntity,
  MAP_IMAGE_WIDTHS,
} from '../../shared/protocol/mapEntity';
import type { AppContext } from '../context';
import { gameCountsByMap } from '../db/maps';
import { declaredRoutes } from './declared';
import { setPictureHeaders } from './pictures';
import { IMAGE_SIZES, mapCatalogOf, type ImageSize, type MapCatalog } from '../services/mapCatalog';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_PATH = /^\/assets\/img\/maps\/(\d+)\.(large|small)\.jpg$/;
const NO_MAP = { success: false as const, error: 'Map not found.' };
const BAD_WIDTH = {
  success: false,
  error: `The image width must be one of ${MAP_IMAGE_WIDTHS.join(', ')}.`,
};

/**
 * Map `mapId`'s detail for a game's page to carry (server/http/gamePage.ts) without the game
 * counts, which would cost two scans of the games table per page while the play screen shows
 * none (both are 0 here; the full detail it asks for once its map is drawn has them). Undefined:
 * no such map.
 */
export function pageMapOf(context: AppContext, mapId: number): MapDetail | undefined {
  const entry = mapCatalogOf(context)?.byId(mapId);
  return entry && deriveMapDetail(entry.map, { total: 0, recent: 0 }, entry.hash);
}

/** GET /api/maps, GET /api/maps/{mapId} and the map images /assets/img/maps/{mapId}.{large|small}.jpg. */
export function mapRoutes(context: AppContext): Router {
  const router = Router();
  const catalog = (): MapCatalog => {
    const loaded = mapCatalogOf(context);
    if (!loaded) throw new Error('loadMapCatalog(context) must run before the map routes serve');
    return loaded;
  };
  const counts = () =>
    gameCountsByMap(context.db, new Date(context.now().getTime() - RECENT_GAMES_DAYS * DAY_MS));

  const serve = declaredRoutes(router, context);
  const compressed = { before: [compression({ threshold: 1024 })] };

  serve(
    'GET /api/maps',
    async () => {
      const games = await counts();
      return ok(
        catalog().maps.map(({ map, hash }) =>
          deriveMapEntity(map, games.get(map.id) ?? { total: 0, recent: 0 }, hash),
        ),
      );
    },
    compressed,
  );

  // A map's detail carries every outline: half a megabyte for the largest, a tenth of it gzipped,
  // asked once per page that shows the map.
  serve(
    'GET /api/maps/:mapId',
    async ({ params: { mapId } }) => {
      const entry = /^\d+$/.test(mapId) ? catalog().byId(Number(mapId)) : undefined;
      if (!entry) return { status: 404, body: NO_MAP };
      const games = (await counts()).get(entry.map.id) ?? { total: 0, recent: 0 };
      return ok(deriveMapDetail(entry.map, games, entry.hash));
    },
    compressed,
  );

  router.get(IMAGE_PATH, async (req, res) => {
    const [, id = '', size = ''] = IMAGE_PATH.exec(req.path) ?? [];
    // ?w=: the large image narrowed for a small screen (screenSizedImage in shared/protocol/mapEntity.ts).
    const width = req.query.w === undefined ? undefined : Number(req.query.w);
    if (
      width !== undefined &&
      (size !== 'large' || !(MAP_IMAGE_WIDTHS as readonly number[]).includes(width))
    ) {
      res.status(400).json(BAD_WIDTH);
      return;
    }
    const entry = catalog().byId(Number(id));
    const file =
      entry && (IMAGE_SIZES as readonly string[]).includes(size)
        ? await catalog().imagePath(entry.map.id, size as ImageSize, width)
        : undefined;
    if (!entry || !file) {
      res.status(404).type('text').send('No such map image.');
      return;
    }
    const etag = `"${entry.hash}-${size}${width === undefined ? '' : `-w${width}`}"`;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    // Rendered by the server from the map (and its uploaded background): always a JPEG.
    setPictureHeaders(res, 'jpeg');
    res.sendFile(file, { etag: false, lastModified: false, cacheControl: false });
  });

  return router;
}
