import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPushNetwork } from '../../server/services/push/endpoints';
import type { AccountResponse, PushPayload } from '../../shared/protocol/push';
import { gameForm, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { PushServiceStandIn } from '../support/pushService';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let ann: TestPlayer;
let ben: TestPlayer;
const pushService = new PushServiceStandIn();

const account = async (player: TestPlayer) =>
  player.http.json<AccountResponse>(player.http.get('/api/account'));

async function nextPush(count: number): Promise<PushPayload> {
  await expect.poll(() => pushService.received.length).toBe(count);
  return JSON.parse(pushService.received[count - 1]!.payload) as PushPayload;
}

beforeAll(async () => {
  await pushService.start();
  // The stand-in is plain http on this machine: only this server, built here, may post to it.
  server = await startTestServer(
    {},
    { pushNetwork: { ...systemPushNetwork, trustedOrigins: [pushService.origin] } },
  );
  ann = await registerPlayer(server.baseUrl, 'Ann');
  ben = await registerPlayer(server.baseUrl, 'Ben');
});
afterAll(async () => {
  await server?.stop();
  await pushService.stop();
});

describe('web push', () => {
  it('keeps one VAPID key pair, generated on the first start', async () => {
    const first = await account(ann);
    expect(Buffer.from(first.vapid_public_key, 'base64url')).toHaveLength(65);
    expect((await account(ben)).vapid_public_key).toBe(first.vapid_public_key);
  });

  it('registers a subscription and refuses bad ones', async () => {
    const added = await ben.http.post(
      '/account/push-subscriptions/add',
      pushService.subscription('/ben'),
    );
    expect(added.status).toBe(200);
    expect((await account(ben)).subscriptions).toMatchObject([{ name: 'Chromium on Linux' }]);
    const badKey = await ben.http.post('/account/push-subscriptions/add', {
      ...pushService.subscription('/x'),
      p256dh_key: 'short',
    });
    expect(badKey.status).toBe(422);
    const elsewhere = await ben.http.post('/account/push-subscriptions/add', {
      ...pushService.subscription('/x'),
      endpoint: 'http://push.example.com/x',
    });
    expect(await elsewhere.json()).toMatchObject({
      success: false,
      error: 'The endpoint must be an https address of a push service.',
    });
  });

  it('encrypts a private message push for the subscription and signs it with its VAPID key', async () => {
    const sent = await ann.http.post('/messages', {
      to: 'Ben',
      subject: 'Rematch?',
      body: 'Tonight at 8?',
    });
    const { conversation_id: conversationId } = await sent.json();
    const payload = await nextPush(1);
    expect(payload).toEqual({
      kind: 'message',
      title: 'Message from Ann',
      body: 'Rematch?',
      url: `/messages/${conversationId}`,
    });
    const push = pushService.received[0]!;
    expect(push.path).toBe('/ben');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.vapid.publicKey).toBe((await account(ben)).vapid_public_key);
    expect(push.vapid.claims.aud).toBe(new URL(pushService.endpoint('/')).origin);
    expect(push.vapid.claims.sub).toMatch(/^(mailto:|https:)/);
    const inADay = Date.now() / 1000 + 24 * 3600;
    expect(push.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push.vapid.claims.exp).toBeLessThanOrEqual(inADay + 60);
  });

  it('sends the game invite from the one place game notifications are made, unless turned off', async () => {
    const created = await ann.http.json<{ game_id: number }>(
      ann.http.post('/game/create', gameForm({ num_players: 3 })),
    );
    const invited = await playHttp(ann, created.game_id, 'send-invite', { username: 'Ben' });
    expect(invited.body.success).toBe(true);
    expect(await nextPush(2)).toEqual({
      kind: 'invited',
      title: 'Conquest',
      body: `Ann invited you to game #${created.game_id}.`,
      url: `/game/${created.game_id}?join=1`,
    });

    const settings = {
      'your-turn': true,
      'game-started': true,
      'game-ended': true,
      message: false,
      invited: true,
    };
    expect((await ben.http.post('/account/push-settings', settings)).status).toBe(200);
    expect((await account(ben)).settings).toEqual(settings);
    await ann.http.post('/messages', { to: 'Ben', subject: 'Quiet', body: 'No push for this' });
    await playHttp(ann, created.game_id, 'send-invite', { username: 'Ben' });
    // The invite (on) arrives; the message before it (off) never did.
    expect((await nextPush(3)).kind).toBe('invited');
  });

  it.each([410, 404])('removes a subscription the push service answers %i for', async (status) => {
    const added = await ann.http.json<{ id: number }>(
      ann.http.post(
        '/account/push-subscriptions/add',
        pushService.subscription(`/gone-${status}`, 'Firefox on Windows'),
      ),
    );
    expect((await account(ann)).subscriptions.map((s) => s.id)).toContain(added.id);
    pushService.status = status;
    const before = pushService.received.length;
    await ben.http.post('/messages', { to: 'Ann', subject: `Status ${status}`, body: 'Hello' });
    await expect.poll(() => pushService.received.length).toBe(before + 1);
    await expect
      .poll(async () => (await account(ann)).subscriptions.map((s) => s.id))
      .not.toContain(added.id);
    pushService.status = 201;
  });

  it('lets users remove their own subscriptions only', async () => {
    const [subscription] = (await account(ben)).subscriptions;
    const foreign = await ann.http.post('/account/push-subscriptions/remove', {
      id: subscription!.id,
    });
    expect(foreign.status).toBe(404);
    const own = await ben.http.post('/account/push-subscriptions/remove', { id: subscription!.id });
    expect(own.status).toBe(200);
    expect((await account(ben)).subscriptions).toEqual([]);
  });
});
