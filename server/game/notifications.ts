import type { Action, GameState } from '../../shared/engine';
import type { PushKind } from '../../shared/protocol/push';
import { joinLinkOf } from '../../shared/protocol/invites';
import { sendPushToUser } from '../services/push/send';
import type { AppContext } from '../context';
import { GAME_STATUSES } from '../../shared/engine';
import type { NewNotification, NotificationKind } from '../db/notifications';

export type { NewNotification };

/** The notifications one accepted action causes: turns starting, the game starting or ending, removals. */
export function notificationsFor(
  gameId: number,
  before: GameState,
  after: GameState,
  action: Action,
): NewNotification[] {
  const out: NewNotification[] = [];
  // Computer players read nothing.
  const computers = new Set(
    [...before.players, ...after.players].filter((p) => p.computer).map((p) => p.user_id),
  );
  const note = (userId: number, kind: NotificationKind, text: string, timeout = -1) => {
    if (!computers.has(userId)) out.push({ userId, kind, gameId, text, timeout });
  };
  if (before.status === GAME_STATUSES.pregame && after.status === GAME_STATUSES.running) {
    for (const p of after.players) note(p.user_id, 'game-started', `Game #${gameId} has started.`);
  }
  if (before.status === GAME_STATUSES.running && after.status === GAME_STATUSES.ended) {
    for (const p of after.players) note(p.user_id, 'game-ended', `Game #${gameId} has ended.`);
  }
  if (after.status === GAME_STATUSES.running) {
    const running = new Set(before.turns.map((t) => t.turn_id));
    for (const turn of after.turns) {
      if (!running.has(turn.turn_id))
        note(turn.user_id, 'your-turn', `It is your turn in game #${gameId}.`);
    }
  }
  if (
    before.status === GAME_STATUSES.pregame &&
    (action.type === 'tick' || action.type === 'kick')
  ) {
    const remaining = new Set(after.players.map((p) => p.user_id));
    for (const p of before.players) {
      if (!remaining.has(p.user_id))
        note(p.user_id, 'kicked', `You were removed from game #${gameId}.`);
    }
  }
  if (action.type === 'replace-seat') {
    const replaced = before.players[action.player_id - 1];
    if (replaced)
      note(
        replaced.user_id,
        'kicked',
        `You missed 3 turns in a row in game #${gameId}: a computer player has taken over your seat.`,
      );
  }
  return out;
}

// The game notifications that also go to the players' devices (each user chooses which kinds).
const PUSHED: Partial<Record<NotificationKind, PushKind>> = {
  'your-turn': 'your-turn',
  'game-started': 'game-started',
  'game-ended': 'game-ended',
  invited: 'invited',
};

/** Sends stored notifications as web pushes too; call once they are committed. Does not wait. */
export function pushNotifications(context: AppContext, list: readonly NewNotification[]): void {
  for (const note of list) {
    const kind = PUSHED[note.kind];
    if (!kind) continue;
    void sendPushToUser(context, note.userId, {
      kind,
      title: 'Conquest',
      body: note.text,
      // An invitation opens the game's join form; the others the game.
      url: note.kind === 'invited' ? joinLinkOf(note.gameId) : `/game/${note.gameId}`,
    });
  }
}
