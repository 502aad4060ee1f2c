import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compileHints } from './scripts/vite/compileHints.js';
import { pixiTrim } from './scripts/vite/pixiTrim.js';
import { precompress } from './scripts/vite/precompress.js';
import { playRouteGroups } from './scripts/vite/routeChunks.js';
import { serviceWorker } from './scripts/vite/serviceWorker.js';

// The game server `npm run dev` starts; GAME_SERVER_URL points the dev proxy elsewhere.
const GAME_SERVER = process.env.GAME_SERVER_URL ?? 'http://localhost:2567';

const CLIENT_ROOT = fileURLToPath(new URL('./client', import.meta.url));

// Every path prefix the game server answers. Some are also client pages (/register, /login,
// /lobby, /game/create): a browser navigation (GET asking for HTML) gets the SPA instead.
const SERVER_ROUTES = [
  '/api',
  '/register',
  '/login',
  '/logout',
  '/game',
  '/lobby',
  '/chat',
  '/navbar',
  '/notifications',
  '/assets',
  '/matchmake',
  '/account',
  '/messages',
  '/modpanel',
];

function isPageNavigation(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

const httpRoute: ProxyOptions = {
  target: GAME_SERVER,
  bypass: (req) => (isPageNavigation(req) ? '/index.html' : undefined),
};

// Colyseus opens its WebSocket on /{processId}/{roomId}: proxy every upgrade except Vite's own
// hot-reload socket. Plain HTTP requests matching this catch-all fall through to Vite.
const webSocketUpgrades: ProxyOptions = {
  target: GAME_SERVER,
  ws: true,
  bypass: (req, res) => {
    const protocol = req.headers['sec-websocket-protocol'] ?? '';
    if (res || protocol.startsWith('vite-')) return req.url ?? '/';
    return undefined;
  },
};

export default defineConfig({
  root: CLIENT_ROOT,
  plugins: [react(), pixiTrim(), serviceWorker(), compileHints(CLIENT_ROOT), precompress()],
  resolve: {
    // @pixi/react's reconciler pins an older scheduler with the same API: one copy, not two.
    dedupe: ['scheduler'],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Not "assets": the game server owns /assets (map images, /assets/img/maps/...).
    assetsDir: 'static',
    // Read by the server: a game's page lists the play route's chunks up front (server/http/gamePage.ts).
    manifest: true,
    // The play route in a few chunks: fewer round trips on a phone (scripts/vite/routeChunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: playRouteGroups(CLIENT_ROOT) } } },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(SERVER_ROUTES.map((route) => [route, httpRoute])),
      '^/.*': webSocketUpgrades,
    },
  },
  preview: {
    port: 4173,
  },
});
