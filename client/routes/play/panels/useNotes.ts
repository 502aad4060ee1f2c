/**
 * The seat's private notes on its game (get-notes / save-notes) as server state: read when the
 * tab opens, saved through a write that reads them again. What the player types stays a draft
 * of this tab until saved; a failed save shows its text as a toast, as every play call does.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { playMutation, playQuery } from '../../../net/game/playQuery';
import { queryClient } from '../../../net/query';
import { useToasts } from '../../../ui/Toasts';
import { usePlay } from '../PlayContext';

export interface Notes {
  /** The text to show; null while the first read is under way. */
  body: string | null;
  /** The shown text is the saved one. */
  saved: boolean;
  saving: boolean;
  edit(body: string): void;
  save(): void;
}

export function useNotes(): Notes {
  const { api, gameId } = usePlay();
  const { show } = useToasts();
  const [draft, setDraft] = useState<string | null>(null);
  const read = useQuery(playQuery(api, gameId, 'get-notes'), queryClient);
  const write = useMutation(
    {
      ...playMutation(api, gameId, 'save-notes', ['get-notes']),
      onError: (error: Error) => show(error.message, 'error'),
    },
    queryClient,
  );
  // A read that failed leaves an empty page to write on.
  const stored = read.data?.notes.body ?? (read.isError ? '' : null);
  const body = draft ?? stored;
  return {
    body,
    saved: draft === null || draft === stored,
    saving: write.isPending,
    edit: setDraft,
    save: () => {
      if (body !== null) write.mutate({ body });
    },
  };
}
