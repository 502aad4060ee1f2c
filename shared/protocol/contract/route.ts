/**
 * How an HTTP route is declared: once, here in shared/protocol, as data. The server registers it
 * from the declaration (server/http/declared.ts: access, limit, validation at the edge, the one
 * reply envelope), the browser calls it through the typed client (client/net/api.ts) and
 * `/api/docs` documents it (openapi.ts). This module holds types and pure helpers only: the client
 * imports it, and zod must stay out of the lobby's bundle (schemas are values, types are free).
 */
import type { z } from 'zod';
import type { Role } from '../account';
import type { PermissionName } from '../staff';

export type Method = 'GET' | 'POST';

/** A route's key: its method and its Express path, `'POST /forum/topic/:topicId/reply'`. */
export type RouteKey = `${Method} /${string}`;

/**
 * Who may call a route: anyone, a signed-in user with at least a role, or a staff permission's
 * holder (`signedIn`: a guest is told to sign in, 401, before the permission is checked, 403;
 * `scraper`: or a metrics scraper sending `Authorization: Bearer <METRICS_TOKEN>`).
 */
export type Access =
  'anyone' | Role | { permission: PermissionName; signedIn?: true; scraper?: true };

/**
 * The limits a route spends on each call, beyond the site-wide `write` budget every POST spends
 * (server/services/rateLimits.ts has their sizes; its names are checked against these).
 */
export const ROUTE_LIMITS = ['forumPost', 'report', 'message', 'mapDraft', 'staffMessage'] as const;
export type RouteLimit = (typeof ROUTE_LIMITS)[number];

/** One route of the site. */
export interface Route {
  /** One line for the document. */
  summary: string;
  /** The document's group ("Account", "Forum", ...). */
  tag: string;
  access: Access;
  limit?: RouteLimit;
  /** The path's `:params`, parsed from their strings. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * What a query or body that does not parse answers: 422 with the schema's first message, unless
   * the route answers another status or the spec gives it its own text (`naming: 'field'`: the
   * message is preceded by its field's name, `x: Too small`, as the editor's forms show it).
   */
  invalid?: { status: number; error?: string; naming?: 'field' };
  /** The text of the 404 a path whose `:params` do not parse answers (an id that cannot exist). */
  missing?: string;
  /** The body of a success (2xx), exactly as the spec's route answers it. */
  reply: z.ZodType;
  /**
   * The request's body is bytes (a picture upload) of one of `contentTypes`, at most `maxBytes`:
   * the adapter reads it (413 with `refusals[413]` when larger) and hands the handler a Buffer.
   */
  upload?: { contentTypes: readonly string[]; maxBytes: number };
  /**
   * The success is not JSON but text or bytes of `contentType` (a media range such as `image/*`
   * when the bytes decide): the handler writes it itself, and `reply` describes it for the
   * document (`z.string()`, with its meaning). Its refusals are still the JSON envelope.
   */
  raw?: { contentType: string; binary?: true };
  /** Status -> when the route refuses with it; every refusal's body is `{success:false, error}`. */
  refusals: Partial<Record<number, string>>;
}

export type RouteTable = Record<RouteKey, Route>;

/**
 * A reply schema that checks the shape while the type is an existing interface's (a field the
 * interface narrows to a union of literals is checked as a number): the client reads the interface.
 */
export const shaped = <T>(schema: z.ZodType): z.ZodType<T> => schema as z.ZodType<T>;

/** Declares one route (an identity: it keeps the literal types the client and server read). */
export const route = <const R extends Route>(declaration: R): R => declaration;

/** The method and the Express path of a key. */
export function splitKey(key: RouteKey): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

/** The names of a path's `:params`, as a type: `'/a/:x/b/:y'` -> `'x' | 'y'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathOf<K extends RouteKey> = K extends `${Method} ${infer P}` ? P : never;

/** A path with its `:params` filled in (each encoded) and the query appended. */
export function urlOf(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The reply a route's success carries. */
export type ReplyOf<R extends Route> = z.output<R['reply']>;
/** What a call sends: its body's input, or the file of an upload. */
export type BodyOf<R extends Route> = R['upload'] extends object
  ? Blob
  : R['body'] extends z.ZodType
    ? z.input<R['body']>
    : never;
export type QueryOf<R extends Route> = R['query'] extends z.ZodObject ? z.input<R['query']> : never;
