import { Client as ColyseusClient, type Room } from '@colyseus/sdk';
import fc from 'fast-check';
import { PLAY_ACTION_NAMES } from '../../../shared/protocol/playCalls';
import type { Database } from '../../../server/db/client';
import type { HttpClient } from '../httpClient';
import { hostileParam, hostileUpload, hostileValue, routeBody } from './hostileValues';
import { fieldsOf, plausibleValue } from './routeFields';
import type { RouteEntry } from './routes';
import { changedTables, StateWatch } from './stateFingerprint';
import { groupOf, Tally } from './tally';
import { buildWorld, IDENTITIES, type Actor, type Identity, type World } from './world';

/**
 * The fuzzer: hostile requests to every route, as a guest, a player, a moderator and an admin, and
 * hostile messages to a game room, checking after each one that the server answered as a server
 * must: never 5xx, a 4xx is JSON `{success:false, error}` without internal detail, and a refused
 * request changes nothing in the database (requests go one at a time, so a change between the
 * fingerprints before and after a refusal is that request's).
 */

export interface FuzzFailure {
  case: number;
  request: string;
  problem: string;
}

export interface FuzzOptions {
  baseUrl: string;
  routes: RouteEntry[];
  /** The server's database: refused requests must leave it as it was. */
  database: Database;
  /** The admin account's password (the admin is one of the fuzzing actors). */
  adminPassword: string;
  httpCases: number;
  roomCases: number;
  seed: number;
  onProgress?: (done: number, total: number, failures: number) => void;
}

export interface FuzzResult {
  failures: FuzzFailure[];
  tally: Tally;
  /** Requests the last-resort handler refused (server/http/errors.ts): validation gaps. */
  unvalidated: string[];
}

/** The last-resort handler's text for a value PostgreSQL refused. */
const UNVALIDATED = 'A value in the request is out of range.';

const INTERNALS =
  /Failed query|select .* from|insert into|TypeError|ReferenceError|\.ts:\d+|node_modules|\bat [\w.]+ \(/i;
/** Routes whose success ends the actor's session: signing in again costs a password hash (seconds
 * on a loaded machine), so they are drawn a fifth as often as the others. */
const SESSION_ROUTES = /^\/(login|logout|register)$/;
/**
 * Routes whose success starts work that goes on writing after the reply: "Play the computer" seats
 * computer players who then play on their own, and the refused-request check would count their
 * moves against whatever request came next. test/integration/playComputer.test.ts covers it.
 */
const BACKGROUND_WORK_ROUTES = /^\/game\/play-computer$/;

interface HttpCase {
  route: RouteEntry;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  identity: Identity;
  csrf: boolean;
  /** Raw bytes instead of a JSON body, for the routes that take a picture. */
  upload: { type: string; bytes: Buffer } | null;
}

/** Routes whose body is a picture's bytes. */
const UPLOAD_ROUTES = /\/background$/;

function httpCase(route: RouteEntry, world: World): fc.Arbitrary<HttpCase> {
  const plausible = (field: string) => plausibleValue(field, world);
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const fields = fieldsOf(route.path);
  const queryNames = [...new Set([...fields, 'q', 'page', 'status', 'before'])];
  // Short query values: a long one only meets the HTTP parser's header limit (tested on its own).
  const queryValue = (name: string) =>
    fc
      .oneof(plausible(name), hostileValue)
      .filter((value) => value !== undefined && JSON.stringify(value).length < 300);
  return fc.record({
    route: fc.constant(route),
    params: fc.record(Object.fromEntries(names.map((n) => [n, hostileParam(n, world)]))),
    query: fc
      .uniqueArray(fc.constantFrom(...queryNames), { maxLength: 2 })
      .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, queryValue(k)])))),
    body: route.method === 'GET' ? fc.constant({}) : routeBody(fields, plausible),
    identity: fc.constantFrom(...IDENTITIES),
    // Mostly with the CSRF token: without it every write stops at the token check.
    csrf: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
    upload:
      route.method === 'POST' && UPLOAD_ROUTES.test(route.path)
        ? fc.option(hostileUpload, { freq: 4 })
        : fc.constant(null),
  });
}

/**
 * About `total` cases, the same number for every route (a fifth for the session routes), taken in
 * turn from each route so that a short run still reaches every route.
 */
function httpCases(all: RouteEntry[], world: World, total: number, seed: number): HttpCase[] {
  const routes = all.filter((route) => !BACKGROUND_WORK_ROUTES.test(route.path));
  const weights = routes.map((route) => (SESSION_ROUTES.test(route.path) ? 1 : 5));
  const unit = total / weights.reduce((a, b) => a + b, 0);
  const perRoute = routes.map((route, i) =>
    fc.sample(httpCase(route, world), {
      seed: seed + i,
      numRuns: Math.max(1, Math.round(unit * weights[i]!)),
    }),
  );
  const turns = Math.max(...perRoute.map((cases) => cases.length));
  return Array.from({ length: turns }, (_, turn) =>
    perRoute.flatMap((cases) => (turn < cases.length ? [cases[turn]!] : [])),
  ).flat();
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

/** The actor of `identity` who has sent the fewest calls this minute (the write limit is 600 a
 * minute per user: actors take turns to stay under it). */
function actorFor(world: World, identity: Identity): Actor {
  if (Date.now() - world.minuteStarted > 60_000) {
    world.minuteStarted = Date.now();
    for (const actor of Object.values(world.actors).flat()) actor.calls = 0;
  }
  return world.actors[identity].reduce((a, b) => (b.calls < a.calls ? b : a));
}

async function send(actor: Actor, c: HttpCase, url: string): Promise<Response> {
  actor.calls++;
  if (c.upload) return actor.http.postBytes(url, c.upload.bytes, c.upload.type);
  return c.route.method === 'GET'
    ? actor.http.get(url, { accept: 'application/json' })
    : actor.http.postRaw(url, JSON.stringify(c.body), { csrf: c.csrf });
}

async function fuzzHttp(options: FuzzOptions, world: World, result: FuzzResult, watch: StateWatch) {
  const cases = httpCases(options.routes, world, options.httpCases, options.seed);
  for (const [index, c] of cases.entries()) {
    const actor = actorFor(world, c.identity);
    const url = urlOf(c);
    const playsRunning = url.startsWith(`/game/${world.running}/play/`);
    const version = playsRunning ? await gameVersion(world.observer, world.running) : 0;
    const before = await watch.current();
    const response = await send(actor, c, url);
    const text = await response.text();
    const sent = c.upload
      ? `${c.upload.type} ${c.upload.bytes.length} bytes`
      : JSON.stringify(c.body);
    const request = `${c.identity} ${c.route.method} ${url.slice(0, 120)} ${sent.slice(0, 300)}`;
    const fail = (problem: string) => result.failures.push({ case: index, request, problem });
    const problem = problemWith(response.status, response.headers.get('content-type') ?? '', text);
    if (problem) fail(problem);
    let refusedChanged = false;
    if (response.status >= 400 && response.status < 500) {
      const changed = changedTables(before, await watch.current());
      refusedChanged = changed.length > 0;
      if (refusedChanged)
        fail(
          `refused ${response.status} (${text.slice(0, 120)}), yet changed ${changed.join('; ')}`,
        );
    }
    if (playsRunning && response.status >= 400) {
      const after = await gameVersion(world.observer, world.running);
      if (after !== version) fail(`refused, yet the game moved ${version} -> ${after}`);
    }
    const unvalidated = response.status === 422 && text.includes(UNVALIDATED);
    if (unvalidated) result.unvalidated.push(request);
    result.tally.count(groupOf(c.route.path), response.status, refusedChanged, unvalidated);
    // A sign-in, sign-up or sign-out that went through changed who this actor is: put it back.
    if (response.status < 300 && SESSION_ROUTES.test(c.route.path)) await actor.restore();
    options.onProgress?.(index + 1, cases.length + options.roomCases, result.failures.length);
  }
}

/** The HTTP status class a room reply counts as in the tally (no reply at all counts as a 5xx). */
function roomStatus(reply: { success?: unknown; thrown?: string }): number {
  if (reply.thrown === 'no reply in 5 s') return 504;
  return reply.success === false || reply.thrown !== undefined ? 400 : 200;
}

async function fuzzRoom(options: FuzzOptions, world: World, result: FuzzResult, watch: StateWatch) {
  const failures = result.failures;
  const observer = world.observer;
  const client = new ColyseusClient(options.baseUrl);
  client.auth.token = /(?:^|; )sid=([^;]+)/.exec(observer.cookieHeader)?.[1] ?? '';
  const room: Room = await client.joinOrCreate('game', { gameId: world.running });
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
    const before = await gameVersion(observer, world.running);
    const fingerprint = await watch.current();
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
    if (reply?.success === false && (await gameVersion(observer, world.running)) !== before)
      failures.push({ case: index, request, problem: 'refused, yet the game moved' });
    const refused = roomStatus(reply ?? {}) === 400;
    const changed = refused ? changedTables(fingerprint, await watch.current()) : [];
    if (changed.length > 0)
      failures.push({
        case: index,
        request,
        problem: `refused, yet changed ${changed.join('; ')}`,
      });
    result.tally.count('room', roomStatus(reply ?? {}), changed.length > 0);
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

/** Runs the fuzzer: its failures (empty when the server held) and its counts per route group. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  // Requests go one at a time, at most a few thousand a minute: two or three actors of each
  // identity stay under the write limit.
  const perIdentity = options.httpCases > 5000 ? 3 : 2;
  const world = await buildWorld(
    options.baseUrl,
    options.database,
    options.adminPassword,
    perIdentity,
    `${options.seed % 100_000}`,
  );
  const watch = new StateWatch(options.database);
  await watch.start();
  const result: FuzzResult = { failures: [], tally: new Tally(), unvalidated: [] };
  await fuzzHttp(options, world, result, watch);
  if (options.roomCases > 0) await fuzzRoom(options, world, result, watch);
  return result;
}
