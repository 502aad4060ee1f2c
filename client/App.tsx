import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HomePage } from './routes/home/HomePage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { SessionProvider } from './state/session';
import { Layout } from './ui/Layout';
import { RouteError } from './ui/RouteError';
import { ToastProvider } from './ui/Toasts';

// Only the shell (layout, session, toasts), the start page and the not-found page are in the
// entry: every other page is a chunk loaded on demand, so opening a game downloads the play
// screen and what it needs, not the forum, the editor or the staff tools.

/**
 * What a route loaded on demand shows while its chunk arrives on the first page load (react-router
 * asks every lazy route for one, and warns on each load without it).
 */
function RouteLoading() {
  return (
    <p className="muted" role="status">
      Loading…
    </p>
  );
}

/** A route whose page is its own chunk, loaded on demand. */
function lazyRoute(path: string, load: RouteObject['lazy']): RouteObject {
  return { path, lazy: load, HydrateFallback: RouteLoading };
}

/** The route of a page exported as `name` by the module `load` brings in on demand. */
function pageRoute<M extends Record<K, ComponentType>, K extends keyof M>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return lazyRoute(path, async () => ({ Component: (await load())[name] }));
}

const editor = () => import('./routes/editor/pages');
const forum = () => import('./routes/forum/pages');
const maps = () => import('./routes/maps/pages');
const messages = () => import('./routes/messages/pages');
const staff = () => import('./routes/modpanel/pages');

// Real paths (no hash): in production the server answers unknown GETs with index.html.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      pageRoute('register', () => import('./routes/register/RegisterPage'), 'RegisterPage'),
      pageRoute('login', () => import('./routes/login/LoginPage'), 'LoginPage'),
      pageRoute('maps', maps, 'MapListPage'),
      pageRoute('maps/:mapId', maps, 'MapDisplayPage'),
      pageRoute('tools/region-bonus', maps, 'RegionBonusPage'),
      pageRoute('maps/editor', editor, 'EditorListPage'),
      pageRoute('maps/editor/:mapId', editor, 'MapEditorPage'),
      pageRoute('maps/editor/:mapId/territories/:territoryId', editor, 'TerritoryEditPage'),
      pageRoute('maps/editor/:mapId/regions/:regionId', editor, 'RegionEditPage'),
      pageRoute('game/create/capitals/:mapId', editor, 'CapitalEditorPage'),
      pageRoute('game/:gameId', () => import('./routes/play/PlayPage'), 'PlayPage'),
      pageRoute('game/:gameId/replay', () => import('./routes/replay/ReplayPage'), 'ReplayPage'),
      pageRoute('lobby', () => import('./routes/lobby/LobbyPage'), 'LobbyPage'),
      pageRoute(
        'game/create',
        () => import('./routes/create-game/CreateGamePage'),
        'CreateGamePage',
      ),
      pageRoute('users', () => import('./routes/users/UsersPage'), 'UsersPage'),
      pageRoute(
        'tutorial/glossary',
        () => import('./routes/tutorial/GlossaryPage'),
        'GlossaryPage',
      ),
      pageRoute('forum', forum, 'ForumIndexPage'),
      pageRoute('forum/category/:categoryId', forum, 'CategoryPage'),
      pageRoute('forum/topic/:topicId', forum, 'TopicPage'),
      pageRoute('forum/search', forum, 'SearchPage'),
      pageRoute('forum/reports', forum, 'ReportsPage'),
      pageRoute('messages', messages, 'InboxPage'),
      pageRoute('messages/new', messages, 'NewMessagePage'),
      pageRoute('messages/:conversationId', messages, 'ConversationPage'),
      pageRoute('account', () => import('./routes/account/AccountPage'), 'AccountPage'),
      pageRoute('tools/bbcode', forum, 'BBCodeFormatterPage'),
      pageRoute('modpanel', staff, 'ModPanelPage'),
      pageRoute('modpanel/user/:userId', staff, 'UserAdminPage'),
      pageRoute('admin/permissions', staff, 'PermissionsPage'),
      pageRoute('admin/hack', staff, 'HackPanelPage'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The whole client: session, toasts and the router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <SessionProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SessionProvider>
  );
}
