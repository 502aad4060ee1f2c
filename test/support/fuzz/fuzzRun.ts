import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import fc from 'fast-check';
import { PLAY_ACTION_NAMES } from '../../../shared/protocol/playCalls';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../gameClients';
import { HttpClient } from '../httpClient';
import { hostileBody, hostileParam, hostileValue } from './hostileValues';
import type { RouteEntry } from './routes';

/**
 * The fuzzer: hostile requests to every route and hostile messages to a game room, checking after
 * each one that the server answered as a server must: never 5xx, a 4xx is JSON
 * `{success:false, error}` without internal detail, and a refused play call changes nothing.
 */

export interface FuzzFailure {
  case: number;
  request: string;
  problem: string;
}

export interface FuzzOptions {
  baseUrl: string;
  routes: RouteEntry[];
  /** The admin account's password (the admin is one of the fuzzing actors). */
  adminPassword: string;
  httpCases: number;
  roomCases: number;
  seed: number;
  onProgress?: (done: number, total: number, failures: number) => void;
}

const INTERNALS =
  /Failed query|select .* from|insert into|TypeError|ReferenceError|\.ts:\d+|node_modules|\bat [\w.]+ \(/i;
/** Per-user write limits allow this many calls a minute; fuzzing actors take turns below it. */
const CALLS_PER_ACTOR = 400;

interface Actors {
  players: TestPlayer[];
  guest: HttpClient;
  admin: HttpClient;
  /** A running two-player game and a pre-game one. */
  running: number;
  pregame: number;
}

async function prepareActors(options: FuzzOptions, actorCount: number): Promise<Actors> {
  const players: TestPlayer[] = [];
  const tag = `${options.seed % 100_000}`;
  for (let i = 0; i < actorCount; i++)
    players.push(await registerPlayer(options.baseUrl, `Fuzz${tag}x${i}`));
  const [first, second] = players as [TestPlayer, TestPlayer];
  const running = await createGame(first, { turn_time: 86_400 });
  await playHttp(second, running, 'join-game', { color: 2 });
  const pregame = await createGame(second, { num_players: 3, turn_time: 86_400 });
  const admin = new HttpClient(options.baseUrl);
  await admin.login('admin', options.adminPassword);
  const guest = new HttpClient(options.baseUrl);
  await guest.refreshSession();
  return { players, guest, admin, running, pregame };
}

interface HttpCase {
  route: RouteEntry;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  actor: number;
  csrf: boolean;
}

function httpCase(routes: RouteEntry[], realIds: number[], actors: number): fc.Arbitrary<HttpCase> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    return fc.record({
      route: fc.constant(route),
      params: fc.record(Object.fromEntries(names.map((n) => [n, hostileParam(n, realIds)]))),
      // Short query values: a long one only meets the HTTP parser's header limit (tested on its own).
      query: fc.dictionary(
        fc.constantFrom('q', 'online', 'page', 'sort', 'dir', 'gc'),
        hostileValue.filter((value) => JSON.stringify(value).length < 300),
        { maxKeys: 2 },
      ),
      body: hostileBody,
      actor: fc.integer({ min: 0, max: actors + 1 }),
      // Mostly with the CSRF token: without it every write stops at the token check.
      csrf: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    });
  });
}

function urlOf(c: HttpCase): string {
  const path = c.route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((c.params[name] ?? '').replace(/[\uD800-\uDFFF]/g, '?')),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(c.query))
    query.set(
      key,
      (typeof value === 'string' ? value : JSON.stringify(value)).replace(/[\uD800-\uDFFF]/g, '?'),
    );
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function gameVersion(client: HttpClient, gameId: number): Promise<number> {
  const body = await client.json<{ version: number }>(client.get(`/api/game/${gameId}`));
  return body.version;
}

/** What is wrong with an answer, or undefined when it is one a server may give. */
function problemWith(status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  // Only errors must not show internals: a successful answer is data (the staff process list
  // shows the database's queries by design; a forum post may quote SQL).
  const refused = status >= 400 || /"success":\s*false/.test(text);
  if (refused && INTERNALS.test(text)) return `leaks internals: ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  if (!contentType.includes('application/json')) return `a ${status} that is not JSON`;
  const body = JSON.parse(text) as { success?: unknown; error?: unknown; errors?: unknown };
  if (body.success !== false) return `a ${status} without success:false`;
  if (typeof body.error !== 'string' && body.errors === undefined)
    return `a ${status} without an error text`;
  return undefined;
}

async function fuzzHttp(options: FuzzOptions, actors: Actors, failures: FuzzFailure[]) {
  const clients = [actors.guest, actors.admin, ...actors.players.map((p) => p.http)];
  const realIds = [actors.running, actors.pregame, ...actors.players.map((p) => p.userId), 1];
  const cases = fc.sample(httpCase(options.routes, realIds, actors.players.length), {
    seed: options.seed,
    numRuns: options.httpCases,
  });
  const calls = new Map<HttpClient, number>();
  const observer = actors.players[0]!.http;
  for (const [index, c] of cases.entries()) {
    let client = clients[c.actor % clients.length]!;
    // Keep each actor under the per-user write limit: a 429 would hide the route behind it.
    if ((calls.get(client) ?? 0) >= CALLS_PER_ACTOR)
      client = clients.find((x) => (calls.get(x) ?? 0) < CALLS_PER_ACTOR) ?? client;
    calls.set(client, (calls.get(client) ?? 0) + 1);
    const url = urlOf(c);
    const playsRunning = url.startsWith(`/game/${actors.running}/play/`);
    const before = playsRunning ? await gameVersion(observer, actors.running) : 0;
    const response =
      c.route.method === 'GET'
        ? await client.get(url, { accept: 'application/json' })
        : await client.postRaw(url, JSON.stringify(c.body), { csrf: c.csrf });
    const text = await response.text();
    const request = `${c.route.method} ${url.slice(0, 120)} ${JSON.stringify(c.body).slice(0, 200)}`;
    const problem = problemWith(response.status, response.headers.get('content-type') ?? '', text);
    if (problem) failures.push({ case: index, request, problem });
    if (playsRunning && response.status >= 400) {
      const after = await gameVersion(observer, actors.running);
      if (after !== before)
        failures.push({
          case: index,
          request,
          problem: `refused, yet the game moved ${before} -> ${after}`,
        });
    }
    options.onProgress?.(index + 1, options.httpCases + options.roomCases, failures.length);
  }
}

async function fuzzRoom(options: FuzzOptions, actors: Actors, failures: FuzzFailure[]) {
  const player = actors.players[0]!;
  const client = new ColyseusClient(options.baseUrl);
  client.auth.token = /(?:^|; )sid=([^;]+)/.exec(player.http.cookieHeader)?.[1] ?? '';
  const room: Room = await client.joinOrCreate('game', { gameId: actors.running });
  room.onMessage('*', () => undefined);
  let closed: number | undefined;
  room.onLeave((code) => (closed = code));
  const messages = fc.sample(
    fc.record({
      type: fc.oneof(fc.constantFrom(...PLAY_ACTION_NAMES), fc.string({ maxLength: 20 })),
      // The transport closes a connection whose frame passes 64 KB (tested on its own).
      payload: hostileValue.filter((value) => JSON.stringify(value).length < 32_000),
    }),
    { seed: options.seed + 1, numRuns: options.roomCases },
  );
  for (const [index, message] of messages.entries()) {
    const request = `room ${message.type} ${JSON.stringify(message.payload).slice(0, 200)}`;
    const before = await gameVersion(player.http, actors.running);
    const reply = (await Promise.race([
      room.request(message.type, message.payload),
      new Promise((resolve) => setTimeout(() => resolve({ thrown: 'no reply in 5 s' }), 5000)),
    ]).catch((error: Error) => ({ thrown: error.message }))) as {
      success?: unknown;
      error?: unknown;
      thrown?: string;
    };
    if (closed !== undefined) {
      failures.push({
        case: index,
        request,
        problem: `the room closed the connection (${closed})`,
      });
      break;
    }
    // A thrown reply is the transport's refusal (an unknown message type): fine unless it never came.
    if (reply?.thrown === 'no reply in 5 s')
      failures.push({ case: index, request, problem: 'no reply in 5 s' });
    else if (reply?.success === false && typeof reply.error !== 'string')
      failures.push({ case: index, request, problem: 'a refusal without an error text' });
    else if (
      (reply?.success === false || reply?.thrown !== undefined) &&
      INTERNALS.test(JSON.stringify(reply))
    )
      failures.push({
        case: index,
        request,
        problem: `leaks internals: ${JSON.stringify(reply).slice(0, 200)}`,
      });
    if (reply?.success === false && (await gameVersion(player.http, actors.running)) !== before)
      failures.push({ case: index, request, problem: 'refused, yet the game moved' });
    options.onProgress?.(
      options.httpCases + index + 1,
      options.httpCases + options.roomCases,
      failures.length,
    );
    // The room allows 30 messages a second; stay under it.
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  await room.leave();
}

/** Runs the fuzzer; the failures found (empty when the server held). */
export async function runFuzz(options: FuzzOptions): Promise<FuzzFailure[]> {
  const actorCount = Math.max(2, Math.ceil(options.httpCases / CALLS_PER_ACTOR) + 1);
  const actors = await prepareActors(options, actorCount);
  const failures: FuzzFailure[] = [];
  await fuzzHttp(options, actors, failures);
  if (options.roomCases > 0) await fuzzRoom(options, actors, failures);
  return failures;
}
