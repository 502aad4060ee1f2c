import { hasPermission } from '../../../shared/protocol/staff';
import { Link } from 'react-router';
import type { LastPostData } from '../../../shared/protocol/forum';
import { useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { SearchForm } from './SearchForm';
import { Time } from './Time';
import './community.css';

export function LastPost({ post }: { post: LastPostData | null }) {
  if (!post) return <span className="muted">No posts yet</span>;
  return (
    <span className="forum-last-post">
      <Link to={`/forum/topic/${post.topic_id}?post=${post.post_id}#post-${post.post_id}`}>
        {post.topic_title}
      </Link>
      <span className="muted">
        {' '}
        by <PlayerLink id={post.user_id} name={post.username} />, <Time iso={post.created_at} />
      </span>
    </span>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /forum: the categories with their counts, newest posts and unread markers. */
export function ForumIndexPage() {
  usePageTitle('Forum');
  const { data, error } = useRouteQuery('GET /api/forum', {});
  const { user } = useSession();
  const moderator = hasPermission(user, 'forum.moderate');
  return (
    <div className="community-page">
      <header className="community-page__header">
        <h1>Forum</h1>
        <SearchForm />
      </header>
      {error && <p className="alert alert--error">{error.message}</p>}
      <ul className="forum-list">
        {data?.categories.map((category) => (
          <li
            key={category.id}
            className={`forum-row card${category.unread ? ' forum-row--unread' : ''}`}
          >
            <div className="forum-row__main">
              <Link className="forum-row__title" to={`/forum/category/${category.id}`}>
                {category.name}
              </Link>
              {category.unread && <span className="forum-badge">New</span>}
              <p className="muted">{category.description}</p>
            </div>
            <div className="forum-row__stats muted">
              {count(category.topic_count, 'topic', 'topics')} ·{' '}
              {count(category.post_count, 'post', 'posts')}
            </div>
            <div className="forum-row__last">
              <LastPost post={category.last_post} />
            </div>
          </li>
        ))}
      </ul>
      <p className="muted">
        <Link to="/tools/bbcode">BBCode formatter</Link>
        {/* Only a link: the reports queue itself checks the permission on the server. */}
        {moderator && (
          <>
            {' · '}
            <Link to="/forum/reports">Reported posts</Link>
          </>
        )}
      </p>
    </div>
  );
}
