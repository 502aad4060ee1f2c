import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BlocksResponse, InboxResponse } from '../../../shared/protocol/messages';
import { http } from '../../net/http';
import { Button } from '../../ui/Button';
import { UsernameInput } from '../../ui/UsernameInput';
import { usePageTitle } from '../../ui/usePageTitle';
import { Time } from '../forum/Time';
import { useApi } from '../../net/useApi';
import '../forum/community.css';

/** Blocked users: they cannot start conversations with you, and you do not see their messages. */
function Blocks() {
  const { data, reload } = useApi<BlocksResponse>('/api/messages/blocks');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function change(username: string, block: boolean) {
    const result = await http.post(`/messages/${block ? 'block' : 'unblock'}`, { username });
    setError(result.ok ? null : result.error);
    if (result.ok) setName('');
    reload();
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void change(name, true);
  }
  return (
    <section className="card community-form" aria-label="Blocked users">
      <h2>Blocked users</h2>
      <ul className="chip-list">
        {data?.blocked.map((user) => (
          <li key={user.id} className="chip">
            {user.username}
            <button
              type="button"
              className="chip__remove"
              aria-label={`Unblock ${user.username}`}
              onClick={() => void change(user.username, false)}
            >
              ×
            </button>
          </li>
        ))}
        {data?.blocked.length === 0 && <li className="muted">Nobody.</li>}
      </ul>
      <form className="forum-search" onSubmit={onSubmit}>
        <UsernameInput
          className="field__input"
          aria-label="Username to block"
          value={name}
          onValueChange={setName}
        />
        <Button type="submit" variant="secondary">
          Block
        </Button>
      </form>
      {error && <p className="alert alert--error">{error}</p>}
    </section>
  );
}

/** /messages: conversations, newest first, with their unread counts. */
export function InboxPage() {
  usePageTitle('Messages');
  const { data, error } = useApi<InboxResponse>('/api/messages');
  return (
    <div className="community-page">
      <header className="community-page__header">
        <h1>Messages</h1>
        <Link className="btn btn--primary" to="/messages/new">
          New message
        </Link>
      </header>
      {error && <p className="alert alert--error">{error}</p>}
      {data?.conversations.length === 0 && <p className="muted">No messages yet.</p>}
      <ul className="forum-list">
        {data?.conversations.map((conversation) => (
          <li
            key={conversation.id}
            className={`forum-row card${conversation.unread_count ? ' forum-row--unread' : ''}`}
          >
            <div className="forum-row__main">
              <Link className="forum-row__title" to={`/messages/${conversation.id}`}>
                {conversation.subject}
              </Link>
              {conversation.unread_count > 0 && (
                <span className="forum-badge" aria-label={`${conversation.unread_count} unread`}>
                  {conversation.unread_count} new
                </span>
              )}
              <p className="muted">with {conversation.participants.join(', ') || 'nobody else'}</p>
            </div>
            {conversation.last_message && (
              <div className="forum-row__last">
                <span>
                  <strong>{conversation.last_message.username}:</strong>{' '}
                  {conversation.last_message.excerpt}
                </span>
                <span className="muted">
                  {' '}
                  <Time iso={conversation.last_message.created_at} />
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Blocks />
    </div>
  );
}
