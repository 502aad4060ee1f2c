import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { useNotes } from './useNotes';

/** Private notes on this game (get-notes / save-notes), only for seated players of a running game. */
export function NotesTab() {
  const id = useId();
  const { body, saved, saving, edit, save } = useNotes();
  if (body === null) return <p className="muted">Loading notes…</p>;
  return (
    <form
      className="notes"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={id}>Your notes (only you see them)</label>
      <textarea id={id} rows={8} value={body} onChange={(e) => edit(e.target.value)} />
      <Button type="submit" busy={saving} disabled={saved}>
        {saved ? 'Saved' : 'Save notes'}
      </Button>
    </form>
  );
}
