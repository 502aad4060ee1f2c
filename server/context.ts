import type { Config } from './config';
import type { Database } from './db/client';
import type { GameLocks } from './db/gameLocks';
import type { SessionCache } from './auth/sessionCache';
import type { MapRegistry } from './services/mapRegistry';
import type { RateLimiters } from './services/rateLimits';
import type { Metrics } from './services/metrics';

/** What request handlers and rooms share: built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The single-writer right per game. */
  locks: GameLocks;
  /** Recent session lookups (see sessionCache.ts). */
  sessions: SessionCache;
  /** Signs CSRF tokens (SESSION_SECRET, or a secret kept in the database). */
  csrfSecret: string;
  /** Every playable map (maps/*.json), validated at start. */
  maps: MapRegistry;
  /** Process health, and the timing of every play call that changed a game. */
  metrics: Metrics;
  /** Requests per user and address (http/rateLimit.ts). */
  rateLimits: RateLimiters;
  /** The current time; tests replace it to move through throttling windows and turn timers. */
  now: () => Date;
}
