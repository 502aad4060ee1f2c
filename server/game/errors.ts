/** HTTP status for an engine or session error code: who may not, what is out of date, what is wrong. */
export function statusForError(code: string): number {
  switch (code) {
    case 'guest':
      return 401;
    case 'notYourTurn':
    case 'notJoined':
    case 'playerOut':
    case 'noSuchPlayer':
    case 'forbidden':
    case 'notAlone':
      return 403;
    case 'noSuchGame':
      return 404;
    case 'staleTurn':
    case 'staleStep':
    case 'staleUpdate':
    case 'conflict':
      return 409;
    default:
      return 422;
  }
}

export interface CallError {
  code: string;
  message: string;
}

export const SESSION_ERRORS = {
  guest: 'You need to be logged in to do that.',
  notSeated: 'You have not joined this game.',
  staleUpdate: 'This game has changed since your last update; refreshing.',
  conflict: 'The game was changed at the same moment; please try again.',
  wrongPassword: 'This game is protected by a password, and that is not it.',
  badPassword: 'Only normal letters and digits are allowed for the password.',
  notEnoughTokens: 'You do not have enough tokens to join this game.',
  tooManyGames:
    'You are in as many unfinished games as your account may play at once; finish one before you join another.',
  noSuchGame: 'There is no such game.',
  noSuchUser: 'There is no such user.',
  selfReport: 'You cannot report yourself.',
  notInGame: 'That user is not playing in this game.',
  alreadyInGame: 'That user is already in this game.',
  notPregame: 'Invitations are only for games that have not started.',
} as const;

export function callError(code: keyof typeof SESSION_ERRORS): CallError {
  return { code, message: SESSION_ERRORS[code] };
}
