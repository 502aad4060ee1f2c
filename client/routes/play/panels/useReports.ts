/**
 * The viewer's reports in its game (get-reports) as server state, and sending one (send-report),
 * after which the list is read again; a refused report shows its text as a toast.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReportListRow } from '../../../../shared/protocol/sideReplies';
import { playMutation, playQuery } from '../../../net/game/playQuery';
import { queryClient } from '../../../net/query';
import { useToasts } from '../../../ui/Toasts';
import { usePlay } from '../PlayContext';

const NONE: readonly ReportListRow[] = [];

export function useReports() {
  const { api, gameId } = usePlay();
  const { show } = useToasts();
  const read = useQuery(playQuery(api, gameId, 'get-reports'), queryClient);
  const write = useMutation(
    {
      ...playMutation(api, gameId, 'send-report', ['get-reports']),
      onError: (error: Error) => show(error.message, 'error'),
    },
    queryClient,
  );
  return {
    /** Newest first; none until the first read arrives. */
    reports: read.data?.list ?? NONE,
    sending: write.isPending,
    send: (report: { user_id: number; type: number }) => write.mutate(report),
  };
}
