import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TEXTS } from '../../shared/protocol/account';
import { ok } from '../../shared/protocol/contract/envelope';
import type { AppContext } from '../context';
import { declaredRoutes } from './declared';

let base: string;
let close: () => void;
const session = { user: null, csrfToken: 'token', finishedGame: false };
let sessionReply: unknown = session;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  const router = express.Router();
  // The routes used here take no guard and no limit: the context is not read.
  const serve = declaredRoutes(router, {} as AppContext);
  serve('GET /api/session', () => ok(sessionReply as typeof session));
  serve('POST /login', ({ body }) => ok({ success: true, user: body as never, csrfToken: 'x' }));
  app.use(router);
  app.use(((error, _req, res, _next) => {
    res.status(500).json({ success: false, error: (error as Error).message });
  }) as express.ErrorRequestHandler);
  const listening = app.listen(0);
  await new Promise((resolve) => listening.once('listening', resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = () => listening.close();
});
afterAll(() => close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a declared route', () => {
  it('answers a body that does not parse with its declared text, before the handler', async () => {
    const response = await post('/login', { username: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ success: false, error: LOGIN_TEXTS.missingFields });
  });

  it('sends the reply the handler returns', async () => {
    sessionReply = session;
    const response = await fetch(`${base}/api/session`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(session);
  });

  it('fails loudly when reply checking is on and a reply is off its declaration', async () => {
    const before = process.env.CONTRACT_CHECK_REPLIES;
    process.env.CONTRACT_CHECK_REPLIES = '1';
    sessionReply = { user: null, csrfToken: 7 };
    const logged = console.error;
    console.error = () => undefined;
    try {
      const response = await fetch(`${base}/api/session`);
      expect(response.status).toBe(500);
      const { error } = (await response.json()) as { error: string };
      expect(error).toContain('GET /api/session answered 200 off its contract');
      expect(error).toContain('csrfToken');
      expect(error).toContain('finishedGame');
    } finally {
      console.error = logged;
      process.env.CONTRACT_CHECK_REPLIES = before;
      if (before === undefined) delete process.env.CONTRACT_CHECK_REPLIES;
    }
  });
});
