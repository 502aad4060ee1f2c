import { Router } from 'express';
import { siteApiDocument } from '../../shared/protocol/openapi';

/** GET /api/docs: the site's OpenAPI document, built once from the declared routes. */
export function apiDocsRoutes(): Router {
  const router = Router();
  const document = siteApiDocument();
  router.get('/api/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  return router;
}
