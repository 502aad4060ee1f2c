/**
 * The game as this viewer sees it: the update-state body (spec §7), whichever transport brought it.
 * The room adapter (roomSnapshot.ts) builds the same shape from Colyseus patches.
 */
import type { UpdateStateBody } from '../../../shared/protocol/updateState';

export type GameSnapshot = UpdateStateBody;

/** Where a snapshot came from: an HTTP body is complete; a room patch lacks some turn flags. */
export type SnapshotSource = 'http' | 'room';

/** True when `next` should replace `current`: newer, or an HTTP body for the same version. */
export function isNewer(
  current: GameSnapshot | null,
  next: GameSnapshot,
  source: SnapshotSource,
): boolean {
  if (!current) return true;
  if (next.version !== current.version) return next.version > current.version;
  return source === 'http';
}

/** The viewer's seat, or 0 for a spectator. */
export function myPlayerId(s: GameSnapshot): number {
  return s.me?.player_id ?? 0;
}

/** The viewer's turn in progress, if it is the viewer's turn. */
export function myTurn(s: GameSnapshot) {
  const id = myPlayerId(s);
  return id === 0 ? null : (s.turns.find((t) => t.player_id === id) ?? null);
}

/** Players still in the game (alive, not resigned, not turned neutral). */
export function activePlayers(s: GameSnapshot) {
  return s.players.filter((p) => p.alive && !p.resigned && !p.neutral);
}
