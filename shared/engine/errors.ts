/** Rejections: stable codes and the texts shown to players (the specification's where it has one). */
import type { EngineError } from './types.js';

/** Every rejection: stable code -> text shown to the player. */
export const ERRORS = {
  // Pre-game
  notPregame: 'The game has already started.',
  alreadyJoined: 'You have already joined this game.',
  gameFull: 'This game is full.',
  colorTaken: 'This color has already been taken.',
  badColor: 'No color.',
  badTeam: 'This is not a valid team.',
  teamFull: 'This team is full.',
  notJoined: 'You have not joined this game.',
  ratingTooLow: 'Your rating is too low to join this game.',
  ratingTooHigh: 'Your rating is too high to join this game.',
  // Running game
  notRunning: 'The game is not running.',
  noSuchPlayer: 'There is no such player in this game.',
  playerOut: 'You are no longer in this game.',
  notYourTurn: 'It is not your turn.',
  wrongStep: 'You cannot do that in this phase of your turn.',
  staleStep: 'The turn has moved on; please refresh.',
  staleTurn: 'This turn has already ended.',
  turnNotStarted: 'Begin your turn first.',
  mustTurnIn: 'You must turn in cards while holding five or more.',
  mustPlaceAll: 'You must place all your troops first.',
  cannotUndo: 'You cannot go back now.',
  noCards: 'Cards are not used in this game.',
  cardCount: 'You have to select exactly three cards.',
  cardNotOwned: 'You can only turn in cards you own.',
  invalidSet: 'This is not a valid set.',
  badTerritory: 'There is no such territory.',
  notFriendly: 'You can only place troops on your own territories.',
  badTroops: 'This is not a valid number of troops.',
  notEnoughTroops: 'You do not have that many troops.',
  notOwnSource: 'You can only attack from your own territories.',
  notAdjacent: 'These territories are not adjacent.',
  ownTarget: 'You cannot attack a friendly territory.',
  tooFewTroops: 'You need more than one troop to attack.',
  badAttacks: 'This is not a valid number of attacks.',
  occupied: 'That territory is in the middle of a conquest.',
  waitForMove: 'Another player is moving troops after a conquest; try again in a moment.',
  noPendingMove: 'There is no conquest to move troops into.',
  staleMove: 'These are not the territories of your last conquest.',
  notReachable: 'Troops cannot reach that territory.',
  alreadyFortified: 'You have already fortified this turn.',
  noAddTime: 'You have no time extensions left.',
  noAbsence: 'Absence is only available in games with a turn time of 12 hours or more.',
  badAbsence: 'This is not a valid absence period.',
  nothingDue: 'Nothing is due yet.',
  // Alone against computers
  notAlone: 'Only a game against computer players alone can be paused or coached.',
  paused: 'The game is paused; resume it first.',
  alreadyPaused: 'The game is already paused.',
  notPaused: 'The game is not paused.',
  // Moderators' changes
  sameStatus: 'The game already has this status.',
  cannotReopen: 'A game cannot go back to pre-game.',
  tooFewToStart: 'A game needs at least two players to start.',
  badAction: 'Unknown action.',
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The error value for `code`. */
export function err(code: ErrorCode): EngineError {
  return { code, message: ERRORS[code] };
}
