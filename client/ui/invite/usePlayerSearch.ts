import { useEffect, useState } from 'react';
import { call } from '../../net/api';

const TYPEAHEAD_DELAY_MS = 200;
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
 * (`/api/user/names?online=1` once, `?q=` as one types), without the names in `exclude`.
 */
export function usePlayerSearch(query: string, exclude: readonly string[]): FoundPlayer[] {
  const [online, setOnline] = useState<string[]>([]);
  const [found, setFound] = useState<{ prefix: string; names: string[] }>({
    prefix: '',
    names: [],
  });
  const prefix = query.trim();

  useEffect(() => {
    let current = true;
    void call('GET /api/user/names', { query: { online: '1' } }).then((result) => {
      if (current && result.ok) setOnline(result.data);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!prefix) return;
    let current = true;
    const timer = setTimeout(() => {
      void call('GET /api/user/names', { query: { q: prefix } }).then((result) => {
        if (current && result.ok) setFound({ prefix, names: result.data });
      });
    }, TYPEAHEAD_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [prefix]);

  const others = prefix && found.prefix === prefix ? found.names : [];
  return rankPlayers(prefix, online, others, exclude);
}
