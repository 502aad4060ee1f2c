import { MAP_STATUSES } from '../../../shared/maps/types';

const LABELS: Record<number, string> = {
  [MAP_STATUSES.premium]: 'Premium',
  [MAP_STATUSES.beta]: 'Beta',
};

/** "Premium" or "Beta" next to a map's name; purchased maps need no badge. */
export function MapStatusBadge({ status }: { status: number }) {
  const label = LABELS[status];
  return label ? (
    <span className={`map-badge map-badge--${label.toLowerCase()}`}>{label}</span>
  ) : null;
}
