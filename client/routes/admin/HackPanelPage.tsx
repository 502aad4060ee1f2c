import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { splitKey, urlOf, type RouteKey } from '../../../shared/protocol/contract/route';
import { STAFF_TEXTS } from '../../../shared/protocol/staff';
import { http } from '../../net/http';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { usePageTitle } from '../../ui/usePageTitle';
import { GameDebugViews } from './GameDebugViews';
import '../modpanel/staff.css';

/**
 * The calls the hack panel sends (spec §7 "Others seen in the hack panel"), with a starting body.
 * The body goes out as typed, unchecked: seeing what the server answers to it is the point.
 */
const TARGETS: Record<
  'message' | 'troll',
  { label: string; key: RouteKey; needsId: boolean; template: object }
> = {
  message: {
    label: 'Message: /messages/{id}',
    key: 'POST /messages/:conversationId',
    needsId: true,
    template: { body: 'Hello' },
  },
  troll: {
    label: 'Notification: /notifications/troll',
    key: 'POST /notifications/troll',
    needsId: false,
    template: { user_id: 1, body: 'Hello', timeout: -1 },
  },
};
type Target = keyof typeof TARGETS;

/** The JSON body as an object, or undefined when it is not JSON of an object. */
export function parseJsonBody(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function RequestSender() {
  const [target, setTarget] = useState<Target>('troll');
  const [id, setId] = useState('');
  const [body, setBody] = useState(JSON.stringify(TARGETS.troll.template, null, 2));
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ error?: string; json?: string } | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseJsonBody(body);
    if (!parsed) return setAnswer({ error: STAFF_TEXTS.invalidJson });
    const url = urlOf(splitKey(TARGETS[target].key).path, { conversationId: id.trim() });
    setBusy(true);
    const result = await http.post<unknown>(url, parsed);
    setBusy(false);
    setAnswer(result.ok ? { json: JSON.stringify(result.data, null, 2) } : { error: result.error });
  }
  return (
    <form className="staff-card staff-form" onSubmit={(event) => void submit(event)}>
      <h2>Send a request</h2>
      <label className="field">
        <span className="field__label">Call</span>
        <select
          value={target}
          onChange={(event) => {
            const next = event.target.value as Target;
            setTarget(next);
            setBody(JSON.stringify(TARGETS[next].template, null, 2));
          }}
        >
          {Object.entries(TARGETS).map(([name, { label }]) => (
            <option key={name} value={name}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {TARGETS[target].needsId && (
        <FormField
          label="Conversation id"
          name="id"
          inputMode="numeric"
          value={id}
          onChange={(e) => setId(e.target.value)}
        />
      )}
      <label className="field">
        <span className="field__label">Body (JSON)</span>
        <textarea
          name="body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={answer?.error === STAFF_TEXTS.invalidJson || undefined}
        />
      </label>
      <Button type="submit" busy={busy}>
        Send
      </Button>
      {answer?.error && <p className="staff-note staff-note--error">{answer.error}</p>}
      {answer?.json && <pre className="staff-pre">{answer.json}</pre>}
    </form>
  );
}

function GameDebug() {
  const [gameId, setGameId] = useState('');
  return (
    <section className="staff-card staff-form" aria-labelledby="debug-title">
      <h2 id="debug-title">Game debug</h2>
      <FormField
        label="Game id"
        name="game_id"
        inputMode="numeric"
        value={gameId}
        onChange={(e) => setGameId(e.target.value)}
      />
      <GameDebugViews gameId={gameId} />
    </section>
  );
}

/** /admin/hack: raw calls with a JSON body, and a game's state, actions and events. */
export function HackPanelPage() {
  usePageTitle('Hack panel');
  return (
    <div className="staff-page">
      <p className="muted">
        <Link to="/modpanel">Moderator panel</Link> › Hack panel
      </p>
      <h1>Hack panel</h1>
      <div className="staff-grid">
        <RequestSender />
        <GameDebug />
      </div>
    </div>
  );
}
