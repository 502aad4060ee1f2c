import { useState } from 'react';
import { http } from '../../net/http';
import { Button } from '../../ui/Button';

/** The debug calls' views of a game (spec §7: GET /game/{id}/debug/state, /stack, /events). */
const VIEWS = [
  { id: 'state', label: 'Engine state' },
  { id: 'stack', label: 'Recent actions' },
  { id: 'events', label: 'Replay events' },
] as const;

/**
 * A button per debug view of game `gameId` and the JSON the chosen one answers: on the hack panel
 * for any game id typed in, and on the play screen's debug tab for the game shown.
 */
export function GameDebugViews({ gameId }: { gameId: string }) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ error?: string; json?: string } | null>(null);
  async function load(view: (typeof VIEWS)[number]['id']) {
    setBusy(true);
    const result = await http.get<unknown>(
      `/game/${encodeURIComponent(gameId.trim())}/debug/${view}`,
    );
    setBusy(false);
    setShown(result.ok ? { json: JSON.stringify(result.data, null, 2) } : { error: result.error });
  }
  return (
    <>
      <div className="staff-form__row">
        {VIEWS.map((view) => (
          <Button
            key={view.id}
            variant="secondary"
            busy={busy}
            disabled={!gameId.trim()}
            onClick={() => void load(view.id)}
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
