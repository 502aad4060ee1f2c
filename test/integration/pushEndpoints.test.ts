/**
 * Push endpoints cannot be turned against the server's own network (blind SSRF): registration
 * takes https endpoints whose every address is public, a push goes to the address checked (and
 * checked again), never follows a redirect, and an endpoint stays with the account that has it.
 * A stub resolver plays DNS: it answers private addresses for public-looking names.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushNetwork } from '../../server/services/push/endpoints';
import { PUSH_ERRORS, type AccountResponse } from '../../shared/protocol/push';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { PushServiceStandIn } from '../support/pushService';
import { startTestServer, type TestServer } from '../support/server';
import { signInAdmin } from '../support/staff';

/** What the stub DNS answers, per name; a list of answers is given one per lookup, the last repeating. */
const DNS: Record<string, string[] | string[][]> = {
  'metadata.google.internal': ['169.254.169.254'],
  'mixed.example': ['93.184.216.34', '10.0.0.1'],
  'v6-private.example': ['2606:4700::1', 'fd00::1'],
  'mapped.example': ['::ffff:7f00:1'],
  'push.example': ['93.184.216.34', '2606:2800:220:1::1'],
  // The stand-in push service under a name: reachable only through the address resolved here.
  'push.test': ['127.0.0.1'],
  // Public when the endpoint is registered, this machine when the push is sent.
  'rebind.example': [['93.184.216.34'], ['127.0.0.1']],
};
const lookups: string[] = [];

const stubNetwork = (trustedOrigins: string[]): PushNetwork => ({
  async lookup(hostname) {
    const answers = DNS[hostname];
    if (!answers)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const asked = lookups.filter((name) => name === hostname).length;
    lookups.push(hostname);
    const nested = Array.isArray(answers[0]);
    const addresses = nested
      ? ((answers as string[][])[Math.min(asked, answers.length - 1)] ?? [])
      : (answers as string[]);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
  trustedOrigins,
});

let server: TestServer;
let admin: HttpClient;
let ann: TestPlayer;
let ben: TestPlayer;
let cal: TestPlayer;
const pushService = new PushServiceStandIn();
/** A TCP port that counts connections: where the rebinding name points at send time. */
let listener: Server;
let connections = 0;

const account = async (player: TestPlayer) =>
  player.http.json<AccountResponse>(player.http.get('/api/account'));

const add = (player: TestPlayer, fields: Record<string, string>) =>
  player.http.post('/account/push-subscriptions/add', {
    ...pushService.subscription('/unused'),
    ...fields,
  });

/** A push to the user through the staff panel, which answers what the push services said. */
const pushTo = async (player: TestPlayer) => {
  const response = await admin.post('/modpanel/system/send-push-notification', {
    to_user_id: player.userId,
    title: 'Test',
    body: 'Hello',
    url: '/lobby',
  });
  return (await response.json()) as { sent: number; removed: number; failed: number };
};

beforeAll(async () => {
  await pushService.start();
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = new URL(pushService.origin).port;
  server = await startTestServer(
    {},
    { pushNetwork: stubNetwork([pushService.origin, `http://push.test:${port}`]) },
  );
  admin = await signInAdmin(server.baseUrl);
  ann = await registerPlayer(server.baseUrl, 'Ann');
  ben = await registerPlayer(server.baseUrl, 'Ben');
  cal = await registerPlayer(server.baseUrl, 'Cal');
});
afterAll(async () => {
  await server?.stop();
  await pushService.stop();
  await new Promise((resolve) => listener?.close(resolve));
});

describe('push endpoint registration', () => {
  it.each([
    ['https://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['https://10.0.0.1/push', 'a private network'],
    ['https://192.168.1.1/push', 'a private network'],
    ['https://[::ffff:7f00:1]/push', 'IPv4-mapped loopback'],
    ['https://[::ffff:127.0.0.1]/push', 'IPv4-mapped loopback, dotted'],
    ['https://[64:ff9b::a9fe:a9fe]/push', 'NAT64 cloud metadata'],
    ['https://0.0.0.0/push', 'the unspecified address'],
    ['https://[::1]/push', 'IPv6 loopback'],
    ['https://2130706433/push', '127.0.0.1 as one number'],
    ['https://100.64.0.1/push', 'carrier-grade NAT'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'a name for cloud metadata'],
    ['https://mixed.example/push', 'a name with one private address among public ones'],
    ['https://v6-private.example/push', 'a name with a unique-local IPv6 address'],
    ['https://mapped.example/push', 'a name answering IPv4-mapped loopback'],
    ['https://nowhere.example/push', 'a name that does not resolve'],
  ])('refuses %s (%s)', async (endpoint) => {
    const refused = await add(cal, { endpoint });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ success: false, error: PUSH_ERRORS.notPublic });
  });

  it.each([
    ['http://93.184.216.34/push', 'plain http'],
    ['https://user:secret@push.example/push', 'credentials'],
    ['ftp://push.example/push', 'another scheme'],
    ['not an address', 'not a URL'],
    // Trust is for the stand-in's exact origin: not for its address on another port.
    [`http://127.0.0.1:1/push`, 'plain http to this machine'],
  ])('refuses %s (%s) as not an https push service', async (endpoint) => {
    const refused = await add(cal, { endpoint });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ success: false, error: PUSH_ERRORS.badEndpoint });
  });

  it('takes an https endpoint whose every address is public', async () => {
    const added = await cal.http.json<{ success: boolean; id: number }>(
      add(cal, { endpoint: 'https://push.example/subscription' }),
    );
    expect(added.success).toBe(true);
    expect((await account(cal)).subscriptions.map((s) => s.id)).toEqual([added.id]);
    // Nothing here can reach push.example's public addresses: no push is sent to it.
    await cal.http.post('/account/push-subscriptions/remove', { id: added.id });
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const point = Buffer.from(pushService.subscription('/').p256dh_key, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64]! ^= 1;
    const compressedPrefix = Buffer.from(point);
    compressedPrefix[0] = 0x02;
    for (const key of [
      offCurve,
      compressedPrefix,
      Buffer.concat([Buffer.of(4), Buffer.alloc(64)]),
    ]) {
      const refused = await add(cal, {
        endpoint: 'https://push.example/keys',
        p256dh_key: key.toString('base64url'),
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ success: false, error: PUSH_ERRORS.badKey });
    }
  });

  it("refuses another account's endpoint, and renews one's own", async () => {
    const endpoint = pushService.endpoint('/ann');
    const first = await ann.http.json<{ id: number }>(
      add(ann, { endpoint, name: 'Firefox on Linux' }),
    );
    const taken = await add(ben, { endpoint });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({ success: false, error: PUSH_ERRORS.endpointTaken });
    expect((await account(ben)).subscriptions).toEqual([]);

    const renewed = await ann.http.json<{ id: number }>(
      add(ann, { endpoint, name: 'Firefox on Windows' }),
    );
    expect(renewed.id).toBe(first.id);
    expect((await account(ann)).subscriptions).toMatchObject([
      { id: first.id, name: 'Firefox on Windows' },
    ]);
    // Pushes for Ann still reach Ann's browser; Ben's attempt changed nothing.
    expect(await pushTo(ann)).toEqual({ success: true, sent: 1, removed: 0, failed: 0 });
    expect(pushService.received.at(-1)?.path).toBe('/ann');
    await ann.http.post('/account/push-subscriptions/remove', { id: first.id });
  });
});

describe('sending a push', () => {
  it('connects to the address resolved and checked, not to a name resolved again', async () => {
    // The system resolver does not know push.test: the push arrives only through the address pinned.
    const endpoint = `http://push.test:${new URL(pushService.origin).port}/pinned`;
    expect((await add(ben, { endpoint })).status).toBe(200);
    expect(await pushTo(ben)).toEqual({ success: true, sent: 1, removed: 0, failed: 0 });
    expect(pushService.received.at(-1)?.path).toBe('/pinned');
    expect(pushService.received.at(-1)?.headers.host).toBe(new URL(endpoint).host);
    const [subscription] = (await account(ben)).subscriptions;
    await ben.http.post('/account/push-subscriptions/remove', { id: subscription!.id });
  });

  it.each([302, 307, 308])(
    'does not follow a %i redirect, and keeps the subscription',
    async (status) => {
      const added = await ann.http.json<{ id: number }>(
        add(ann, { endpoint: pushService.endpoint(`/redirect-${status}`) }),
      );
      pushService.status = status;
      pushService.location = pushService.endpoint(`/followed-${status}`);
      const before = pushService.requested.length;
      try {
        expect(await pushTo(ann)).toEqual({ success: true, sent: 0, removed: 0, failed: 1 });
      } finally {
        pushService.status = 201;
        pushService.location = undefined;
      }
      expect(pushService.requested.slice(before)).toEqual([`/redirect-${status}`]);
      expect((await account(ann)).subscriptions.map((s) => s.id)).toContain(added.id);
      await ann.http.post('/account/push-subscriptions/remove', { id: added.id });
    },
  );

  it('checks the name again at send time: a name rebound to this machine gets no connection', async () => {
    const port = (listener.address() as AddressInfo).port;
    const endpoint = `https://rebind.example:${port}/push`;
    expect((await add(cal, { endpoint })).status).toBe(200);
    const asked = lookups.filter((name) => name === 'rebind.example').length;
    const outcome = await pushTo(cal);
    expect(lookups.filter((name) => name === 'rebind.example').length).toBe(asked + 1);
    expect(outcome).toEqual({ success: true, sent: 0, removed: 0, failed: 1 });
    expect(connections).toBe(0);
  });
});
