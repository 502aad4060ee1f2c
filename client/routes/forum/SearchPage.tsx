import { Link, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../net/query';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';
import { Time } from './Time';
import './community.css';

/** /forum/search?q=: posts and topic titles matching the words, newest first. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  usePageTitle(`Search: ${query}`);
  const { data, error, isFetching } = useRouteQuery(
    'GET /api/forum/search',
    query ? { query: { q: query, page } } : null,
    { keepPrevious: true },
  );
  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/forum">Forum</Link> › Search
      </p>
      <SearchForm key={query} initial={query} />
      {error && <p className="alert alert--error">{error.message}</p>}
      {data && data.hits.length === 0 && !isFetching && <p className="muted">Nothing found.</p>}
      <ol className="forum-list">
        {data?.hits.map((hit) => (
          <li key={hit.post_id} className="forum-row card">
            <div className="forum-row__main">
              <Link
                className="forum-row__title"
                to={`/forum/topic/${hit.topic_id}?post=${hit.post_id}#post-${hit.post_id}`}
              >
                {hit.topic_title}
              </Link>
              <p>{hit.excerpt}</p>
              <p className="muted">
                <PlayerLink id={hit.user_id} name={hit.username} />, <Time iso={hit.created_at} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {data && (
        <Pagination
          page={data.page}
          pages={data.pages}
          href={(n) => `/forum/search?q=${encodeURIComponent(query)}&page=${n}`}
        />
      )}
    </div>
  );
}
