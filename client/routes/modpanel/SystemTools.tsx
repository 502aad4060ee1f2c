import { useState, type FormEvent } from 'react';
import { MODEL_KEYS, STAFF_TEXTS, type ProcessRow } from '../../../shared/protocol/staff';
import { http } from '../../net/http';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { Time } from '../forum/Time';
import { useApi } from '../../net/useApi';
import { useStaffAction } from './useStaffAction';

/** The database's running statements (spec §3 "Process list row"). */
export function ProcessList() {
  const { data, error, loading, reload } = useApi<{ rows: ProcessRow[] }>(
    '/modpanel/system/dbadmin/processlist',
  );
  return (
    <section className="staff-card" aria-labelledby="processlist-title">
      <div className="staff-form__row">
        <h2 id="processlist-title">Process list</h2>
        <Button variant="ghost" busy={loading} onClick={reload}>
          Refresh
        </Button>
      </div>
      {error && <p className="alert alert--error">{error}</p>}
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
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await http.post<{ model: unknown }>('/modpanel/system/settings/validate-model', {
      key,
      value,
    });
    setBusy(false);
    if (!result.ok) setAnswer({ tone: 'error', text: STAFF_TEXTS.validateFailed(result.error) });
    else if (!result.data.model) setAnswer({ tone: 'error', text: STAFF_TEXTS.noModel });
    else setAnswer({ tone: 'ok', text: JSON.stringify(result.data.model, null, 2) });
  }
  return (
    <form className="staff-card staff-form" onSubmit={(event) => void submit(event)}>
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
      <Button type="submit" busy={busy}>
        Validate
      </Button>
      {answer?.tone === 'error' && <p className="staff-note staff-note--error">{answer.text}</p>}
      {answer?.tone === 'ok' && <pre className="staff-pre">{answer.text}</pre>}
    </form>
  );
}

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  created_at: string;
  delivered_at: string | null;
  error: string | null;
}

/** send-email, and the outbox every staff e-mail is written to. */
export function SendEmail() {
  const [form, setForm] = useState({ to_user_id: '', subject: '', body: '' });
  const action = useStaffAction<{ delivered: boolean }>();
  const outbox = useApi<{ mails: OutboxMail[] }>('/api/staff/outbox');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await action.run('/modpanel/system/send-email', form)) outbox.reload();
  }
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <form className="staff-card staff-form" onSubmit={(event) => void submit(event)}>
      <h2>Send an e-mail</h2>
      <FormField label="To user id" inputMode="numeric" {...field('to_user_id')} />
      <FormField label="Subject" {...field('subject')} />
      <label className="field">
        <span className="field__label">Text</span>
        <textarea {...field('body')} />
      </label>
      <Button type="submit" busy={action.busy}>
        Send
      </Button>
      {action.error && <p className="staff-note staff-note--error">{action.error}</p>}
      {action.result && (
        <p className="staff-note staff-note--ok">
          {action.result.delivered ? 'Sent.' : 'Kept in the outbox (no mail server is configured).'}
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
  const action = useStaffAction<{ sent: number; failed: number; removed: number }>();
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
        void action.run('/modpanel/system/send-push-notification', form);
      }}
    >
      <h2>Send a push notification</h2>
      <FormField label="To user id" inputMode="numeric" {...field('to_user_id')} />
      <FormField label="Title" {...field('title')} />
      <FormField label="Text" {...field('body')} />
      <FormField label="Opens" {...field('url')} />
      <Button type="submit" busy={action.busy}>
        Send
      </Button>
      {action.error && <p className="staff-note staff-note--error">{action.error}</p>}
      {action.result && (
        <p className="staff-note staff-note--ok">
          Delivered to {action.result.sent} device(s); {action.result.failed} failed,{' '}
          {action.result.removed} gone.
        </p>
      )}
    </form>
  );
}
