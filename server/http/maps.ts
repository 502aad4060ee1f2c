import { Router } from 'express';
import { RECENT_GAMES_DAYS } from '../../shared/protocol/maps';
import { deriveMapDetail, deriveMapEntity } from '../../shared/maps/derive';
import type { AppContext } from '../context';
import { gameCountsByMap } from '../db/maps';
import { setPictureHeaders } from './pictures';
import { IMAGE_SIZES, mapCatalogOf, type ImageSize, type MapCatalog } from '../services/mapCatalog';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_PATH = /^\/assets\/img\/maps\/(\d+)\.(large|small)\.jpg$/;
const NO_MAP = { success: false, error: 'Map not found.' };

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

  router.get('/api/maps', async (_req, res) => {
    const games = await counts();
    res.json(
      catalog().maps.map(({ map, hash }) =>
        deriveMapEntity(map, games.get(map.id) ?? { total: 0, recent: 0 }, hash),
      ),
    );
  });

  router.get('/api/maps/:mapId', async (req, res) => {
    const entry = /^\d+$/.test(req.params.mapId)
      ? catalog().byId(Number(req.params.mapId))
      : undefined;
    if (!entry) {
      res.status(404).json(NO_MAP);
      return;
    }
    const games = (await counts()).get(entry.map.id) ?? { total: 0, recent: 0 };
    res.json(deriveMapDetail(entry.map, games, entry.hash));
  });

  router.get(IMAGE_PATH, async (req, res) => {
    const [, id = '', size = ''] = IMAGE_PATH.exec(req.path) ?? [];
    const entry = catalog().byId(Number(id));
    const file =
      entry && (IMAGE_SIZES as readonly string[]).includes(size)
        ? await catalog().imagePath(entry.map.id, size as ImageSize)
        : undefined;
    if (!entry || !file) {
      res.status(404).type('text').send('No such map image.');
      return;
    }
    const etag = `"${entry.hash}-${size}"`;
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
