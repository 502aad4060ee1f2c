/**
 * A whole recorded game stored straight into the database (no room, no HTTP): the replay tests'
 * long game, about 1,500 events on the classic map, one seat played by a computer.
 */
import { playbackStateOf, type GameState } from '../../shared/engine';
import { commitAction, insertGame } from '../../server/db/games';
import { playRandomGame, startedGame } from '../fixtures/engine';
import type { TestServer } from './server';

/** Stores the game of seed 5 (4 players, cards) as played by `userIds`; returns its id and length. */
export async function storeLongGame(
  server: TestServer,
  userIds: readonly number[],
): Promise<{ gameId: number; events: number }> {
  const { context } = server.app;
  const map = context.maps.get(1)!;
  const { state, events } = startedGame({ num_players: 4, cards: 0 }, map, 5);
  const played = playRandomGame(state, map, 5, 3000);
  if (played.state.status !== 3) throw new Error('the long game must end');
  const seated = (s: GameState): GameState => ({
    ...s,
    players: s.players.map((p, i) => ({
      ...p,
      user_id: userIds[i]!,
      computer: i === 3 ? 'easy' : null,
    })),
  });
  const started = seated(state);
  const gameId = await insertGame(context.db, {
    creatorId: userIds[0]!,
    mapId: map.id,
    password: '',
    state: started,
    nextDeadline: null,
  });
  const all = [...events, ...played.events];
  const committed = await commitAction(context.db, {
    gameId,
    previousVersion: started.version,
    state: seated(played.state),
    events: all,
    actionVersions: {},
    nextDeadline: null,
    seats: null,
    notifications: [],
    firstSeq: 1,
    now: context.now(),
    startState: playbackStateOf(started, 0),
  });
  if (!committed) throw new Error('the long game was not stored');
  return { gameId, events: all.length };
}
