import { Fragment, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { Button } from '../../ui/Button';
import { PlayerLink } from '../../ui/PlayerLink';
import { UsernameInput } from '../../ui/UsernameInput';
import { usePageTitle } from '../../ui/usePageTitle';
import { Time } from '../forum/Time';
import { MESSAGE_READS } from './reads';
import '../forum/community.css';

/** Blocked users: they cannot start conversations with you, and you do not see their messages. */
function Blocks() {
  const { data } = useRouteQuery('GET /api/messages/blocks', {});
  const [name, setName] = useState('');
  // Blocking hides the blocked user's messages: the inbox and threads are read again.
  const block = useRouteMutation('POST /messages/block', {
    invalidates: MESSAGE_READS,
    onSuccess: () => setName(''),
  });
  const unblock = useRouteMutation('POST /messages/unblock', { invalidates: MESSAGE_READS });
  const failed = [block, unblock].find((action) => action.isError);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    block.mutate({ body: { username: name } });
  }
  return (
    <section className="card community-form" aria-label="Blocked users">
      <h2>Blocked users</h2>
      <ul className="chip-list">
        {data?.blocked.map((user) => (
          <li key={user.id} className="chip">
            <PlayerLink id={user.id} name={user.username} />
            <button
              type="button"
              className="chip__remove"
              aria-label={`Unblock ${user.username}`}
              onClick={() => unblock.mutate({ body: { username: user.username } })}
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
        <Button type="submit" variant="secondary" busy={block.isPending}>
          Block
        </Button>
      </form>
      {failed && <p className="alert alert--error">{failed.error!.message}</p>}
    </section>
  );
}

/** /messages: conversations, newest first, with their unread counts. */
export function InboxPage() {
  usePageTitle('Messages');
  const { data, error } = useRouteQuery('GET /api/messages', {});
  return (
    <div className="community-page">
      <header className="community-page__header">
        <h1>Messages</h1>
        <Link className="btn btn--primary" to="/messages/new">
          New message
        </Link>
      </header>
      {error && <p className="alert alert--error">{error.message}</p>}
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
              <p className="muted">
                with{' '}
                {conversation.members.length === 0
                  ? 'nobody else'
                  : conversation.members.map((member, index) => (
                      <Fragment key={member.id}>
                        {index > 0 && ', '}
                        <PlayerLink id={member.id} name={member.username} />
                      </Fragment>
                    ))}
              </p>
            </div>
            {conversation.last_message && (
              <div className="forum-row__last">
                <span>
                  <strong>
                    <PlayerLink
                      id={conversation.last_message.user_id}
                      name={conversation.last_message.username}
                    />
                    :
                  </strong>{' '}
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
