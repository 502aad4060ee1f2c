import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** So many actions in so many seconds. */
interface Limit {
  points: number;
  seconds: number;
}

/**
 * Every rate limit of the site, in one place: per signed-in user and per address. `write` applies
 * to every state-changing request and `read` to the play calls that change nothing though they
 * are POSTs (a poll of update-state must not spend the writes' budget); the others are added by
 * the routes they name. Login failures have their own, stored throttle (below).
 */
export const RATE_LIMITS = {
  write: { perUser: { points: 600, seconds: 60 }, perAddress: { points: 1200, seconds: 60 } },
  read: { perUser: { points: 3000, seconds: 60 }, perAddress: { points: 6000, seconds: 60 } },
  /** Accounts created. */
  register: { perAddress: { points: 5, seconds: 3600 } },
  /** Sign-ups refused (a field mistyped, a name taken): typing mistakes cost little. */
  registerRefused: { perAddress: { points: 60, seconds: 3600 } },
  chat: { perUser: { points: 10, seconds: 10 }, perAddress: { points: 30, seconds: 10 } },
  createGame: { perUser: { points: 20, seconds: 600 }, perAddress: { points: 60, seconds: 600 } },
  invite: { perUser: { points: 30, seconds: 600 } },
  report: { perUser: { points: 10, seconds: 3600 } },
  forumPost: { perUser: { points: 10, seconds: 60 }, perAddress: { points: 30, seconds: 60 } },
  message: { perUser: { points: 10, seconds: 60 }, perAddress: { points: 30, seconds: 60 } },
  /** New maps in the editor and their background pictures (each stored in the database). */
  mapDraft: { perUser: { points: 20, seconds: 3600 }, perAddress: { points: 60, seconds: 3600 } },
  /** Staff e-mail and push tests (each reaches a real person's inbox or device). */
  staffMessage: { perUser: { points: 30, seconds: 3600 } },
} as const satisfies Record<string, { perUser?: Limit; perAddress?: Limit }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** How long a failed login counts against the next attempts (auth/loginThrottle.ts). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins allowed in the window before the next attempt must wait: for one account from one
 * address (a user mistyping), for one address over all accounts (one password sprayed over many),
 * and for one account over all addresses (guesses spread over many machines or forged hops).
 */
export const LOGIN_FAILURE_LIMITS = { accountAtAddress: 5, address: 15, account: 15 } as const;

/**
 * Password hashes (scrypt, 128 MiB each: auth/passwords.ts) computed at once in one process, per
 * address and in all: a burst of logins or sign-ups waits its turn instead of taking the memory
 * and all four of libuv's threads (at most 384 MiB and three threads: one stays for file reads and
 * lookups). A request that has waited `waitMs` for a turn is refused (429).
 */
export const PASSWORD_HASHING_LIMITS = { perAddress: 2, total: 3, waitMs: 10_000 } as const;

/** How often each process deletes login failures older than the window (auth/loginThrottle.ts). */
export const LOGIN_FAILURE_PRUNE_MS = 10 * 60 * 1000;

/** Who is acting: a signed-in user and the address the request came from. */
export interface Actor {
  userId?: number;
  ip?: string;
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiters {
  consume(name: RateLimitName, actor: Actor): Promise<RateLimitVerdict>;
  /** Gives back a point `consume` took (an attempt that turned out not to count). */
  refund(name: RateLimitName, actor: Actor): Promise<void>;
  /** Resolves once Redis is connected (at once without Redis; after `timeoutMs` at the latest). */
  ready(timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * The limiters: in memory for one process, in Redis when the site runs as a cluster (with a memory
 * fallback while Redis is away, so an outage never opens the gates nor blocks everyone).
 * `exemptAddresses` skip the per-address limits (load tests, trusted internal tools).
 */
export function createRateLimiters(
  redisUrl: string | undefined,
  exemptAddresses: readonly string[],
): RateLimiters {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (error: Error) => console.warn('rate limits: redis', error.message));
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (name: string, scope: 'user' | 'address', limit: Limit) => {
    const key = `${name}:${scope}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      const options = { keyPrefix: `rl:${key}`, points: limit.points, duration: limit.seconds };
      const memory = new RateLimiterMemory(options);
      limiter = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
        : memory;
      limiters.set(key, limiter);
    }
    return limiter;
  };

  /** The limiters and keys `name` counts this actor under. */
  const countersOf = (name: RateLimitName, { userId, ip }: Actor) => {
    const limit: { perUser?: Limit; perAddress?: Limit } = RATE_LIMITS[name];
    const counters: { limiter: RateLimiterAbstract; key: string }[] = [];
    if (limit.perUser && userId !== undefined)
      counters.push({ limiter: limiterOf(name, 'user', limit.perUser), key: String(userId) });
    if (limit.perAddress && ip !== undefined && !exemptAddresses.includes(ip))
      counters.push({ limiter: limiterOf(name, 'address', limit.perAddress), key: ip });
    return counters;
  };

  return {
    async consume(name, actor) {
      const checks = countersOf(name, actor).map(({ limiter, key }) => limiter.consume(key));
      const results = await Promise.allSettled(checks);
      let retryMs = 0;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        retryMs = Math.max(retryMs, result.reason.msBeforeNext);
      }
      return retryMs > 0
        ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) }
        : { ok: true };
    },
    async refund(name, actor) {
      await Promise.all(countersOf(name, actor).map(({ limiter, key }) => limiter.reward(key, 1)));
    },
    ready(timeoutMs = 2000) {
      if (!redis || redis.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    close() {
      redis?.disconnect();
    },
  };
}

export const tooManyRequestsText = (seconds: number) =>
  `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** A refusal for a spent limit, as services answer it (HTTP or room): `retry_after` in seconds. */
export function rateLimitedReply(retryAfterSeconds: number) {
  return {
    status: 429,
    body: {
      success: false as const,
      error: tooManyRequestsText(retryAfterSeconds),
      retry_after: retryAfterSeconds,
    },
  };
}
