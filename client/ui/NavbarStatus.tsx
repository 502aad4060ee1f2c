import { lazy, Suspense } from 'react';
import { afterGamePageDrawn } from '../net/firstDraw';
import type { NavbarState } from '../state/navbar/useNavbar';
import { NavbarStatusRow } from './NavbarStatusRow';

/**
 * The row's data (the navbar's polls through TanStack Query, and the notifications) comes in a
 * chunk of its own: no page needs it for its first paint, and a game's page asks for it only once
 * its map has drawn (the counts waited for that anyway, see firstDraw.ts), so on a slow phone
 * its bytes (TanStack Query is a tenth of what the entry was) do not share the network with the
 * scripts the map waits for.
 */
const LiveNavbarStatus = lazy(async () => {
  await afterGamePageDrawn();
  const { LiveNavbarStatus } = await import('./LiveNavbarStatus');
  return { default: LiveNavbarStatus };
});

const noop = () => undefined;

/** The row until its data's chunk is in: as it shows before the first counts arrive. */
const WAITING: NavbarState = {
  counts: null,
  notifications: [],
  refreshing: false,
  error: null,
  autoRefresh: true,
  refresh: noop,
  setAutoRefresh: noop,
  dismiss: noop,
};

/** The signed-in user's status row (see NavbarStatusRow), on screen before its data's chunk. */
export function NavbarStatus({ userId }: { userId: number }) {
  return (
    <Suspense fallback={<NavbarStatusRow navbar={WAITING} />}>
      <LiveNavbarStatus userId={userId} />
    </Suspense>
  );
}
