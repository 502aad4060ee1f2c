// Who is watching a game: people in its room who do not play it. No zod here: the play screen's
// chunk reads the message's type and its name only.

/** The game room's push of its watchers, sent when they change and to each client that joins. */
export const WATCHERS_MESSAGE = 'watchers';

export interface Watchers {
  /** Signed-in watchers, each once however many tabs they have open, by name. */
  users: { id: number; username: string }[];
  /** Connections without an account. */
  guests: number;
}

export const NO_WATCHERS: Watchers = { users: [], guests: 0 };

/** How many are watching: every signed-in watcher once, and every guest connection. */
export const watcherCount = (watchers: Watchers): number => watchers.users.length + watchers.guests;

/**
 * The watchers among a room's connections: those whose account has no seat in the game.
 * `connections` are the accounts of the room's clients (null: a guest).
 */
export function watchersOf(
  connections: readonly ({ id: number; username: string } | null)[],
  seated: ReadonlySet<number>,
): Watchers {
  const users = new Map<number, string>();
  let guests = 0;
  for (const user of connections) {
    if (!user) guests += 1;
    else if (!seated.has(user.id)) users.set(user.id, user.username);
  }
  return {
    users: [...users]
      .map(([id, username]) => ({ id, username }))
      .sort((a, b) => a.username.localeCompare(b.username)),
    guests,
  };
}
