import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { primeSession, SessionProvider } from './state/session';
import { Layout } from './ui/Layout';
import { RouteErrorBoundary } from './ui/RouteError';
import { ToastProvider } from './ui/Toasts';
import { lazyExport } from './ui/lazyExport';

// Only the shell (layout, session, toasts) and the not-found page are in the entry: every page is a chunk loaded on demand, so opening a game downloads the play
// screen and what it needs, not the forum, the editor or the staff tools. The router is the
// declarative one: no page uses loaders or actions, and it is half the size of the data router.

const editor = () => import('./routes/editor/pages');
const forum = () => import('./routes/forum/pages');
const maps = () => import('./routes/maps/pages');
const messages = () => import('./routes/messages/pages');
const staff = () => import('./routes/modpanel/pages');
const play = () => import('./routes/play/PlayPage');
const PlayPage = lazyExport(play, 'PlayPage');

/** Every page by its path (real paths: in production the server answers unknown GETs with index.html). */
const PAGES: Record<string, ComponentType> = {
  '/': lazyExport(() => import('./routes/home/HomePage'), 'HomePage'),
  register: lazyExport(() => import('./routes/register/RegisterPage'), 'RegisterPage'),
  login: lazyExport(() => import('./routes/login/LoginPage'), 'LoginPage'),
  maps: lazyExport(maps, 'MapListPage'),
  'maps/:mapId': lazyExport(maps, 'MapDisplayPage'),
  'tools/region-bonus': lazyExport(maps, 'RegionBonusPage'),
  'maps/editor': lazyExport(editor, 'EditorListPage'),
  'maps/editor/:mapId': lazyExport(editor, 'MapEditorPage'),
  'maps/editor/:mapId/territories/:territoryId': lazyExport(editor, 'TerritoryEditPage'),
  'maps/editor/:mapId/regions/:regionId': lazyExport(editor, 'RegionEditPage'),
  'game/create/capitals/:mapId': lazyExport(editor, 'CapitalEditorPage'),
  'game/:gameId': PlayPage,
  'game/:gameId/replay': lazyExport(() => import('./routes/replay/ReplayPage'), 'ReplayPage'),
  lobby: lazyExport(() => import('./routes/lobby/LobbyPage'), 'LobbyPage'),
  'game/create': lazyExport(() => import('./routes/create-game/CreateGamePage'), 'CreateGamePage'),
  users: lazyExport(() => import('./routes/users/UsersPage'), 'UsersPage'),
  'users/:userId': lazyExport(() => import('./routes/users/ProfilePage'), 'ProfilePage'),
  'my-games': lazyExport(() => import('./routes/games/MyGamesPage'), 'MyGamesPage'),
  'games/archive': lazyExport(() => import('./routes/games/ArchivePage'), 'ArchivePage'),
  ladders: lazyExport(() => import('./routes/ladders/LadderPage'), 'LadderPage'),
  'tutorial/glossary': lazyExport(() => import('./routes/tutorial/GlossaryPage'), 'GlossaryPage'),
  forum: lazyExport(forum, 'ForumIndexPage'),
  'forum/category/:categoryId': lazyExport(forum, 'CategoryPage'),
  'forum/topic/:topicId': lazyExport(forum, 'TopicPage'),
  'forum/search': lazyExport(forum, 'SearchPage'),
  'forum/reports': lazyExport(forum, 'ReportsPage'),
  messages: lazyExport(messages, 'InboxPage'),
  'messages/new': lazyExport(messages, 'NewMessagePage'),
  'messages/:conversationId': lazyExport(messages, 'ConversationPage'),
  account: lazyExport(() => import('./routes/account/AccountPage'), 'AccountPage'),
  'tools/bbcode': lazyExport(forum, 'BBCodeFormatterPage'),
  modpanel: lazyExport(staff, 'ModPanelPage'),
  'modpanel/user/:userId': lazyExport(staff, 'UserAdminPage'),
  'admin/permissions': lazyExport(staff, 'PermissionsPage'),
  'admin/hack': lazyExport(staff, 'HackPanelPage'),
};

/**
 * On a game's page, resolves once its first render can be the whole play screen: the play route's
 * module (which the page preloads) is in, and the session and the game's summary (which it
 * preloads too) have come. Each would otherwise cost a render of its own between the shell's
 * first and the map's, which on a slow phone come after the scripts, one after the other.
 */
export async function gamePageReady(): Promise<void> {
  await Promise.all([
    PlayPage.preload(),
    play().then(({ pageGameReady }) => pageGameReady()),
    primeSession(),
  ]);
}

/** The pages inside the layout; the router around them is the caller's (a browser or memory one). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
          {Object.entries(PAGES).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** The whole client: session, toasts and the router. */
export function App() {
  return (
    <SessionProvider>
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </SessionProvider>
  );
}
