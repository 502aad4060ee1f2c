import type { EventEmitter } from 'node:events';
import type { Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { DatabaseScopedPresence } from './databaseScopedPresence';

/** The longest wait between two attempts to reach Redis again. */
const RETRY_CAP_MS = 2_000;

/**
 * How the cluster's Redis connections (presence, the room directory) live through an outage:
 * they try again forever, 200 ms apart doubling to 2 s. A command waits for the connection
 * (`maxRetriesPerRequest: null`) instead of failing after ioredis's 20 tries: Colyseus fires many
 * without awaiting them (its process stats, a disposed room's listing), and one of those failing
 * was an unhandled rejection that ended the process after ~10 s of outage. Callers that answer a
 * client never wait on Redis while it is away: they ask first (rooms/redisAway.ts).
 *
 * Options, not a client: @colyseus/redis-presence and redis-driver build their clients with
 * their own copy of ioredis, and take a client of ours for options.
 */
function redisOptions(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    db: Number(parsed.pathname.slice(1) || 0),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null as null,
    retryStrategy: (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 5), RETRY_CAP_MS),
  };
}

/** An ioredis client, whichever copy of ioredis built it. */
type RedisClient = Pick<EventEmitter, 'on' | 'once'> & { status: string };

export interface RedisHealth {
  /** Whether every connection is up. */
  up(): boolean;
  /** Resolves once every connection is up. */
  whenUp(): Promise<void>;
}

/**
 * Watches the cluster's Redis connections: each says once when it is lost and once when it is
 * back (ioredis reports every failed attempt, every 2 s through an outage).
 */
export function watchRedis(
  clients: Record<string, RedisClient>,
  warn: (message: string) => void,
): RedisHealth {
  for (const [role, client] of Object.entries(clients)) {
    let lost = false;
    client.on('error', (error: Error) => {
      if (!lost) warn(`redis (${role}) unreachable, retrying: ${error.message}`);
      lost = true;
    });
    client.on('ready', () => {
      if (lost) warn(`redis (${role}) is back`);
      lost = false;
    });
  }
  const all = Object.values(clients);
  return {
    up: () => all.every((client) => client.status === 'ready'),
    whenUp: async () => {
      await Promise.all(
        all.map((client) =>
          client.status === 'ready'
            ? undefined
            : new Promise((resolve) => client.once('ready', resolve)),
        ),
      );
    },
  };
}

/** Presence and the room directory on Redis, and whether their connections are up. */
export function clusterServices(redisUrl: string, warn: (message: string) => void) {
  const options = redisOptions(redisUrl);
  const presence = new DatabaseScopedPresence(options);
  const driver = new RedisDriver(options);
  // Their own clients: the presence's publisher and subscriber, and the directory's (which had
  // no error listener at all).
  const { pub, sub } = presence as unknown as Record<'pub' | 'sub', RedisClient>;
  const directory = (driver as unknown as { _client: RedisClient })._client;
  const redis = watchRedis({ presence: pub, subscriptions: sub, directory }, warn);
  return { presence: presence as unknown as Presence, driver, redis };
}
