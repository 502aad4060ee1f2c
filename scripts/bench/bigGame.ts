/** The game the browser benches load: a running two-player game on the largest map. */
import { gameForm, registerPlayer } from '../../test/support/gameClients.js';

/** The largest generated map (Thousand Shores, 400 territories). */
export const BIG_MAP_ID = 17;

/** A running two-player game on the big map; returns its id and a seated player's cookie. */
export async function bigGame(baseUrl: string) {
  const ann = await registerPlayer(baseUrl, 'BenchAnn');
  const ben = await registerPlayer(baseUrl, 'BenchBen');
  const created = await ann.http.json<{ game_id: number }>(
    ann.http.post('/game/create', gameForm({ map_id: BIG_MAP_ID, color: 3 })),
  );
  await ben.http.post(`/game/${created.game_id}/play/join-game`, { color: 2 });
  return {
    gameId: created.game_id,
    sid: /sid=([^;]+)/.exec(ann.http.cookieHeader)?.[1] ?? '',
    players: [ann, ben],
  };
}
