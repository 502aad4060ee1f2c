import { useRouteQuery } from '../../net/query';
import { useNameSearch } from '../useNameSearch';

const MAX_RESULTS = 12;

export interface FoundPlayer {
  name: string;
  online: boolean;
}

const lower = (name: string) => name.toLowerCase();

/**
 * The search's results: the players online whose names start with `prefix` first, then the other
 * names found for it, none twice and none of `exclude` (the inviter, those already in), at most 12.
 */
export function rankPlayers(
  prefix: string,
  online: readonly string[],
  found: readonly string[],
  exclude: readonly string[],
): FoundPlayer[] {
  const skip = new Set(exclude.map(lower));
  const start = lower(prefix.trim());
  const isOnline = new Set(online.map(lower));
  return [
    ...online.filter((n) => lower(n).startsWith(start)).map((name) => ({ name, online: true })),
    ...found.filter((n) => !isOnline.has(lower(n))).map((name) => ({ name, online: false })),
  ]
    .filter((p) => !skip.has(lower(p.name)))
    .slice(0, MAX_RESULTS);
}

/**
 * Players to invite for what was typed, those online first: the typeahead's two lists
 * (`/api/user/names?online=1`, `?q=` as one types), without the names in `exclude`.
 */
export function usePlayerSearch(query: string, exclude: readonly string[]): FoundPlayer[] {
  const online = useRouteQuery('GET /api/user/names', { query: { online: '1' } }).data;
  const found = useNameSearch(query);
  const prefix = query.trim();
  return rankPlayers(prefix, online ?? [], prefix && found.current ? found.names : [], exclude);
}
