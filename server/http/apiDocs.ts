import { Router } from 'express';
import { ok } from '../../shared/protocol/contract/envelope';
import { siteApiDocument } from '../../shared/protocol/openapi';
import type { AppContext } from '../context';
import { declaredRoutes } from './declared';

/** GET /api/docs: the site's OpenAPI document, built once from the declared routes. */
export function apiDocsRoutes(context: AppContext): Router {
  const router = Router();
  const document = siteApiDocument();
  declaredRoutes(router, context)('GET /api/docs', ({ res }) => {
    res.set('Cache-Control', 'public, max-age=300');
    return ok(document);
  });
  return router;
}
