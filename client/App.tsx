import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { SessionProvider } from './state/session';
import { Layout } from './ui/Layout';
import { RouteErrorBoundary } from './ui/RouteError';
import { ToastProvider } from './ui/Toasts';

// Only the shell (layout, session, toasts) and the not-found page are in the entry: every page is a chunk loaded on demand, so opening a game downloads the play
// screen and what it needs, not the forum, the editor or the staff tools. The router is the
// declarative one: no page uses loaders or actions, and it is half the size of the data router.

/** The page exported as `name` by the module `load` brings in on demand. */
function page<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

const editor = () => import('./routes/editor/pages');
const forum = () => import('./routes/forum/pages');
const maps = () => import('./routes/maps/pages');
const messages = () => import('./routes/messages/pages');
const staff = () => import('./routes/modpanel/pages');

/** Every page by its path (real paths: in production the server answers unknown GETs with index.html). */
const PAGES: Record<string, ComponentType> = {
  '/': page(() => import('./routes/home/HomePage'), 'HomePage'),
  register: page(() => import('./routes/register/RegisterPage'), 'RegisterPage'),
  login: page(() => import('./routes/login/LoginPage'), 'LoginPage'),
  maps: page(maps, 'MapListPage'),
  'maps/:mapId': page(maps, 'MapDisplayPage'),
  'tools/region-bonus': page(maps, 'RegionBonusPage'),
  'maps/editor': page(editor, 'EditorListPage'),
  'maps/editor/:mapId': page(editor, 'MapEditorPage'),
  'maps/editor/:mapId/territories/:territoryId': page(editor, 'TerritoryEditPage'),
  'maps/editor/:mapId/regions/:regionId': page(editor, 'RegionEditPage'),
  'game/create/capitals/:mapId': page(editor, 'CapitalEditorPage'),
  'game/:gameId': page(() => import('./routes/play/PlayPage'), 'PlayPage'),
  'game/:gameId/replay': page(() => import('./routes/replay/ReplayPage'), 'ReplayPage'),
  lobby: page(() => import('./routes/lobby/LobbyPage'), 'LobbyPage'),
  'game/create': page(() => import('./routes/create-game/CreateGamePage'), 'CreateGamePage'),
  users: page(() => import('./routes/users/UsersPage'), 'UsersPage'),
  'users/:userId': page(() => import('./routes/users/ProfilePage'), 'ProfilePage'),
  'my-games': page(() => import('./routes/games/MyGamesPage'), 'MyGamesPage'),
  'games/archive': page(() => import('./routes/games/ArchivePage'), 'ArchivePage'),
  ladders: page(() => import('./routes/ladders/LadderPage'), 'LadderPage'),
  'tutorial/glossary': page(() => import('./routes/tutorial/GlossaryPage'), 'GlossaryPage'),
  forum: page(forum, 'ForumIndexPage'),
  'forum/category/:categoryId': page(forum, 'CategoryPage'),
  'forum/topic/:topicId': page(forum, 'TopicPage'),
  'forum/search': page(forum, 'SearchPage'),
  'forum/reports': page(forum, 'ReportsPage'),
  messages: page(messages, 'InboxPage'),
  'messages/new': page(messages, 'NewMessagePage'),
  'messages/:conversationId': page(messages, 'ConversationPage'),
  account: page(() => import('./routes/account/AccountPage'), 'AccountPage'),
  'tools/bbcode': page(forum, 'BBCodeFormatterPage'),
  modpanel: page(staff, 'ModPanelPage'),
  'modpanel/user/:userId': page(staff, 'UserAdminPage'),
  'admin/permissions': page(staff, 'PermissionsPage'),
  'admin/hack': page(staff, 'HackPanelPage'),
};

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
