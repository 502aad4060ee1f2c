import { Router } from 'express';
import { playApiDocument } from '../../shared/protocol/openapi';

/** GET /api/docs: the play API's OpenAPI document, built once from the zod contract. */
export function apiDocsRoutes(): Router {
  const router = Router();
  const document = playApiDocument();
  router.get('/api/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  return router;
}
