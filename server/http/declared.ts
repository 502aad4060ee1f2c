import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { z } from 'zod';
import type { Answer } from '../../shared/protocol/contract/envelope';
import { refusalSchema } from '../../shared/protocol/contract/refusal';
import {
  splitKey,
  type Access,
  type ReplyOf,
  type Route,
  type RouteLimit,
} from '../../shared/protocol/contract/route';
import { SITE_ROUTES, type SiteRouteKey, type SiteRoutes } from '../../shared/protocol/routes';
import { requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import type { RateLimitName } from '../services/rateLimits';
import { allowScraper, requirePermission } from '../auth/permissions/guard';
import { answer, answerCompressed } from './answer';
import { fieldIssue, firstIssue } from './firstIssue';
import { rateLimit } from './rateLimit';

// The contract's limits are the server's: a name the server does not know fails to compile.
const knownLimit = (name: RouteLimit): RateLimitName => name;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a declared route's handler is given: its input, parsed, and the request itself. */
interface DeclaredCall<R extends Route> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  /** An upload's bytes (empty when the request was not of a declared type), else the parsed body. */
  body: R['upload'] extends object ? Buffer : Parsed<R['body']>;
  req: Request;
  res: Response;
}

/**
 * A handler answers with the envelope; a route whose reply is not JSON (`raw`) writes the response
 * itself and returns nothing.
 */
export type DeclaredHandler<R extends Route> = (
  call: DeclaredCall<R>,
) => Promise<Answer<ReplyOf<R>> | void> | Answer<ReplyOf<R>> | void;

export interface ServeOptions {
  /** Gzip the reply in one call (answer.ts): the play API's replies. */
  compressed?: boolean;
  /** Middleware between the guards and the handler (a compression stream for a large reply). */
  before?: RequestHandler[];
}

/**
 * When set (the test run sets it, vitest.config.ts), every reply is checked against its declared
 * schema and a mismatch fails the request with a 500 and a loud log, so the integration suite
 * checks every reply it provokes.
 */
const checkReplies = () => process.env.CONTRACT_CHECK_REPLIES === '1';

/** Registers declared routes on `router`: access, limit, validation at the edge, one envelope. */
export function declaredRoutes(router: Router, context: AppContext) {
  return function serve<K extends SiteRouteKey>(
    key: K,
    handler: DeclaredHandler<SiteRoutes[K]>,
    options: ServeOptions = {},
  ) {
    const declaration: Route = SITE_ROUTES[key];
    const { method, path } = splitKey(key);
    const guards: RequestHandler[] = [...accessGuard(declaration.access, context)];
    if (declaration.limit) guards.push(rateLimit(context, knownLimit(declaration.limit)));
    const send = (req: Request, res: Response, reply: Answer<unknown>) => {
      if (checkReplies()) checkReply(key, declaration, reply);
      if (options.compressed) answerCompressed(req, res, reply as Parameters<typeof answer>[1]);
      else answer(res, reply as Parameters<typeof answer>[1]);
    };
    const endpoint: RequestHandler = async (req, res) => {
      const input = parseInput(declaration, req);
      if (!input.ok) return answer(res, input.refusal);
      const reply = await handler({ ...input.values, req, res } as DeclaredCall<SiteRoutes[K]>);
      if (reply) send(req, res, reply);
    };
    const reading = declaration.upload ? uploadReader(declaration) : [];
    const handlers = [...guards, ...reading, ...(options.before ?? []), endpoint];
    if (method === 'GET') router.get(path, ...handlers);
    else router.post(path, ...handlers);
  };
}

function accessGuard(access: Access, context: AppContext): RequestHandler[] {
  if (access === 'anyone') return [];
  if (typeof access === 'string') return [requireRole(access)];
  if (access.scraper) return [allowScraper(access.permission, context.config.metricsToken)];
  const holder = requirePermission(access.permission);
  return access.signedIn ? [requireRole('player'), holder] : [holder];
}

/** An upload's bytes as `req.body` (a Buffer), and the 413 its declaration gives above its size. */
function uploadReader(declaration: Route): (RequestHandler | ErrorRequestHandler)[] {
  const { contentTypes, maxBytes } = declaration.upload!;
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error?.type !== 'entity.too.large') return next(error);
    answer(res, {
      status: 413,
      body: { success: false, error: declaration.refusals[413] ?? 'The upload is too large.' },
    });
  };
  return [express.raw({ type: [...contentTypes], limit: maxBytes }), tooLarge];
}

type Input =
  | { ok: true; values: { params: unknown; query: unknown; body: unknown } }
  | { ok: false; refusal: { status: number; body: { success: false; error: string } } };

const refusal = (status: number, error: string): Input => ({
  ok: false,
  refusal: { status, body: { success: false, error } },
});

/** The path's params, the query and the body through their schemas, or the route's refusal. */
function parseInput(declaration: Route, req: Request): Input {
  const values = { params: undefined as unknown, query: undefined as unknown, body: undefined };
  if (declaration.params) {
    const params = declaration.params.safeParse(req.params);
    if (!params.success) {
      return declaration.missing
        ? refusal(404, declaration.missing)
        : refusal(422, firstIssue(params.error));
    }
    values.params = params.data;
  }
  if (declaration.upload)
    values.body = (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)) as never;
  for (const part of ['query', 'body'] as const) {
    const schema = declaration[part];
    if (!schema) continue;
    const parsed = schema.safeParse(req[part] ?? {});
    if (!parsed.success) {
      const { status = 422, naming } = declaration.invalid ?? {};
      const error =
        declaration.invalid?.error ??
        (naming === 'field' ? fieldIssue(parsed.error) : firstIssue(parsed.error));
      return refusal(status, error);
    }
    values[part] = parsed.data as never;
  }
  return { ok: true, values };
}

/** Throws (a 500, logged) when a reply is not what its route declares. */
function checkReply(key: string, declaration: Route, reply: Answer<unknown>) {
  const success = reply.status < 300;
  const checked = (success ? declaration.reply : refusalSchema).safeParse(reply.body);
  if (checked.success) return;
  const problems = checked.error.issues
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  const message = `${key} answered ${reply.status} off its contract: ${problems}`;
  console.error(message, JSON.stringify(reply.body).slice(0, 2000));
  throw new Error(message);
}
