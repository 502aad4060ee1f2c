// Invitations to a waiting game: texts and the join link (no zod: the client imports this).

/** The refusals' texts, one per way an invitation can go wrong. */
export const INVITE_TEXTS = {
  noSuchGame: 'There is no such game.',
  notYourGame: 'Only a player of this game can invite others to it.',
  notWaiting: 'This game is no longer waiting for players.',
  noUsername: 'Name the user to invite.',
  unknownUser: 'There is no user of that name.',
  yourself: 'You cannot invite yourself.',
  alreadyIn: 'That user has already joined this game.',
  tooMany: (seconds: number) =>
    `Too many invitations: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

/** The address that opens a game's join form, to share by hand. */
export const joinLinkOf = (gameId: number) => `/game/${gameId}?join=1`;
