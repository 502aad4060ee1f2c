import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AccountPage } from './routes/account/AccountPage';
import { CreateGamePage } from './routes/create-game/CreateGamePage';
import { CategoryPage } from './routes/forum/CategoryPage';
import { ForumIndexPage } from './routes/forum/ForumIndexPage';
import { ReportsPage } from './routes/forum/ReportsPage';
import { SearchPage } from './routes/forum/SearchPage';
import { TopicPage } from './routes/forum/TopicPage';
import { HomePage } from './routes/home/HomePage';
import { LobbyPage } from './routes/lobby/LobbyPage';
import { LoginPage } from './routes/login/LoginPage';
import { ConversationPage } from './routes/messages/ConversationPage';
import { InboxPage } from './routes/messages/InboxPage';
import { NewMessagePage } from './routes/messages/NewMessagePage';
import { MapDisplayPage } from './routes/maps/MapDisplayPage';
import { MapListPage } from './routes/maps/MapListPage';
import { RegionBonusPage } from './routes/maps/RegionBonusPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { RegisterPage } from './routes/register/RegisterPage';
import { BBCodeFormatterPage } from './routes/tools/BBCodeFormatterPage';
import { GlossaryPage } from './routes/tutorial/GlossaryPage';
import { UsersPage } from './routes/users/UsersPage';
import { SessionProvider } from './state/session';
import { Layout } from './ui/Layout';
import { RouteError } from './ui/RouteError';
import { ToastProvider } from './ui/Toasts';

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

const editorPage = (name: keyof typeof import('./routes/editor/pages')) => async () => ({
  Component: (await import('./routes/editor/pages'))[name],
});

const staffPage = (name: keyof typeof import('./routes/modpanel/pages')) => async () => ({
  Component: (await import('./routes/modpanel/pages'))[name],
});

const editorRoutes: RouteObject[] = [
  lazyRoute('maps/editor', editorPage('EditorListPage')),
  lazyRoute('maps/editor/:mapId', editorPage('MapEditorPage')),
  lazyRoute('maps/editor/:mapId/territories/:territoryId', editorPage('TerritoryEditPage')),
  lazyRoute('maps/editor/:mapId/regions/:regionId', editorPage('RegionEditPage')),
  lazyRoute('game/create/capitals/:mapId', editorPage('CapitalEditorPage')),
];

// Real paths (no hash): in production the server answers unknown GETs with index.html.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'maps', element: <MapListPage /> },
      { path: 'maps/:mapId', element: <MapDisplayPage /> },
      { path: 'tools/region-bonus', element: <RegionBonusPage /> },
      // The editors draw on the canvas too: their own chunk, loaded on demand.
      ...editorRoutes,
      // The play screen (PixiJS, the Colyseus SDK, the engine) is its own chunk, loaded on demand.
      lazyRoute('game/:gameId', async () => ({
        Component: (await import('./routes/play/PlayPage')).PlayPage,
      })),
      lazyRoute('game/:gameId/replay', async () => ({
        Component: (await import('./routes/replay/ReplayPage')).ReplayPage,
      })),
      { path: 'lobby', element: <LobbyPage /> },
      { path: 'game/create', element: <CreateGamePage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'tutorial/glossary', element: <GlossaryPage /> },
      { path: 'forum', element: <ForumIndexPage /> },
      { path: 'forum/category/:categoryId', element: <CategoryPage /> },
      { path: 'forum/topic/:topicId', element: <TopicPage /> },
      { path: 'forum/search', element: <SearchPage /> },
      { path: 'forum/reports', element: <ReportsPage /> },
      { path: 'messages', element: <InboxPage /> },
      { path: 'messages/new', element: <NewMessagePage /> },
      { path: 'messages/:conversationId', element: <ConversationPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'tools/bbcode', element: <BBCodeFormatterPage /> },
      // The staff tools (uPlot among them): their own chunk, loaded on demand.
      lazyRoute('modpanel', staffPage('ModPanelPage')),
      lazyRoute('modpanel/user/:userId', staffPage('UserAdminPage')),
      lazyRoute('admin/permissions', staffPage('PermissionsPage')),
      lazyRoute('admin/hack', staffPage('HackPanelPage')),
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
