import { Fragment, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BBCode } from '../../../shared/bbcode/BBCode';
import { MESSAGE_BODY_MAX_LENGTH } from '../../../shared/protocol/messages';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { BBCodeEditor } from '../forum/BBCodeEditor';
import { Time } from '../forum/Time';
import { MESSAGE_READS } from './reads';
import '../forum/community.css';

/** /messages/:id: a conversation's messages, a reply (`POST /messages/{id} {body}`) and delete-for-me. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const params = { conversationId };
  const { data, error } = useRouteQuery('GET /api/messages/:conversationId', { params });
  const [body, setBody] = useState('');
  const sending = useRouteMutation('POST /messages/:conversationId', {
    invalidates: MESSAGE_READS,
    onSuccess: () => setBody(''),
  });
  const deleting = useRouteMutation('POST /messages/:conversationId/delete', {
    invalidates: MESSAGE_READS,
    onSuccess: () => void navigate('/messages'),
  });
  const failed = [sending, deleting].find((action) => action.isError);
  usePageTitle(data?.conversation.subject ?? 'Messages');

  useEffect(() => {
    if (data) document.getElementById('reply')?.scrollIntoView({ block: 'end' });
  }, [data]);

  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/messages">Messages</Link> › {data?.conversation.subject}
      </p>
      <header className="community-page__header">
        <div>
          <h1>{data?.conversation.subject}</h1>
          {data && (
            <p className="muted">
              with{' '}
              {data.conversation.members.map((member, index) => (
                <Fragment key={member.id}>
                  {index > 0 && ', '}
                  <PlayerLink id={member.id} name={member.username} />
                </Fragment>
              ))}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          busy={deleting.isPending}
          onClick={() => deleting.mutate({ params })}
        >
          Delete for me
        </Button>
      </header>
      {error && <p className="alert alert--error">{error.message}</p>}
      <div className="forum-posts">
        {data?.messages.map((message) => (
          <article
            key={message.id}
            className={`forum-post card${message.user_id === user?.id ? ' forum-post--own' : ''}`}
          >
            <header className="forum-post__header">
              <strong>
                <PlayerLink id={message.user_id} name={message.username} />
              </strong>
              <span className="muted">
                <Time iso={message.created_at} />
              </span>
            </header>
            <BBCode source={message.body} games={data.games} />
          </article>
        ))}
      </div>
      {data && (
        <section id="reply" className="card community-form">
          <BBCodeEditor
            label="Reply"
            value={body}
            onChange={setBody}
            maxLength={MESSAGE_BODY_MAX_LENGTH}
            rows={5}
          />
          {failed && (
            <p className="alert alert--error" role="alert">
              {failed.error!.message}
            </p>
          )}
          <Button
            busy={sending.isPending}
            onClick={() => sending.mutate({ params, body: { body } })}
          >
            Send
          </Button>
        </section>
      )}
    </div>
  );
}
