import { useState, type FormEvent } from 'react';
import { MODEL_KEYS, STAFF_TEXTS } from '../../../shared/protocol/staff';
import { useRouteMutation, useRouteQuery } from '../../net/query';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { Time } from '../forum/Time';

/** The database's running statements (spec §3 "Process list row"). */
export function ProcessList() {
  const { data, error, isFetching, refetch } = useRouteQuery(
    'GET /modpanel/system/dbadmin/processlist',
    {},
  );
  return (
    <section className="staff-card" aria-labelledby="processlist-title">
      <div className="staff-form__row">
        <h2 id="processlist-title">Process list</h2>
        <Button variant="ghost" busy={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {error && <p className="alert alert--error">{error.message}</p>}
      {data && (
        <div className="staff-table-wrap">
          <table className="staff-table" data-testid="processlist">
            <thead>
              <tr>
                {(['User', 'db', 'Command', 'State', 'Time', 'Info'] as const).map((column) => (
                  <th key={column}>{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => (
                <tr key={index}>
                  <td>{row.User}</td>
                  <td>{row.db}</td>
                  <td>{row.Command}</td>
                  <td>{row.State}</td>
                  <td>{row.Time}</td>
                  <td className="staff-table__code">{row.Info}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** validate-model: 0/false means no such model, anything else is its details. */
export function ValidateModel() {
  const [key, setKey] = useState<string>('user');
  const [value, setValue] = useState('');
  // A lookup the spec sends as a POST: asked for by the button, not read on its own.
  const lookup = useRouteMutation('POST /modpanel/system/settings/validate-model');
  const model = lookup.data?.model;
  const answer = lookup.error
    ? { tone: 'error', text: STAFF_TEXTS.validateFailed(lookup.error.message) }
    : model === false
      ? { tone: 'error', text: STAFF_TEXTS.noModel }
      : model
        ? { tone: 'ok', text: JSON.stringify(model, null, 2) }
        : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    lookup.mutate({ body: { key, value } });
  }
  return (
    <form className="staff-card staff-form" onSubmit={submit}>
      <h2>Validate a model</h2>
      <div className="staff-form__row">
        <label className="field">
          <span className="field__label">Model</span>
          <select value={key} onChange={(event) => setKey(event.target.value)}>
            {MODEL_KEYS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <FormField
          label="Id"
          name="value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button type="submit" busy={lookup.isPending}>
        Validate
      </Button>
      {answer?.tone === 'error' && <p className="staff-note staff-note--error">{answer.text}</p>}
      {answer?.tone === 'ok' && <pre className="staff-pre">{answer.text}</pre>}
    </form>
  );
}

/** send-email, and the outbox every staff e-mail is written to. */
export function SendEmail() {
  const [form, setForm] = useState({ to_user_id: '', subject: '', body: '' });
  const send = useRouteMutation('POST /modpanel/system/send-email', {
    invalidates: ['GET /api/staff/outbox', 'GET /api/staff/audit'],
  });
  const outbox = useRouteQuery('GET /api/staff/outbox', {});
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate({ body: form });
  }
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <form className="staff-card staff-form" onSubmit={submit}>
      <h2>Send an e-mail</h2>
      <FormField label="To user id" inputMode="numeric" {...field('to_user_id')} />
      <FormField label="Subject" {...field('subject')} />
      <label className="field">
        <span className="field__label">Text</span>
        <textarea {...field('body')} />
      </label>
      <Button type="submit" busy={send.isPending}>
        Send
      </Button>
      {send.error && <p className="staff-note staff-note--error">{send.error.message}</p>}
      {send.data && (
        <p className="staff-note staff-note--ok">
          {send.data.delivered ? 'Sent.' : 'Kept in the outbox (no mail server is configured).'}
        </p>
      )}
      <h3>Outbox</h3>
      {outbox.data?.mails.length === 0 && <p className="muted">No e-mail sent yet.</p>}
      <ul className="staff-reports">
        {outbox.data?.mails.slice(0, 10).map((mail) => (
          <li key={mail.id}>
            {mail.subject} → {mail.to_address} (<Time iso={mail.created_at} />,{' '}
            {mail.error ? `failed: ${mail.error}` : mail.delivered_at ? 'delivered' : 'not sent'})
          </li>
        ))}
      </ul>
    </form>
  );
}

/** send-push-notification: a test push to one user's devices. */
export function SendPush() {
  const [form, setForm] = useState({ to_user_id: '', title: '', body: '', url: '/' });
  const push = useRouteMutation('POST /modpanel/system/send-push-notification', {
    invalidates: ['GET /api/staff/audit'],
  });
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <form
      className="staff-card staff-form"
      onSubmit={(event) => {
        event.preventDefault();
        push.mutate({ body: form });
      }}
    >
      <h2>Send a push notification</h2>
      <FormField label="To user id" inputMode="numeric" {...field('to_user_id')} />
      <FormField label="Title" {...field('title')} />
      <FormField label="Text" {...field('body')} />
      <FormField label="Opens" {...field('url')} />
      <Button type="submit" busy={push.isPending}>
        Send
      </Button>
      {push.error && <p className="staff-note staff-note--error">{push.error.message}</p>}
      {push.data && (
        <p className="staff-note staff-note--ok">
          Delivered to {push.data.sent} device(s); {push.data.failed} failed, {push.data.removed}{' '}
          gone.
        </p>
      )}
    </form>
  );
}
