import type { RouteTable } from '../contract/route';
import { ACCOUNT_ROUTES } from './account';
import { CAPITAL_ROUTES } from './capitals';
import { CHAT_ROUTES } from './chat';
import { FORUM_ROUTES } from './forum';
import { DEBUG_ROUTES } from './debug';
import { GAME_ROUTES } from './games';
import { INVITE_ROUTES } from './invites';
import { LOBBY_ROUTES } from './lobby';
import { MAP_ROUTES } from './maps';
import { MESSAGE_ROUTES } from './messages';
import { EDITOR_ROUTES } from './editor';
import { OPERATION_ROUTES } from './operations';
import { REPLAY_ROUTES } from './replay';
import { PLAYER_ROUTES } from './players';
import { PUSH_ROUTES } from './push';
import { STAFF_ROUTES } from './staff';
import { STAFF_USER_ROUTES } from './staffUsers';
import { USER_ROUTES } from './users';

/** Every HTTP route of the site, declared once (contract/route.ts says how). */
export const SITE_ROUTES = {
  ...ACCOUNT_ROUTES,
  ...USER_ROUTES,
  ...GAME_ROUTES,
  ...LOBBY_ROUTES,
  ...MAP_ROUTES,
  ...CHAT_ROUTES,
  ...FORUM_ROUTES,
  ...MESSAGE_ROUTES,
  ...EDITOR_ROUTES,
  ...CAPITAL_ROUTES,
  ...OPERATION_ROUTES,
  ...REPLAY_ROUTES,
  ...INVITE_ROUTES,
  ...PLAYER_ROUTES,
  ...PUSH_ROUTES,
  ...STAFF_ROUTES,
  ...STAFF_USER_ROUTES,
  ...DEBUG_ROUTES,
} satisfies RouteTable;

export type SiteRoutes = typeof SITE_ROUTES;
export type SiteRouteKey = keyof SiteRoutes;
