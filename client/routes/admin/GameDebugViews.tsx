import { useState } from 'react';
import { call } from '../../net/api';
import { Button } from '../../ui/Button';

/** The debug calls' views of a game (spec §7: GET /game/{id}/debug/state, /stack, /events). */
const VIEWS = [
  { key: 'GET /game/:gameId/debug/state', label: 'Engine state' },
  { key: 'GET /game/:gameId/debug/stack', label: 'Recent actions' },
  { key: 'GET /game/:gameId/debug/events', label: 'Replay events' },
] as const;

/**
 * A button per debug view of game `gameId` and the JSON the chosen one answers: on the hack panel
 * for any game id typed in, and on the play screen's debug tab for the game shown. Each press
 * reads the game as it is now (no cache: the point is to see the latest).
 */
export function GameDebugViews({ gameId }: { gameId: string }) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ error?: string; json?: string } | null>(null);
  async function load(view: (typeof VIEWS)[number]['key']) {
    setBusy(true);
    const result = await call(view, { params: { gameId: gameId.trim() } });
    setBusy(false);
    setShown(result.ok ? { json: JSON.stringify(result.data, null, 2) } : { error: result.error });
  }
  return (
    <>
      <div className="staff-form__row">
        {VIEWS.map((view) => (
          <Button
            key={view.key}
            variant="secondary"
            busy={busy}
            disabled={!gameId.trim()}
            onClick={() => void load(view.key)}
          >
            {view.label}
          </Button>
        ))}
      </div>
      {shown?.error && <p className="staff-note staff-note--error">{shown.error}</p>}
      {shown?.json && (
        <pre className="staff-pre" data-testid="debug-output">
          {shown.json}
        </pre>
      )}
    </>
  );
}
