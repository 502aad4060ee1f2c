import type { Config } from './config';
import type { Database } from './db/client';
import type { GameLocks } from './db/gameLocks';
import type { HashingGate } from './auth/hashingGate';
import type { LastSeenWriter } from './auth/lastSeen';
import type { SessionCache } from './auth/sessionCache';
import type { MapRegistry } from './services/mapRegistry';
import type { RateLimiters } from './services/rateLimits';
import type { Logger } from 'pino';
import type { Metrics } from './services/metrics';
import type { PermissionCache } from './auth/permissions/cache';
import type { DatabaseActivity } from './db/pgliteClient';
import type { PushNetwork } from './services/push/endpoints';

/** What request handlers and rooms share: built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The single-writer right per game. */
  locks: GameLocks;
  /** Recent session lookups (see sessionCache.ts). */
  sessions: SessionCache;
  /** When each signed-in user was last seen, written in batches (lastSeen.ts). */
  lastSeen: LastSeenWriter;
  /** Signs CSRF tokens (SESSION_SECRET, or a secret kept in the database). */
  csrfSecret: string;
  /** Every playable map (maps/*.json), validated at start. */
  maps: MapRegistry;
  /** Process health, and the timing of every play call that changed a game. */
  metrics: Metrics;
  /** The structured JSON log (services/log.ts). */
  log: Logger;
  /** Requests per user and address (http/rateLimit.ts). */
  rateLimits: RateLimiters;
  /** Turns to hash a password (logins, sign-ups), bounded per address and in all. */
  passwordHashing: HashingGate;
  /**
   * Set when the process begins to stop (SIGTERM, a deploy): /readyz answers 503 so that proxies
   * send it no new work while it finishes what it has.
   */
  draining: boolean;
  /** Whether Redis (presence, the room directory) answers; always true without Redis. */
  redisUp(): boolean;
  /** Whether the database answered and is migrated, with the admin account and the maps loaded. */
  databaseReady: boolean;
  /** The current time; tests replace it to move through throttling windows and turn timers. */
  now: () => Date;
  /** Each role's permissions, read from the database and shared by all requests. */
  permissions: PermissionCache;
  /** How push endpoints are resolved (and, in tests only, the stand-in push service trusted). */
  pushNetwork: PushNetwork;
  /** The embedded database's queries and transactions in flight (the process list); absent on a PostgreSQL server. */
  databaseActivity?: () => DatabaseActivity;
}
