import { useState } from 'react';
import { BBCode, type GameLinks } from '../../../shared/bbcode/BBCode';
import {
  FORUM_ERRORS,
  POST_BODY_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
  type PostData,
} from '../../../shared/protocol/forum';
import { useRouteMutation } from '../../net/query';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { BBCodeEditor } from './BBCodeEditor';
import { FORUM_READS } from './reads';
import { Time } from './Time';

interface PostViewProps {
  post: PostData;
  games: GameLinks;
  unread: boolean;
  canModerate: boolean;
  signedIn: boolean;
  onQuote(post: PostData): void;
}

type Mode = 'view' | 'edit' | 'report';

/** One post: author, time, the edited mark, the rendered body, and what the viewer may do with it. */
export function PostView({ post, games, unread, canModerate, signedIn, onQuote }: PostViewProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(post.body);
  const [reason, setReason] = useState('');
  const done = { invalidates: FORUM_READS, onSuccess: () => setMode('view') };
  const edit = useRouteMutation('POST /api/forum/posts/:postId/edit', done);
  const report = useRouteMutation('POST /api/forum/posts/:postId/report', {
    invalidates: ['GET /api/forum/reports'],
    onSuccess: () => setMode('view'),
  });
  const remove = useRouteMutation('POST /api/forum/posts/:postId/delete', done);
  const restore = useRouteMutation('POST /api/forum/posts/:postId/restore', done);
  const moderate = post.deleted ? restore : remove;
  const params = { postId: post.id };
  const failed = [edit, report, remove, restore].find((action) => action.isError);
  const message = failed ? failed.error!.message : report.isSuccess ? 'Reported. Thank you.' : null;

  return (
    <article
      id={`post-${post.id}`}
      className={`forum-post card${post.deleted ? ' forum-post--deleted' : ''}`}
    >
      <header className="forum-post__header">
        <strong>
          <PlayerLink id={post.author_id} name={post.username} />
        </strong>
        <span className="muted">
          <Time iso={post.created_at} />
          {post.edited_at && (
            <span className="forum-post__edited" title={new Date(post.edited_at).toLocaleString()}>
              {' '}
              · edited
            </span>
          )}
        </span>
        {unread && <span className="forum-badge">New</span>}
        {post.deleted && <span className="forum-badge forum-badge--deleted">Deleted</span>}
      </header>
      {post.deleted && !canModerate ? (
        <p className="muted">{FORUM_ERRORS.postDeleted}</p>
      ) : mode === 'edit' ? (
        <div className="community-form">
          <BBCodeEditor
            label="Edit post"
            value={draft}
            onChange={setDraft}
            maxLength={POST_BODY_MAX_LENGTH}
          />
          <div className="button-row">
            <Button
              busy={edit.isPending}
              onClick={() => edit.mutate({ params, body: { body: draft } })}
            >
              Save
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <BBCode source={post.body} games={games} />
      )}
      {mode === 'report' && (
        <div className="community-form">
          <label className="field">
            <span className="field__label">Why should a moderator look at this post?</span>
            <input
              className="field__input"
              value={reason}
              maxLength={REPORT_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <div className="button-row">
            <Button
              variant="danger"
              busy={report.isPending}
              onClick={() => report.mutate({ params, body: { reason } })}
            >
              Send report
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
      {mode === 'view' && (
        <footer className="forum-post__actions">
          {signedIn && !post.deleted && (
            <Button variant="ghost" onClick={() => onQuote(post)}>
              Quote
            </Button>
          )}
          {post.can_edit && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(post.body);
                setMode('edit');
              }}
            >
              Edit
            </Button>
          )}
          {signedIn && !post.deleted && !post.can_edit && (
            <Button variant="ghost" onClick={() => setMode('report')}>
              Report
            </Button>
          )}
          {canModerate && (
            <Button
              variant={post.deleted ? 'secondary' : 'danger'}
              busy={moderate.isPending}
              onClick={() => moderate.mutate({ params })}
            >
              {post.deleted ? 'Restore' : 'Delete'}
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
