import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { createAuthContext, matchMaker, type AuthContext, type Transport } from '@colyseus/core';
import { z } from 'zod';
import { CHAT_ROOM } from '../../shared/protocol/chat';
import { chatAddress } from '../../shared/protocol/chatRequests';
import { idField } from '../../shared/protocol/fields';
import { LOBBY_ROOM } from '../../shared/protocol/lobby';
import { jsonDepth, MAX_BODY_DEPTH } from '../http/requestGuard';
import { GAME_ROOM } from './GameRoom';
import { roomToJoin } from './directory';
import { isRedisAway, requireRedis, SERVER_AWAY_TEXT } from './redisAway';
import { roomContext } from './roomContext';

/**
 * `POST /matchmake/{method}/{room}`, the SDK's way into a room, answered here instead of by
 * Colyseus's own route: that one hands any body to the rooms unchecked and answers failures with
 * 52x statuses carrying the internal message (an SQL text, a TypeError). Here the options are
 * checked first, and every failure is a 4xx `{success:false, error}` with the detail only logged.
 */

/** The rooms a client may open by name, and the options each takes. */
const ROOM_OPTIONS: Record<string, z.ZodType> = {
  [GAME_ROOM]: z.object({ gameId: idField }),
  [CHAT_ROOM]: chatAddress,
  [LOBBY_ROOM]: z.object({}),
};
/** By name (a new or existing room), or by room id (joining one, or reconnecting to it). */
const BY_NAME = new Set(['joinOrCreate', 'join']);
const BY_ID = new Set(['joinById', 'reconnect']);
// Room names and ids are plain words: anything percent-encoded is no room of ours.
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BODY_LIMIT = 16 * 1024;

class MatchmakeRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new MatchmakeRefusal(413, 'Request body too large.'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseOptions(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  if (jsonDepth(raw) > MAX_BODY_DEPTH)
    throw new MatchmakeRefusal(400, 'The request body is nested too deeply.');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new MatchmakeRefusal(400, 'Malformed request body.');
  }
}

/** The checked options of a call, or a refusal. */
function checkCall(method: string, room: string, body: unknown): Record<string, unknown> {
  if (BY_ID.has(method)) {
    if (!ROOM_ID.test(room)) throw new MatchmakeRefusal(404, 'There is no such room.');
    if (method === 'reconnect') {
      const token = z.object({ reconnectionToken: z.string().min(1).max(256) }).safeParse(body);
      if (!token.success) throw new MatchmakeRefusal(422, 'Invalid reconnection token.');
      return token.data;
    }
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  }
  const schema = BY_NAME.has(method) ? ROOM_OPTIONS[room] : undefined;
  if (!schema) throw new MatchmakeRefusal(404, 'There is no such room.');
  const options = schema.safeParse(body ?? {});
  if (!options.success) throw new MatchmakeRefusal(422, 'Invalid room options.');
  return options.data as Record<string, unknown>;
}

/**
 * A game's room is found by its id, not by Colyseus's filterBy search, which reads every room
 * listed in the cluster for each join; a room whose process died is reopened first (failover.ts).
 */
async function joinGame(gameId: number, options: Record<string, unknown>, auth: AuthContext) {
  const roomId = await roomToJoin(roomContext().db, gameId);
  if (!roomId) throw new MatchmakeRefusal(404, 'There is no such game.');
  return matchMaker.joinById(roomId, options, auth);
}

/** What a failed join tells the client: rooms' own 4xx messages pass, internals never do. */
function refusalOf(error: unknown): MatchmakeRefusal {
  if (error instanceof MatchmakeRefusal) return error;
  if (isRedisAway(error)) return new MatchmakeRefusal(503, SERVER_AWAY_TEXT);
  const code = (error as { code?: unknown })?.code;
  const message = (error as { message?: unknown })?.message;
  if (typeof code === 'number' && code >= 400 && code < 500 && typeof message === 'string')
    return new MatchmakeRefusal(code, message);
  if (code === 520 || code === 521 || code === 522)
    return new MatchmakeRefusal(404, 'There is no such room.');
  if (code === 524) return new MatchmakeRefusal(410, 'The seat reservation expired.');
  console.error('matchmaking failed', error);
  return new MatchmakeRefusal(409, 'Could not join the room. Try again.');
}

async function matchmake(
  transport: Transport,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  room: string,
) {
  const headers = new Headers(req.headers as Record<string, string>);
  const cors = matchMaker.controller.getCorsHeaders(headers) as Record<string, string>;
  let status = 200;
  let body: unknown;
  try {
    const options = checkCall(method, room, parseOptions(await readBody(req)));
    // Every join and reconnection reads the room directory: not waited for while Redis is away.
    requireRedis();
    const auth = createAuthContext({ headers, req });
    const reservation =
      room === GAME_ROOM && BY_NAME.has(method)
        ? await joinGame(options.gameId as number, options, auth)
        : await matchMaker[method as 'joinOrCreate' | 'join' | 'joinById' | 'reconnect'](
            room,
            options,
            auth,
          );
    body = {
      ...reservation,
      ...(transport.protocol !== undefined ? { protocol: transport.protocol } : {}),
      ...(transport.fingerprint !== undefined ? { fingerprint: transport.fingerprint } : {}),
    };
  } catch (error) {
    const refusal = refusalOf(error);
    status = refusal.status;
    body = { success: false, error: refusal.message };
  }
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...cors, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Puts the checked matchmaking route in front of the server's request listeners. Call after
 * Colyseus has bound its routes (after `listen`); everything else reaches them unchanged.
 */
export function guardMatchmaking(server: HttpServer, transport: Transport): void {
  const listeners = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = /^\/matchmake\/([^/?]+)\/([^/?]+)\/?(?:\?.*)?$/.exec(req.url ?? '');
    if (req.method === 'POST' && route) {
      void matchmake(transport, req, res, route[1]!, route[2]!);
      return;
    }
    if (req.method === 'POST' && req.url?.startsWith('/matchmake/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'There is no such room.' }));
      return;
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}
