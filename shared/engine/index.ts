/** The rules engine's public surface, for the server, the client and the tools. */
export { apply } from './apply.js';
export { createGame, autokickWindow } from './pregame.js';
export { nextDeadline } from './timers.js';
export {
  view,
  filterEvents,
  visibility,
  type GameView,
  type PlayerView,
  type TerritoryView,
  type Viewer,
} from './fog.js';
export {
  validSources,
  validTargets,
  troopBounds,
  turnInOptions,
  placementTerritories,
  attackSources,
  attackTargets,
  fortifySources,
  fortifyTargetsFrom,
  cardBonus,
} from './selection.js';
export { chooseAction } from './bot.js';
export { standings } from './victory.js';
export { playerIdOfUser } from './queries.js';
export { reinforcementsFor } from './reinforcements.js';
export { EVENT_TYPES, OUT_REASONS, type ReplayEvent, type EventType } from './events.js';
export { ERRORS, type ErrorCode } from './errors.js';
export * from './options.js';
export type * from './types.js';
export { MISSION_KINDS } from './types.js';
