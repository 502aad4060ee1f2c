import { useState } from 'react';
import { Link } from 'react-router';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '../../../shared/protocol/push';
import { queryClient, useRouteMutation, useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { Time } from '../forum/Time';
import { enablePush } from './pushSubscribe';

/** Every change on the page is a change of the account page's read. */
const ACCOUNT_READS = ['GET /api/account'] as const;
import '../forum/community.css';

function PushSettings({ settings }: { settings: Record<PushKind, boolean> }) {
  const save = useRouteMutation('POST /account/push-settings', { invalidates: ACCOUNT_READS });
  const toggle = (kind: PushKind, on: boolean) =>
    save.mutate({ body: { ...settings, [kind]: on } });
  return (
    <fieldset className="account-settings">
      <legend>Send a notification when</legend>
      {PUSH_KINDS.map((kind) => (
        <label key={kind} className="account-settings__option">
          <input
            type="checkbox"
            checked={settings[kind]}
            disabled={save.isPending}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
          {PUSH_KIND_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}

/** /account: the devices that get push notifications, enabling this one, and which pushes to send. */
export function AccountPage() {
  usePageTitle('Account');
  const { user } = useSession();
  const { data, error } = useRouteQuery('GET /api/account', user ? {} : null);
  const removal = useRouteMutation('POST /account/push-subscriptions/remove', {
    invalidates: ACCOUNT_READS,
  });
  const [enabling, setEnabling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function enable() {
    if (!data) return;
    setEnabling(true);
    setMessage(null);
    const result = await enablePush(data.vapid_public_key);
    setEnabling(false);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: [ACCOUNT_READS[0]] });
    else setMessage(result.message);
  }

  if (!user) {
    return (
      <div className="community-page">
        <h1>Account</h1>
        <p>
          <Link to="/login">Log in</Link> to manage your account.
        </p>
      </div>
    );
  }
  return (
    <div className="community-page">
      <h1>{user.username}</h1>
      <p className="muted">
        Rating {user.rating} · {user.tokens} tokens
      </p>
      {error && <p className="alert alert--error">{error.message}</p>}
      <section className="card community-form" aria-labelledby="push-heading">
        <h2 id="push-heading">Push notifications</h2>
        <p className="muted">
          Get a notification on this device when it is your turn, even with the site closed.
        </p>
        <div className="button-row">
          <Button busy={enabling} disabled={!data} onClick={() => void enable()}>
            Enable notifications
          </Button>
        </div>
        {message && (
          <p className="alert alert--error" role="alert">
            {message}
          </p>
        )}
        <h3>Your devices</h3>
        {data?.subscriptions.length === 0 && (
          <p className="muted">No device gets notifications yet.</p>
        )}
        <ul className="account-devices">
          {data?.subscriptions.map((subscription) => (
            <li key={subscription.id} className="account-devices__row">
              <span>
                {subscription.name}
                <span className="muted">
                  {' '}
                  since <Time iso={subscription.created_at} />
                </span>
              </span>
              <Button
                variant="ghost"
                busy={removal.isPending && removal.variables.body.id === subscription.id}
                onClick={() => removal.mutate({ body: { id: subscription.id } })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {data && <PushSettings settings={data.settings} />}
      </section>
    </div>
  );
}
