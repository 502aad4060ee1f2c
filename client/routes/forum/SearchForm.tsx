import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../shared/protocol/forum';
import { Button } from '../../ui/Button';

/** The forum's search box: opens /forum/search?q=... */
export function SearchForm({ initial = '' }: { initial?: string }) {
  const [query, setQuery] = useState(initial);
  const navigate = useNavigate();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) void navigate(`/forum/search?q=${encodeURIComponent(query.trim())}`);
  }
  return (
    <form className="forum-search" role="search" onSubmit={onSubmit}>
      <input
        className="field__input"
        type="search"
        aria-label="Search the forum"
        placeholder="Search the forum"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
