import { lazyExport } from '../../ui/lazyExport';

/**
 * The play screen's parts that come once the map is drawn (afterMapParts.ts). `loadAfterMap` starts
 * their download then, so a dialog opened by the first taps does not wait for it.
 */
export const loadAfterMap = () => import('./afterMapParts');

export const PlayPanels = lazyExport(loadAfterMap, 'PlayPanels');
export const Lifecycle = lazyExport(loadAfterMap, 'Lifecycle');
export const AttackDialog = lazyExport(loadAfterMap, 'AttackDialog');
export const CardsDialog = lazyExport(loadAfterMap, 'CardsDialog');
export const TroopsDialog = lazyExport(loadAfterMap, 'TroopsDialog');
export const GameInvites = lazyExport(loadAfterMap, 'GameInvites');
