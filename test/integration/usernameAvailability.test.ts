import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_TEXT } from '../../shared/protocol/fields';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

// The availability check reads its name from the path, which the body and query guard does not
// see: the fuzzer's POST /api/user/names/a%00b reached PostgreSQL ("invalid byte sequence") and
// was answered by the last-resort handler.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/user/names/{username}', () => {
  it('refuses a name with a control character before the database, with the field text', async () => {
    const client = new HttpClient(server.baseUrl);
    for (const name of ['a%00b', '%00', 'a%07b']) {
      const response = await client.post(`/api/user/names/${name}`);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ success: false, error: CONTROL_CHARACTERS_TEXT });
    }
  });

  it('still answers 1 for a taken name and 0 for a free one', async () => {
    const client = new HttpClient(server.baseUrl);
    expect(await client.json(client.post('/api/user/names/admin'))).toBe(1);
    expect(await client.json(client.post('/api/user/names/Nobody%20Here'))).toBe(0);
  });
});
