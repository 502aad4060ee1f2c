import { describe, expect, it } from 'vitest';
import { deriveMapDetail } from '../../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld';
import { checkCreateGame, CREATE_GAME_TEXTS } from '../../../shared/protocol/createGame';
import { formPayload, INITIAL_FORM } from './createGameForm';
import { gameMapOf } from '../../../shared/protocol/maps';

const detail = deriveMapDetail(CLASSIC_WORLD, { total: 0, recent: 0 }, 'v1');

describe('the create-game form on the client', () => {
  it('rebuilds the map facts the shared check uses', () => {
    const map = gameMapOf(detail);
    expect(map.territories).toHaveLength(CLASSIC_WORLD.territories.length);
    expect(map.capitals).toEqual(CLASSIC_WORLD.capitals);
    expect(map.tokenCost).toBe(CLASSIC_WORLD.tokenCost);
  });

  it('asks for the map and the colour first, then accepts the defaults', () => {
    const initial = checkCreateGame(formPayload(INITIAL_FORM), undefined);
    expect(initial.ok ? [] : initial.errors).toEqual(['No map selected.', 'No color.']);
    const chosen = checkCreateGame(
      formPayload({ ...INITIAL_FORM, map_id: '1', color: '3' }),
      gameMapOf(detail),
    );
    expect(chosen).toMatchObject({ ok: true, warnings: [] });
  });

  it('warns about multiple decks with the same map facts as the server', () => {
    const nine = checkCreateGame(
      formPayload({ ...INITIAL_FORM, map_id: '1', color: '3', num_players: '9' }),
      gameMapOf(detail),
    );
    expect(nine.warnings).toEqual([CREATE_GAME_TEXTS.multipleDecks]);
  });

  it('sends a team only when players choose their team', () => {
    expect(
      formPayload({ ...INITIAL_FORM, players_per_team: '2', join_manner: '0' }).team,
    ).toBeUndefined();
    expect(formPayload({ ...INITIAL_FORM, players_per_team: '2', join_manner: '1' }).team).toBe(
      '1',
    );
  });
});
