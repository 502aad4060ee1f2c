// The lobby room's names, apart from the lobby's schemas: the navbar, in every page's entry
// chunk, needs these strings and not zod.

/** The lobby room's pushes: a game in the lists changed; the navbar counts of this user changed. */
export const LOBBY_ROOM = 'lobby';
export const LOBBY_CHANGED_MESSAGE = 'lobby-changed';
export const NAVBAR_CHANGED_MESSAGE = 'navbar-changed';
/** The signed-in account's rights changed (a role, a permission): the page reads its session again. */
export const SESSION_CHANGED_MESSAGE = 'session-changed';
