import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../../shared/protocol/routes';
import { routesOf } from '../support/fuzz/routes';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let registered: Set<string>;

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'warn' });
  registered = new Set(routesOf(server.app.http()!).map(({ method, path }) => `${method} ${path}`));
});
afterAll(async () => {
  await server?.stop();
});

describe('the HTTP contract', () => {
  const declared = Object.keys(SITE_ROUTES);

  it('registers every declared route', () => {
    expect(
      declared.filter((key) => !registered.has(key)),
      'declared but not registered through declaredRoutes',
    ).toEqual([]);
  });

  it('declares every route the server registers', () => {
    const undeclared = [...registered].filter((key) => !declared.includes(key));
    expect(undeclared, 'registered without a declaration in shared/protocol/routes/').toEqual([]);
  });

  it('serves the document of every declared route at /api/docs', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const key of declared) {
      const [method, path] = key.split(' ') as [string, string];
      expect(
        document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()],
        key,
      ).toBeDefined();
    }
  });
});
