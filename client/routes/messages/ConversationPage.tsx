import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BBCode } from '../../../shared/bbcode/BBCode';
import {
  MESSAGE_BODY_MAX_LENGTH,
  type ConversationResponse,
} from '../../../shared/protocol/messages';
import { http } from '../../net/http';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { BBCodeEditor } from '../forum/BBCodeEditor';
import { Time } from '../forum/Time';
import { useApi } from '../../net/useApi';
import '../forum/community.css';

/** /messages/:id: a conversation's messages, a reply (`POST /messages/{id} {body}`) and delete-for-me. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const { data, error, reload } = useApi<ConversationResponse>(`/api/messages/${conversationId}`);
  const [body, setBody] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  usePageTitle(data?.conversation.subject ?? 'Messages');

  useEffect(() => {
    if (data) document.getElementById('reply')?.scrollIntoView({ block: 'end' });
  }, [data]);

  async function send() {
    setSending(true);
    const result = await http.post(`/messages/${conversationId}`, { body });
    setSending(false);
    setSendError(result.ok ? null : result.error);
    if (result.ok) {
      setBody('');
      reload();
    }
  }

  async function deleteForMe() {
    const result = await http.post(`/messages/${conversationId}/delete`);
    if (result.ok) void navigate('/messages');
    else setSendError(result.error);
  }

  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/messages">Messages</Link> › {data?.conversation.subject}
      </p>
      <header className="community-page__header">
        <div>
          <h1>{data?.conversation.subject}</h1>
          {data && <p className="muted">with {data.conversation.participants.join(', ')}</p>}
        </div>
        <Button variant="ghost" onClick={() => void deleteForMe()}>
          Delete for me
        </Button>
      </header>
      {error && <p className="alert alert--error">{error}</p>}
      <div className="forum-posts">
        {data?.messages.map((message) => (
          <article
            key={message.id}
            className={`forum-post card${message.user_id === user?.id ? ' forum-post--own' : ''}`}
          >
            <header className="forum-post__header">
              <strong>{message.username}</strong>
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
          {sendError && (
            <p className="alert alert--error" role="alert">
              {sendError}
            </p>
          )}
          <Button busy={sending} onClick={() => void send()}>
            Send
          </Button>
        </section>
      )}
    </div>
  );
}
