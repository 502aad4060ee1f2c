import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { usePlay } from '../PlayContext';
import { useSend } from '../useTurn';

/** Private notes on this game (get-notes / save-notes), only for seated players of a running game. */
export function NotesTab() {
  const { api } = usePlay();
  const id = useId();
  const [body, setBody] = useState<string | null>(null);
  const [saved, setSaved] = useState(true);
  const { send, busy } = useSend();
  useEffect(() => {
    let cancelled = false;
    void api.call('get-notes').then((result) => {
      if (cancelled) return;
      const notes = result.ok ? (result.data.notes as { body?: string } | undefined) : undefined;
      setBody(notes?.body ?? '');
    });
    return () => {
      cancelled = true;
    };
  }, [api]);
  if (body === null) return <p className="muted">Loading notes…</p>;
  return (
    <form
      className="notes"
      onSubmit={(e) => {
        e.preventDefault();
        void send('save-notes', { body }).then((reply) => reply && setSaved(true));
      }}
    >
      <label htmlFor={id}>Your notes (only you see them)</label>
      <textarea
        id={id}
        rows={8}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setSaved(false);
        }}
      />
      <Button type="submit" busy={busy} disabled={saved}>
        {saved ? 'Saved' : 'Save notes'}
      </Button>
    </form>
  );
}
