import path from 'node:path';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, matchMaker } from '@colyseus/core';
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
import { untilAnswered } from './db/untilAnswered';
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
import { mapRoutes, pageMapOf } from './http/maps';
import { navbarRoutes } from './http/navbar';
import { notificationRoutes } from './http/notifications';
import { isAllowedOrigin } from './http/origin';
import { rateLimitWrites } from './http/rateLimit';
import { createRateLimiters, PASSWORD_HASHING_LIMITS } from './services/rateLimits';
import { bodyParsers, refuseUnstorableText } from './http/requestGuard';
import { securityHeaders } from './http/securityHeaders';
import { clientRoutes } from './http/static';
import { mapOfGame } from './db/games';
import { callGame } from './rooms/directory';
import { userListRoutes } from './http/userList';
import { playerRoutes } from './players/routes';
import { userRoutes } from './http/users';
import { ensureAdmin } from './services/admin';
import { loadMapCatalog, readMapFiles } from './services/mapCatalog';
import { backfillFinishedGames } from './players/backfill';
import { mapRegistryOf } from './services/mapRegistry';
import { watchStalls } from './services/stallWatch';
import { startMetrics, type Metrics } from './services/metrics';
import { createLogger } from './services/log';
import { clusterServices } from './services/redisClients';
import { requestLog } from './http/requestLog';
import { startTimerSweeper } from './rooms/timerSweeper';
import { loseGames } from './rooms/liveGames';
import { CHAT_ROOM, ChatRoom } from './rooms/ChatRoom';
import { SpreadPingTransport } from './rooms/transport';
import { CLIENT_DIR } from './runtimeFiles';
import { GAME_ROOM, GameRoom } from './rooms/GameRoom';
import { LOBBY_ROOM, LobbyRoom } from './rooms/LobbyRoom';
import { guardMatchmaking } from './rooms/matchmaking';
import { SERVER_AWAY_TEXT } from './rooms/redisAway';
import { answerClientErrors } from './http/clientErrors';
import { closeWhenIdle, keepPollersConnected } from './http/keepAlive';
import { bindRoomContext } from './rooms/roomContext';
import { replayRoutes } from './replay/routes';
import { inviteRoutes } from './http/invites';
import { capitalEditorRoutes } from './editor/capitalRoutes';
import { editorRoutes } from './editor/routes';
import { loadRuntimeMaps, watchMapChanges } from './editor/runtimeMaps';
import { PermissionCache } from './auth/permissions/cache';
import { staffRoutes } from './staff/routes';
import { startOnlineSampler } from './staff/modpanel/stats';
import { systemPushNetwork, type PushNetwork } from './services/push/endpoints';

/** How long a start waits to join the cluster before it serves without it (Redis away). */
const JOIN_WAIT_MS = 3_000;

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
  readonly adminPassword: string | undefined;
  /**
   * Settles once the database has answered: migrated, the admin account made, the maps loaded
   * (at once when it answers at start; later when it was away). Rejects on anything but an outage.
   */
  databaseStarted: Promise<void>;
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(port: number): Promise<number>;
  /** Stops accepting, lets in-flight requests finish, disposes rooms and closes the database. */
  close(): Promise<void>;
}

/** Wires the database, the HTTP routes and Colyseus on one port. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const metrics = startMetrics();
  const log = createLogger(config.logLevel);
  const stopStallWatch = config.stallWarnMs
    ? watchStalls(config.stallWarnMs, (stall) =>
        log.warn({ ms: stall.ms, gc_ms: stall.gcMs, cpu_ms: stall.cpuMs }, 'event loop stalled'),
      )
    : undefined;
  // Told once when the database first fails to answer at start: the process goes on starting.
  let databaseAwayAtStart!: () => void;
  const awayAtStart = new Promise<void>((resolve) => (databaseAwayAtStart = resolve));
  const onAway = (error: unknown) => {
    databaseAwayAtStart();
    log.warn({ error: (error as Error).message }, 'database not answering; trying again');
  };
  const database: DatabaseHandle = await openDatabase(
    options.databaseLocation ?? config.databaseUrl ?? path.join(config.dataDir, 'pglite'),
    { observeQuery: metrics.prometheus.query, migrateInBackground: true, onAway },
  );
  metrics.watchDatabase(database.load);
  const db = database.db;
  const mapFiles = await readMapFiles();
  // Without SESSION_SECRET the CSRF secret is the database's: that start waits for it.
  if (!config.sessionSecret) await database.migrated;
  const csrfSecret =
    config.sessionSecret ?? (await settingOrCreate(db, 'csrf_secret', randomSecret));
  const cluster = config.redisUrl
    ? clusterServices(config.redisUrl, (message) => log.warn(message))
    : undefined;
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
    redisUp: () => cluster?.redis.up() ?? true,
    databaseReady: false,
    databaseActivity: database.activity,
    pushNetwork: options.pushNetwork ?? systemPushNetwork,
  };
  await context.rateLimits.ready();
  let adminPassword: string | undefined;
  // What needs the database before the process is ready, tried until the database answers. The
  // map files come in as an argument: captured, they would live as long as this function's
  // closures (the life of the process), every file's JSON with them.
  const databaseStarted = (async (files: typeof mapFiles) => {
    await database.migrated;
    await untilAnswered(async () => {
      adminPassword ??= await ensureAdmin(db, config.adminPassword);
      await loadMapCatalog(context, files);
      await loadRuntimeMaps(context);
      // Games that ended before the players' home summaries existed.
      const { unreadable } = await backfillFinishedGames(db);
      if (unreadable.length > 0) {
        log.warn(
          { games: unreadable },
          'finished games left out of the players home: unreadable state',
        );
      }
    }, onAway);
    context.databaseReady = true;
  })(mapFiles);
  // Handled by whoever awaits it (index.ts); an outage at start is not waited for.
  databaseStarted.catch(() => undefined);
  await Promise.race([databaseStarted, awayAtStart]);

  restrictCors(config.allowedOrigins);
  let expressApp: express.Application | undefined;
  let expressAttached!: () => void;
  const expressReady = new Promise<void>((resolve) => (expressAttached = resolve));
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
    ...(cluster ? { presence: cluster.presence, driver: cluster.driver } : {}),
    express: (app) => {
      expressApp = app;
      configureHttp(app, context, metrics, options.clientDir ?? CLIENT_DIR);
      expressAttached();
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
    get adminPassword() {
      return adminPassword;
    },
    databaseStarted,
    sweepTimers: () => sweeper?.sweep() ?? Promise.resolve(),
    pruneLoginFailures: () => loginFailurePruner?.prune() ?? Promise.resolve(),
    async listen(port) {
      const httpServer = transport.server as HttpServer;
      // Colyseus joins the cluster (through Redis), then finds the port open (transport.ts).
      const joined = gameServer.listen(port).then(async () => {
        guardMatchmaking(httpServer, transport);
        await watchMapChanges(context);
        await watchSessionChanges(context, (change) => void reviewConnections(context, change));
      });
      joined.catch((error: unknown) => log.error({ error }, 'joining the cluster failed'));
      await expressReady;
      await transport.openPort(port);
      answerClientErrors(httpServer);
      keepPollersConnected(httpServer);
      context.lastSeen.start();
      sweeper = startTimerSweeper(context);
      onlineSampler = startOnlineSampler(context);
      loginFailurePruner = startLoginFailurePruner(context);
      // Redis answering: joined in a moment. Away: the process serves what needs no other
      // process (/readyz says 503) and joins once it is back.
      await Promise.race([joined, new Promise((resolve) => setTimeout(resolve, JOIN_WAIT_MS))]);
      const address = httpServer.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    close() {
      context.draining = true;
      closing ??= (async () => {
        sweeper?.stop();
        onlineSampler?.stop();
        loginFailurePruner?.stop();
        metrics.stop();
        stopStallWatch?.();
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
  // Reached only before the cluster is joined (Redis away at start): from then on the checked
  // route (rooms/matchmaking.ts) answers every join before Express.
  app.post(/^\/matchmake\//, (_req, res) => {
    res.status(503).json({ success: false, error: SERVER_AWAY_TEXT });
  });
  app.use(securityHeaders);
  app.use(bodyParsers);
  app.use(refuseUnstorableText);
  app.use(loadViewer(context));
  app.use(requireCsrf());
  app.use(rateLimitWrites(context));
  // First: the play API is most of the traffic, and every router before it is walked in vain.
  app.use(gameRoutes(context));
  app.use(healthRoutes(context, metrics));
  app.use(apiDocsRoutes(context));
  app.use(accountRoutes(context));
  app.use(userRoutes(context));
  app.use(replayRoutes(context));
  app.use(inviteRoutes(context));
  app.use(mapRoutes(context));
  app.use(capitalRoutes(context));
  app.use(capitalEditorRoutes(context));
  app.use(editorRoutes(context));
  app.use(lobbyRoutes(context));
  app.use(navbarRoutes(context));
  app.use(notificationRoutes(context));
  app.use(chatRoutes(context));
  app.use(userListRoutes(context));
  app.use(playerRoutes(context));
  app.use(communityRoutes(context));
  app.use(staffRoutes(context));
  app.use(
    clientRoutes(clientDir, {
      mapOfGame: async (gameId) => {
        const mapId = await mapOfGame(context.db, gameId);
        return mapId === undefined ? undefined : pageMapOf(context, mapId);
      },
      firstStateOf: async (gameId, req) => {
        const reply = await callGame(context.db, gameId, req.viewer.user, 'update-state', {}, true);
        return reply?.status === 200 ? reply.body : undefined;
      },
    }),
  );
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
