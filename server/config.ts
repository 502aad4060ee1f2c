import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from the environment, parsed once at start. */
export interface Config {
  port: number;
  /** A PostgreSQL server; without it the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Redis for presence and matchmaking across processes; without it everything is in-process. */
  redisUrl: string | undefined;
  dataDir: string;
  /** This process's own address (host:port) so clients of a cluster reach the process holding their room. */
  publicAddress: string | undefined;
  /** Signs CSRF tokens; without it a secret is generated once and kept in the database. */
  sessionSecret: string | undefined;
  adminPassword: string | undefined;
  /** Origins allowed to open WebSockets and post forms, besides the request's own host. */
  allowedOrigins: string[];
  /**
   * Express's 'trust proxy': which hops' X-Forwarded-For / -Proto to believe (a hop count, or
   * comma-separated addresses and subnets such as 'loopback'); false trusts none.
   */
  trustProxy: number | string | false;
  /** Addresses exempt from per-address rate limits (load-test bots, internal tools). */
  rateLimitExempt: string[];
  production: boolean;
  /** Web push signing keys (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY); without them a pair is generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this server's pushes: a mailto: or https: address. */
  vapidSubject: string | undefined;
  /** Where staff e-mail goes out (smtp:// or smtps://); without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** The From address of that mail. */
  mailFrom: string;
  /** How long a computer player pauses before each action in a live game (ms, inclusive range). */
  computerDelayMs: { min: number; max: number };
  /** A bearer token that may read /metrics (a Prometheus scraper); staff use their session. */
  metricsToken: string | undefined;
  /** pino's level for the structured log (info by default, warn under tests). */
  logLevel: string | undefined;
  /** Event-loop stalls longer than this many ms are logged as warnings; 0: none are. */
  stallWarnMs: number;
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(2567),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_ADDRESS: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    ALLOWED_ORIGINS: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .refine(
        (value) => value !== 'true',
        'TRUST_PROXY=true would believe any forged hop: give a hop count or addresses',
      )
      .optional(),
    RATE_LIMIT_EXEMPT: z.string().optional(),
    COMPUTER_DELAY_MS: z
      .string()
      .regex(/^\d{1,6}-\d{1,6}$/, 'COMPUTER_DELAY_MS must be a range in ms such as 600-2000')
      .refine((value) => {
        const [min, max] = value.split('-').map(Number);
        return min! <= max!;
      }, 'COMPUTER_DELAY_MS: the first number must not exceed the second')
      .default('600-2000'),
    NODE_ENV: z.string().optional(),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    STALL_WARN_MS: z.coerce.number().int().min(0).optional(),
    SMTP_URL: z
      .string()
      .refine(
        (value) => /^smtps?:\/\//.test(value),
        'SMTP_URL must be an smtp:// or smtps:// address',
      )
      .optional(),
    MAIL_FROM: z.string().min(3).default('staff@localhost'),
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    VAPID_SUBJECT: z
      .string()
      .refine(
        (value) => /^(mailto:|https:\/\/)/.test(value),
        'VAPID_SUBJECT must be a mailto: or https: address',
      )
      .optional(),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PUBLIC_KEY'],
  });

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function trustProxyOf(value: string | undefined): number | string | false {
  if (value === undefined || value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function delayRangeOf(value: string): { min: number; max: number } {
  const [min, max] = value.split('-').map(Number);
  return { min: min!, max: max! };
}

/** Reads the configuration; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: path.resolve(e.DATA_DIR),
    publicAddress: e.PUBLIC_ADDRESS,
    sessionSecret: e.SESSION_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    allowedOrigins: list(e.ALLOWED_ORIGINS),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    rateLimitExempt: list(e.RATE_LIMIT_EXEMPT),
    production: e.NODE_ENV === 'production',
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    computerDelayMs: delayRangeOf(e.COMPUTER_DELAY_MS),
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    // Off under the tests, whose machines stall for reasons of their own.
    stallWarnMs: e.STALL_WARN_MS ?? (e.NODE_ENV === 'test' ? 0 : 250),
  };
}
