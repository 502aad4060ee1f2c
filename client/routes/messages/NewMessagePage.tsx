import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGE_BODY_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '../../../shared/protocol/messages';
import { useRouteMutation } from '../../net/query';
import { Button } from '../../ui/Button';
import { UsernameInput } from '../../ui/UsernameInput';
import { usePageTitle } from '../../ui/usePageTitle';
import { BBCodeEditor } from '../forum/BBCodeEditor';
import { MESSAGE_READS } from './reads';
import '../forum/community.css';

/** /messages/new(?to=name): a new conversation with one or more users (typeahead per name). */
export function NewMessagePage() {
  usePageTitle('New message');
  const [params] = useSearchParams();
  const [recipients, setRecipients] = useState<string[]>(
    params.get('to') ? [params.get('to')!] : [],
  );
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const navigate = useNavigate();
  const sending = useRouteMutation('POST /messages', {
    invalidates: MESSAGE_READS,
    onSuccess: ({ conversation_id }) => void navigate(`/messages/${conversation_id}`),
  });

  function addRecipient() {
    const trimmed = name.trim();
    if (trimmed && !recipients.some((r) => r.toLowerCase() === trimmed.toLowerCase())) {
      setRecipients([...recipients, trimmed]);
    }
    setName('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const to = name.trim() ? [...recipients, name.trim()] : recipients;
    sending.mutate({ body: { to, subject, body } });
  }

  return (
    <div className="community-page">
      <p className="community-page__crumbs">
        <Link to="/messages">Messages</Link> › New message
      </p>
      <h1>New message</h1>
      <form className="card community-form" onSubmit={onSubmit}>
        <div className="field">
          <span className="field__label">To</span>
          <ul className="chip-list">
            {recipients.map((recipient) => (
              <li key={recipient} className="chip">
                {recipient}
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={`Remove ${recipient}`}
                  onClick={() => setRecipients(recipients.filter((r) => r !== recipient))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="forum-search">
            <UsernameInput
              className="field__input"
              aria-label="Recipient"
              placeholder="Username"
              value={name}
              onValueChange={setName}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addRecipient();
                }
              }}
            />
            <Button variant="secondary" onClick={addRecipient}>
              Add
            </Button>
          </div>
        </div>
        <label className="field">
          <span className="field__label">Subject</span>
          <input
            className="field__input"
            value={subject}
            maxLength={SUBJECT_MAX_LENGTH}
            onChange={(event) => setSubject(event.target.value)}
          />
        </label>
        <BBCodeEditor
          label="Message"
          value={body}
          onChange={setBody}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
        />
        {sending.error && (
          <p className="alert alert--error" role="alert">
            {sending.error.message}
          </p>
        )}
        <Button type="submit" busy={sending.isPending}>
          Send
        </Button>
      </form>
    </div>
  );
}
