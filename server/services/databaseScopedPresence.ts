import { RedisPresence } from '@colyseus/redis-presence';

type Callback = Parameters<RedisPresence['subscribe']>[1];

/**
 * Colyseus's Redis presence with its pub/sub channels kept to one Redis database number.
 *
 * Redis keeps keys apart per database number, but pub/sub channels are server-wide. Two sites on
 * one Redis server (or two test clusters) each had a room `game-1` listening on `$game-1`: a
 * call meant for one was answered by whichever replied first, and one site's chat lines, session
 * changes and lobby news reached the other's rooms. Prefixing every channel with the database
 * number makes the channels as separate as the keys already are: a site is its Redis database.
 */
export class DatabaseScopedPresence extends RedisPresence {
  private readonly prefix: string;

  constructor(options: ConstructorParameters<typeof RedisPresence>[0] & { db: number }) {
    super(options);
    this.prefix = `db${options.db}:`;
  }

  override subscribe(topic: string, callback: Callback): Promise<this> {
    return super.subscribe(this.prefix + topic, callback);
  }

  override unsubscribe(topic: string, callback?: Callback): Promise<this> {
    return super.unsubscribe(this.prefix + topic, callback);
  }

  override publish(topic: string, data: unknown): Promise<void> {
    return super.publish(this.prefix + topic, data);
  }

  /** Colyseus asks for `p:*` to learn which processes are alive: only this database's answer. */
  override async channels(pattern = '*'): Promise<string[]> {
    const scoped = await super.channels(this.prefix + pattern);
    return scoped.map((channel) => channel.slice(this.prefix.length));
  }
}
