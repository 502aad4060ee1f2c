import type { RouteTable } from '../contract/route';
import { ACCOUNT_ROUTES } from './account';

/** Every HTTP route of the site, declared once (contract/route.ts says how). */
export const SITE_ROUTES = {
  ...ACCOUNT_ROUTES,
} satisfies RouteTable;

export type SiteRoutes = typeof SITE_ROUTES;
export type SiteRouteKey = keyof SiteRoutes;
