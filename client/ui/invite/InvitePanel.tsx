import { useId, useState } from 'react';
import { joinLinkOf } from '../../../shared/protocol/invites';
import { call } from '../../net/api';
import { useSession } from '../../state/session';
import { Button } from '../Button';
import { usePlayerSearch, type FoundPlayer } from './usePlayerSearch';
import './invite.css';

/** The search box and its results, each with the panel's action. */
function PlayerSearch({
  exclude,
  action,
  onPick,
  outcome,
}: {
  exclude: readonly string[];
  action: string;
  onPick(name: string): void;
  /** What became of each name picked: a text to show beside it. */
  outcome: Record<string, { ok: boolean; text: string }>;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const results = usePlayerSearch(query, exclude);
  const shown: FoundPlayer[] = results;
  return (
    <div className="invite-search">
      <label htmlFor={searchId}>Search players</label>
      <input
        id={searchId}
        type="search"
        value={query}
        autoComplete="off"
        placeholder="Name (players online first)"
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="invite-search__results" aria-label="Players found">
        {shown.length === 0 && (
          <li className="muted">
            {query.trim() ? 'No other player of that name.' : 'Nobody else online.'}
          </li>
        )}
        {shown.map((p) => {
          const done = outcome[p.name];
          return (
            <li key={p.name}>
              <span className="invite-search__name">
                {p.online && (
                  <span className="invite-search__online" title="Online" aria-label="online" />
                )}
                {p.name}
              </span>
              {done ? (
                <span
                  className={done.ok ? 'invite-search__sent' : 'invite-search__error'}
                  role={done.ok ? 'status' : 'alert'}
                >
                  {done.text}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={`${action} ${p.name}`}
                  onClick={() => onPick(p.name)}
                >
                  {action}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The join link of a game, to copy and send by any other way. */
function ShareLink({ gameId }: { gameId: number }) {
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${joinLinkOf(gameId)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="invite-link">
      <label htmlFor={linkId}>Link to join</label>
      <div className="invite-link__row">
        <input id={linkId} readOnly value={link} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

/**
 * Inviting to a waiting game (the waiting box): each player picked gets the site's invitation
 * (a notification, and a push where allowed), and the join link is there to share.
 */
export function GameInvites({ gameId, seated }: { gameId: number; seated: readonly string[] }) {
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Record<string, { ok: boolean; text: string }>>({});
  const invite = async (username: string) => {
    const result = await call('POST /api/games/:gameId/invites', {
      params: { gameId },
      body: { username },
    });
    const text = result.ok ? result.data.message : result.error;
    setOutcome((now) => ({ ...now, [username]: { ok: result.ok, text } }));
  };
  return (
    <section className="invite-panel" aria-label="Invite players">
      <PlayerSearch
        exclude={[...seated, ...(user ? [user.username] : [])]}
        action="Invite"
        onPick={(name) => void invite(name)}
        outcome={outcome}
      />
      <ShareLink gameId={gameId} />
    </section>
  );
}

/**
 * Choosing whom to invite before the game exists (the create page): the invitations go out once
 * it is created (`sendInvites`).
 */
export function InvitePicker({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange(chosen: string[]): void;
}) {
  const { user } = useSession();
  return (
    <section className="invite-panel" aria-label="Invite players">
      {chosen.length > 0 && (
        <ul className="invite-chosen" aria-label="Invited when the game is created">
          {chosen.map((name) => (
            <li key={name}>
              {name}
              <button
                type="button"
                className="invite-chosen__remove"
                aria-label={`Do not invite ${name}`}
                onClick={() => onChange(chosen.filter((n) => n !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <PlayerSearch
        exclude={[...chosen, ...(user ? [user.username] : [])]}
        action="Add"
        onPick={(name) => onChange([...chosen, name])}
        outcome={{}}
      />
      <p className="muted">The link to share comes with the game, on its waiting screen.</p>
    </section>
  );
}

/** Sends the invitations chosen on the create page; the texts of those that failed. */
export async function sendInvites(gameId: number, names: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const username of names) {
    const result = await call('POST /api/games/:gameId/invites', {
      params: { gameId },
      body: { username },
    });
    if (!result.ok) failed.push(`${username}: ${result.error}`);
  }
  return failed;
}
