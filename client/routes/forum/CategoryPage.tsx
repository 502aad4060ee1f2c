import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  FORUM_ERRORS,
  POST_BODY_MAX_LENGTH,
  TOPIC_TITLE_MAX_LENGTH,
} from '../../../shared/protocol/forum';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { BBCodeEditor } from './BBCodeEditor';
import { LastPost } from './ForumIndexPage';
import { Pagination } from './Pagination';
import { FORUM_READS } from './reads';
import './community.css';

function NewTopicForm({ categoryId }: { categoryId: string }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const navigate = useNavigate();
  const opening = useRouteMutation('POST /api/forum/categories/:categoryId/topics', {
    invalidates: FORUM_READS,
    onSuccess: ({ topic_id }) => void navigate(`/forum/topic/${topic_id}`),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    opening.mutate({ params: { categoryId }, body: { title, body } });
  }
  return (
    <form className="card community-form" onSubmit={onSubmit}>
      <h2>New topic</h2>
      <label className="field">
        <span className="field__label">Title</span>
        <input
          className="field__input"
          value={title}
          maxLength={TOPIC_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <BBCodeEditor label="Post" value={body} onChange={setBody} maxLength={POST_BODY_MAX_LENGTH} />
      {opening.error && (
        <p className="alert alert--error" role="alert">
          {opening.error.message}
        </p>
      )}
      <Button type="submit" busy={opening.isPending}>
        Post topic
      </Button>
    </form>
  );
}

/** /forum/category/:id: a page of topics, pinned first, with unread markers and a new-topic form. */
export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const { user } = useSession();
  const { data, error } = useRouteQuery(
    'GET /api/forum/categories/:categoryId',
    { params: { categoryId }, query: { page } },
    { keepPrevious: true },
  );
  usePageTitle(data?.category.name ?? 'Forum');
  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/forum">Forum</Link> › {data?.category.name}
      </p>
      <h1>{data?.category.name}</h1>
      {error && <p className="alert alert--error">{error.message}</p>}
      <ul className="forum-list">
        {data?.topics.map((topic) => (
          <li
            key={topic.id}
            className={`forum-row card${topic.unread ? ' forum-row--unread' : ''}${topic.deleted ? ' forum-row--deleted' : ''}`}
          >
            <div className="forum-row__main">
              {topic.pinned && <span className="forum-badge forum-badge--pin">Pinned</span>}
              {topic.locked && <span className="forum-badge forum-badge--lock">Locked</span>}
              {topic.deleted && <span className="forum-badge forum-badge--deleted">Deleted</span>}
              <Link className="forum-row__title" to={`/forum/topic/${topic.id}`}>
                {topic.title}
              </Link>
              {topic.unread && (
                <Link
                  className="forum-badge"
                  to={`/forum/topic/${topic.id}?post=${topic.last_post.post_id}#post-${topic.last_post.post_id}`}
                >
                  New
                </Link>
              )}
              <p className="muted">
                by <PlayerLink id={topic.author_id} name={topic.author} />
              </p>
            </div>
            <div className="forum-row__stats muted">{topic.reply_count} replies</div>
            <div className="forum-row__last">
              <LastPost post={topic.last_post} />
            </div>
          </li>
        ))}
      </ul>
      {data?.topics.length === 0 && <p className="muted">No topics yet: start the first one.</p>}
      {data && (
        <Pagination
          page={data.page}
          pages={data.pages}
          href={(n) => `/forum/category/${categoryId}?page=${n}`}
        />
      )}
      {data?.can_post && <NewTopicForm categoryId={categoryId} />}
      {data && !data.can_post && !user && (
        <p className="muted">
          <Link to="/login">Log in</Link> to start a topic.
        </p>
      )}
      {data && !data.can_post && user && <p className="muted">{FORUM_ERRORS.staffOnly}</p>}
    </div>
  );
}
