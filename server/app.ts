import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import express from 'express';
import { requireCsrf } from './auth/guards';
import { HashingGate } from './auth/hashingGate';
import { LastSeenWriter } from './auth/lastSeen';
import { startLoginFailurePruner } from './auth/loginThrottle';
import { SessionCache } from './auth/sessionCache';
import { announceSessionChange, watchSessionChanges } from './auth/sessionFeed';
import { reviewConnections } from './rooms/accountWatch';
import { loadViewer } from './auth/viewer';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { randomSecret, settingOrCreate } from './db/settings';
import { accountRoutes } from './http/account';
import { capitalRoutes } from './http/capitals';
import { chatRoutes } from './http/chat';
import { communityRoutes } from './community/routes';
import { apiNotFound, jsonErrors } from './http/errors';
import { gameRoutes } from './http/games';
import { apiDocsRoutes } from './http/apiDocs';
import { healthRoutes } from './http/health';
import { lobbyRoutes } from './http/lobby';
import { mapRoutes } from './http/maps';
import { navbarRoutes } from './http/navbar';
import { notificationRoutes } from './http/notifications';
import { isAllowedOrigin } from './http/origin';
import { rateLimitWrites } from './http/rateLimit';
import { createRateLimiters, PASSWORD_HASHING_LIMITS } from './services/rateLimits';
import { bodyParsers, refuseUnstorableText } from './http/requestGuard';
import { securityHeaders } from './http/securityHeaders';
import { clientRoutes } from './http/static';
import { userListRoutes } from './http/userList';
import { userRoutes } from './http/users';
import { ensureAdmin } from './services/admin';
import { loadMapCatalog, readMapFiles } from './services/mapCatalog';
import { mapRegistryOf } from './services/mapRegistry';
import { startMetrics, type Metrics } from './services/metrics';
import { createLogger } from './services/log';
import { requestLog } from './http/requestLog';
import { startTimerSweeper } from './rooms/timerSweeper';
import { loseGames } from './rooms/liveGames';
import { CHAT_ROOM, ChatRoom } from './rooms/ChatRoom';
import { SpreadPingTransport } from './rooms/transport';
import { GAME_ROOM, GameRoom } from './rooms/GameRoom';
import { LOBBY_ROOM, LobbyRoom } from './rooms/LobbyRoom';
import { guardMatchmaking } from './rooms/matchmaking';
import { answerClientErrors } from './http/clientErrors';
import { closeWhenIdle, keepPollersConnected } from './http/keepAlive';
import { bindRoomContext } from './rooms/roomContext';
import { replayRoutes } from './replay/routes';
import { capitalEditorRoutes } from './editor/capitalRoutes';
import { editorRoutes } from './editor/routes';
import { loadRuntimeMaps, watchMapChanges } from './editor/runtimeMaps';
import { PermissionCache } from './staff/permissions/cache';
import { staffRoutes } from './staff/routes';
import { startOnlineSampler } from './staff/modpanel/stats';
import { systemPushNetwork, type PushNetwork } from './community/push/endpoints';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppOptions {
  /** Overrides where the database lives ('memory://' in tests); defaults to DATABASE_URL or DATA_DIR. */
  databaseLocation?: string;
  now?: () => Date;
  clientDir?: string;
  /** Tests' resolver and stand-in push service; the system resolver and no trusted origin otherwise. */
  pushNetwork?: PushNetwork;
}

export interface App {
  context: AppContext;
  gameServer: Server;
  /** The Express app behind the HTTP routes (tests walk its routes). */
  http(): express.Application | undefined;
  /** Runs the game-timer sweep now (tests drive timers with a controlled clock). */
  sweepTimers(): Promise<void>;
  /** Runs the prune of old login failures now (tests move the clock past the window). */
  pruneLoginFailures(): Promise<void>;
  /** Printed once when the first start created the admin account with a generated password. */
  adminPassword: string | undefined;
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(port: number): Promise<number>;
  /** Stops accepting, lets in-flight requests finish, disposes rooms and closes the database. */
  close(): Promise<void>;
}

/** Wires the database, the HTTP routes and Colyseus on one port. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const metrics = startMetrics();
  const log = createLogger(config.logLevel);
  const database: DatabaseHandle = await openDatabase(
    options.databaseLocation ?? config.databaseUrl ?? path.join(config.dataDir, 'pglite'),
    { observeQuery: metrics.prometheus.query },
  );
  metrics.watchDatabase(database.load);
  const db = database.db;
  const mapFiles = await readMapFiles();
  const csrfSecret =
    config.sessionSecret ?? (await settingOrCreate(db, 'csrf_secret', randomSecret));
  const context: AppContext = {
    config,
    db,
    locks: database.locks,
    sessions: new SessionCache(announceSessionChange),
    // Through the context, so a test that moves the clock moves it here too.
    lastSeen: new LastSeenWriter(db, () => context.now()),
    csrfSecret,
    maps: mapRegistryOf(mapFiles.map(({ map }) => map)),
    metrics,
    log,
    rateLimits: createRateLimiters(config.redisUrl, config.rateLimitExempt),
    passwordHashing: new HashingGate(PASSWORD_HASHING_LIMITS),
    now: options.now ?? (() => new Date()),
    permissions: new PermissionCache(db),
    draining: false,
    databaseActivity: database.activity,
    pushNetwork: options.pushNetwork ?? systemPushNetwork,
  };
  await context.rateLimits.ready();
  const adminPassword = await ensureAdmin(db, config.adminPassword);
  await loadMapCatalog(context, mapFiles);
  await loadRuntimeMaps(context);

  restrictCors(config.allowedOrigins);
  let expressApp: express.Application | undefined;
  const transport = new SpreadPingTransport({
    maxPayload: 64 * 1024,
    verifyClient: (info: { req: IncomingMessage }) =>
      isAllowedOrigin(info.req.headers, config.allowedOrigins),
  });
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    publicAddress: config.publicAddress,
    ...(config.redisUrl
      ? {
          presence: new RedisPresence(config.redisUrl) as unknown as Presence,
          driver: new RedisDriver(config.redisUrl),
        }
      : {}),
    express: (app) => {
      expressApp = app;
      configureHttp(
        app,
        context,
        metrics,
        options.clientDir ?? path.join(repoRoot, 'dist', 'client'),
      );
    },
  });

  bindRoomContext(context);
  database.locks.onLost(loseGames);
  gameServer.define(GAME_ROOM, GameRoom).filterBy(['gameId']);
  gameServer.define(LOBBY_ROOM, LobbyRoom);
  gameServer.define(CHAT_ROOM, ChatRoom).filterBy(['room_id', 'game_id']);
  let sweeper: ReturnType<typeof startTimerSweeper> | undefined;
  let onlineSampler: ReturnType<typeof startOnlineSampler> | undefined;
  let loginFailurePruner: ReturnType<typeof startLoginFailurePruner> | undefined;

  let closing: Promise<void> | undefined;
  return {
    context,
    gameServer,
    http: () => expressApp,
    adminPassword,
    sweepTimers: () => sweeper?.sweep() ?? Promise.resolve(),
    pruneLoginFailures: () => loginFailurePruner?.prune() ?? Promise.resolve(),
    async listen(port) {
      await gameServer.listen(port);
      guardMatchmaking(transport.server as HttpServer, transport);
      answerClientErrors(transport.server as HttpServer);
      keepPollersConnected(transport.server as HttpServer);
      await watchMapChanges(context);
      await watchSessionChanges(context, (change) => void reviewConnections(context, change));
      context.lastSeen.start();
      sweeper = startTimerSweeper(context);
      onlineSampler = startOnlineSampler(context);
      loginFailurePruner = startLoginFailurePruner(context);
      const address = (transport.server as HttpServer).address();
      return typeof address === 'object' && address ? address.port : port;
    },
    close() {
      context.draining = true;
      closing ??= (async () => {
        sweeper?.stop();
        onlineSampler?.stop();
        loginFailurePruner?.stop();
        metrics.stop();
        const httpServer = transport.server as HttpServer | undefined;
        const drained = httpServer ? closeWhenIdle(httpServer) : Promise.resolve();
        await gameServer.gracefullyShutdown(false);
        await drained;
        await context.lastSeen.stop();
        context.rateLimits.close();
        await database.close();
      })();
      return closing;
    },
  };
}

function configureHttp(
  app: express.Application,
  context: AppContext,
  metrics: Metrics,
  clientDir: string,
) {
  app.disable('x-powered-by');
  app.set('trust proxy', context.config.trustProxy);
  app.use(requestLog(context.log));
  app.use(securityHeaders);
  app.use(bodyParsers);
  app.use(refuseUnstorableText);
  app.use(loadViewer(context));
  app.use(requireCsrf());
  app.use(rateLimitWrites(context));
  // First: the play API is most of the traffic, and every router before it is walked in vain.
  app.use(gameRoutes(context));
  app.use(healthRoutes(context, metrics));
  app.use(apiDocsRoutes());
  app.use(accountRoutes(context));
  app.use(userRoutes(context));
  app.use(replayRoutes(context));
  app.use(mapRoutes(context));
  app.use(capitalRoutes(context));
  app.use(capitalEditorRoutes(context));
  app.use(editorRoutes(context));
  app.use(lobbyRoutes(context));
  app.use(navbarRoutes(context));
  app.use(notificationRoutes(context));
  app.use(chatRoutes(context));
  app.use(userListRoutes(context));
  app.use(communityRoutes(context));
  app.use(staffRoutes(context));
  app.use(clientRoutes(clientDir));
  // Whatever no route and no page answered: JSON, as every API path answers.
  app.use(apiNotFound);
  app.use(jsonErrors);
}

/**
 * Colyseus answers every HTTP response with CORS headers that echo any Origin with credentials,
 * which would let any site read a signed-in user's CSRF token. Only configured origins get CORS.
 */
function restrictCors(allowedOrigins: readonly string[]) {
  const defaults = matchMaker.controller.DEFAULT_CORS_HEADERS as Record<string, string>;
  delete defaults['Access-Control-Allow-Origin'];
  delete defaults['Access-Control-Allow-Credentials'];
  matchMaker.controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin');
    return origin && allowedOrigins.includes(origin)
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : {};
  };
}
