import { Router } from 'express';
import type { AppContext } from '../context';
import { auditRoutes } from './audit/routes';
import { debugRoutes } from './debug/routes';
import { reportRoutes } from './reports/routes';
import { modpanelRoutes } from './modpanel/routes';
import { permissionRoutes } from './permissions/routes';
import { roleRoutes } from './users/roles';
import { userAdminRoutes } from './users/routes';

/** Every staff route (docs/staff.md): each checks its named permission. */
export function staffRoutes(context: AppContext): Router {
  const router = Router();
  router.use(permissionRoutes(context));
  router.use(auditRoutes(context));
  router.use(roleRoutes(context));
  router.use(modpanelRoutes(context));
  router.use(userAdminRoutes(context));
  router.use(reportRoutes(context));
  router.use(debugRoutes(context));
  return router;
}
