import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { POST_BODY_MAX_LENGTH, type PostData } from '../../../shared/protocol/forum';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { BBCodeEditor } from './BBCodeEditor';
import { ModeratorBar } from './ModeratorBar';
import { Pagination } from './Pagination';
import { PostView } from './PostView';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { FORUM_READS } from './reads';
import './community.css';

/** /forum/topic/:id: a page of posts (`?page=` or the page of `?post=`), with replying and quoting. */
export function TopicPage() {
  const { topicId = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  // ?post= wins over ?page= on the server: the page holding that post.
  const at = { page: params.get('page') ?? 1, post: params.get('post') ?? undefined };
  const { data, error } = useRouteQuery(
    'GET /api/forum/topics/:topicId',
    { params: { topicId }, query: at },
    { keepPrevious: true },
  );
  const [reply, setReply] = useState('');
  const posting = useRouteMutation('POST /api/forum/topics/:topicId/posts', {
    invalidates: FORUM_READS,
    onSuccess: ({ post_id }) => {
      setReply('');
      window.location.hash = `post-${post_id}`;
    },
  });
  usePageTitle(data?.topic.title ?? 'Forum');

  // Jumping to a post (?post=): scroll to it once its page is shown.
  const target = params.get('post');
  useEffect(() => {
    if (target && data) document.getElementById(`post-${target}`)?.scrollIntoView();
  }, [target, data]);

  function quote(post: PostData) {
    setReply((text) => `${text}${text ? '\n' : ''}[quote=${post.username}]${post.body}[/quote]\n`);
    document.getElementById('reply')?.scrollIntoView({ behavior: 'smooth' });
  }

  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/forum">Forum</Link> ›{' '}
        {data && (
          <Link to={`/forum/category/${data.topic.category.id}`}>{data.topic.category.name}</Link>
        )}
      </p>
      <h1>
        {data?.topic.title}
        {data?.topic.locked && <span className="forum-badge forum-badge--lock">Locked</span>}
      </h1>
      {error && <p className="alert alert--error">{error.message}</p>}
      {data?.can_moderate && <ModeratorBar topic={data.topic} />}
      {data && (
        <Pagination
          page={data.page}
          pages={data.pages}
          href={(n) => `/forum/topic/${topicId}?page=${n}`}
        />
      )}
      <div className="forum-posts">
        {data?.posts.map((post) => (
          <PostView
            key={`${post.id}-${post.edited_at}-${post.deleted}`}
            post={post}
            games={data.games}
            unread={data.first_unread_post_id !== null && post.id >= data.first_unread_post_id}
            canModerate={data.can_moderate}
            signedIn={user !== null}
            onQuote={quote}
          />
        ))}
      </div>
      {data && (
        <Pagination
          page={data.page}
          pages={data.pages}
          href={(n) => `/forum/topic/${topicId}?page=${n}`}
        />
      )}
      {data?.can_reply && (
        <section id="reply" className="card community-form">
          <BBCodeEditor
            label="Reply"
            value={reply}
            onChange={setReply}
            maxLength={POST_BODY_MAX_LENGTH}
          />
          {posting.error && (
            <p className="alert alert--error" role="alert">
              {posting.error.message}
            </p>
          )}
          <Button
            busy={posting.isPending}
            onClick={() => posting.mutate({ params: { topicId }, body: { body: reply } })}
          >
            Post reply
          </Button>
        </section>
      )}
      {data && !data.can_reply && (
        <p className="muted">
          {user ? (
            'This topic is locked.'
          ) : (
            <>
              <Link to="/login">Log in</Link> to reply.
            </>
          )}
        </p>
      )}
    </div>
  );
}
