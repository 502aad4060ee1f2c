import { useRouteQuery } from '../net/query';
import { useSettled } from './useSettled';

const TYPEAHEAD_DELAY_MS = 200;
const NO_NAMES: string[] = [];

/**
 * Usernames that start with what was typed (`/api/user/names?q=`), asked once typing pauses and
 * cached per prefix. While the next answer loads the last one stays; `current` says whether the
 * names answer what is typed now.
 */
export function useNameSearch(typed: string): { names: string[]; current: boolean } {
  const prefix = useSettled(typed.trim(), TYPEAHEAD_DELAY_MS);
  const search = useRouteQuery('GET /api/user/names', prefix ? { query: { q: prefix } } : null, {
    keepPrevious: true,
  });
  return {
    names: prefix ? (search.data ?? NO_NAMES) : NO_NAMES,
    current: prefix === typed.trim() && !search.isPlaceholderData,
  };
}
