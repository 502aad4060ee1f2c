import {
  splitKey,
  urlOf,
  type BodyOf,
  type ParamNames,
  type PathOf,
  type QueryOf,
  type ReplyOf,
} from '../../shared/protocol/contract/route';
// Types only: the declarations' zod schemas stay out of the bundle.
import type { SiteRouteKey, SiteRoutes } from '../../shared/protocol/routes';
import { http, type HttpClient, type HttpResult } from './http';

/** What a call to route `K` carries: its path's params, its query and its body, each when it has one. */
export type CallInput<K extends SiteRouteKey> = ([ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string | number> }) &
  ([QueryOf<SiteRoutes[K]>] extends [never]
    ? { query?: undefined }
    : { query?: QueryOf<SiteRoutes[K]> }) &
  ([BodyOf<SiteRoutes[K]>] extends [never]
    ? { body?: undefined }
    : { body: BodyOf<SiteRoutes[K]> });

/** The reply of route `K`'s success. */
export type ReplyOfRoute<K extends SiteRouteKey> = ReplyOf<SiteRoutes[K]>;

/** The arguments after the key: the input, optional when the route takes none. */
export type Args<K extends SiteRouteKey> =
  object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls a declared route by its key, `call('POST /login', {body})`: the URL is built from the key,
 * the reply typed by the declaration. Refusals and failures arrive as `{ok:false, error}` (http.ts).
 */
export function callRoute<K extends SiteRouteKey>(
  client: HttpClient,
  key: K,
  ...[input]: Args<K>
): Promise<HttpResult<ReplyOfRoute<K>>> {
  const { method, path } = splitKey(key);
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined | null>;
    body?: unknown;
  };
  const url = urlOf(path, params, query);
  return method === 'GET'
    ? client.get<ReplyOfRoute<K>>(url)
    : client.post<ReplyOfRoute<K>>(url, body);
}

/** The app's typed client over its one HTTP client. */
export const call = <K extends SiteRouteKey>(key: K, ...input: Args<K>) =>
  callRoute(http, key, ...input);
