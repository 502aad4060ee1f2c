/** The rules engine's public surface, for the server, the client and the tools. */
export { apply } from './apply.js';
export { createGame } from './pregame.js';
export { nextDeadline, ABSENCE_MAX_MS, ABSENCE_MIN_TURN_TIME } from './timers.js';
export {
  view,
  sightOf,
  visibility,
  isFogged,
  filterEvents,
  eventsSeenBy,
  actionSight,
  handOf,
  secretOf,
  seatOf,
  viewerOfUser,
  type GameView,
  type PlayerView,
  type TurnView,
  type CardView,
  type Viewer,
  type Sight,
} from './view.js';
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
  phaseChanges,
} from './selection.js';
export { chooseAction } from './bot.js';
export { playerIdOfUser, isFriendly } from './queries.js';
export { EVENT_TYPES, OUT_REASONS, makeEvent, isEventType, type ReplayEvent } from './events.js';
export { ERRORS } from './errors.js';
export * from './options.js';
export type * from './types.js';
export { MISSION_KINDS } from './types.js';
export { readStoredState } from './stored.js';
export { seatsToReplace, isComputerLevel } from './computers.js';
export { playsAlone } from './solo.js';
export { COMPUTER_LEVELS } from './types.js';
export { MISSED_TURNS_LIMIT } from './turns.js';
export {
  Playback,
  createPlayback,
  playbackStateOf,
  PLAYBACK_ERRORS,
  PLAYBACK_ALERTS,
  type PlaybackState,
  type PlaybackError,
  type PlaybackTerritory,
  type StepResult,
  type PlaybackSnapshot,
} from './playback.js';
export { seedRng, nextFloat, randInt, nextUint32, shuffle, type RngState } from './rng.js';
export { attackOdds, attackDistribution } from './odds.js';
export { cardDeck, cardTerritory, isValidSet, setValue } from './cards.js';
export { roll, rollLosses } from './dice.js';
