/**
 * The parts of the play screen the map does not wait for: the panels, the lifecycle's boxes, the
 * turn's dialogs and the invitations (their name search brings TanStack Query), in one chunk
 * (see afterMap.ts) so that on a slow phone their code is neither downloaded nor parsed before
 * the map is drawn and can be tapped, and comes in one request.
 */
export { PlayPanels } from './panels/PlayPanels';
export { Lifecycle } from './Lifecycle';
export { AttackDialog } from './dialogs/AttackDialog';
export { CardsDialog } from './dialogs/CardsDialog';
export { TroopsDialog } from './dialogs/TroopsDialog';
export { GameInvites } from '../../ui/invite/InvitePanel';
