import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseScopedPresence } from '../../server/services/databaseScopedPresence';
import { hasClusterServices, REDIS_URL } from '../support/services';

/**
 * Two sites on one Redis server, each with its own database number, as two deployments (or two
 * test clusters) share one. Each has a room `game-1`: a call to it goes out on `$game-1`.
 */
const presences: DatabaseScopedPresence[] = [];
function presenceOn(db: number) {
  const url = new URL(REDIS_URL!);
  const presence = new DatabaseScopedPresence({ host: url.hostname, port: Number(url.port), db });
  presences.push(presence);
  return presence;
}

afterAll(() => presences.forEach((presence) => presence.shutdown()));

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.runIf(hasClusterServices())('sites sharing a Redis server', () => {
  it("hear their own processes' messages and never the other site's", async () => {
    const [siteA1, siteA2, siteB] = [presenceOn(7), presenceOn(7), presenceOn(8)];
    const heard: Record<string, unknown[]> = { a1: [], a2: [], b: [] };
    await siteA1.subscribe('$game-1', (message) => heard.a1!.push(message));
    await siteA2.subscribe('$game-1', (message) => heard.a2!.push(message));
    await siteB.subscribe('$game-1', (message) => heard.b!.push(message));

    await siteA1.publish('$game-1', ['call', 'from site A']);
    await siteB.publish('$game-1', ['call', 'from site B']);
    await settle();

    expect(heard.a1).toEqual([['call', 'from site A']]);
    expect(heard.a2).toEqual([['call', 'from site A']]);
    expect(heard.b).toEqual([['call', 'from site B']]);
  });

  it("list only their own processes' channels, by the names Colyseus gave them", async () => {
    const [siteA, siteB] = [presenceOn(7), presenceOn(8)];
    const process = `p:shared-redis-${Date.now()}`;
    await siteA.subscribe(process, () => undefined);
    await settle();
    expect(await siteA.channels('p:shared-redis-*')).toEqual([process]);
    expect(await siteB.channels('p:shared-redis-*')).toEqual([]);
    await siteA.unsubscribe(process);
    await settle();
    expect(await siteA.channels('p:shared-redis-*')).toEqual([]);
  });
});
