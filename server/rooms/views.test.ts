import { Encoder } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import type { Sight } from '../../shared/engine';
import {
  GameRoomState,
  PlayerSchema,
  TerritorySchema,
  TurnSchema,
} from '../../shared/protocol/gameSchema';
import { ClientView } from './views';

/** A mirror of three territories, two seats and two turns, bound to an encoder as in a room. */
function mirrorOfThree() {
  const mirror = new GameRoomState();
  for (let i = 0; i < 3; i++) mirror.territories.push(new TerritorySchema());
  for (let i = 0; i < 2; i++) mirror.players.push(new PlayerSchema());
  for (let i = 0; i < 2; i++) mirror.turns.push(new TurnSchema());
  new Encoder(mirror);
  return mirror;
}

const sight = (parts: Partial<Sight>): Sight => ({
  territories: [true, true, false],
  counts: [true, false],
  conquests: [true, true],
  dice: false,
  seat: 1,
  ...parts,
});

describe('a client view', () => {
  it('holds exactly the parts its sight shows, and follows the sight as it changes', () => {
    const mirror = mirrorOfThree();
    const client = new ClientView(7);
    client.sync(mirror, sight({}));
    const holds = () => ({
      territories: mirror.territories.map((t) => client.view.has(t)),
      counts: mirror.players.map((p) => client.view.has(p.counts)),
      secrets: mirror.players.map((p) => client.view.has(p.secret)),
      conquests: mirror.turns.map((t) => client.view.has(t.conquest)),
      dice: client.view.has(mirror.battle),
    });
    expect(holds()).toEqual({
      territories: [true, true, false],
      counts: [true, false],
      secrets: [true, false],
      conquests: [true, true],
      dice: false,
    });

    client.sync(mirror, sight({ territories: [false, true, true], dice: true, seat: 2 }));
    expect(holds()).toMatchObject({
      territories: [false, true, true],
      secrets: [false, true],
      dice: true,
    });
  });

  it('starts hidden a part the mirror puts in place of a dropped one', () => {
    const mirror = mirrorOfThree();
    const client = new ClientView(7);
    client.sync(mirror, sight({}));
    mirror.turns.pop();
    mirror.turns.push(new TurnSchema());
    client.sync(mirror, sight({ conquests: [true, false] }));
    expect(client.view.has(mirror.turns[0]!.conquest)).toBe(true);
    expect(client.view.has(mirror.turns[1]!.conquest)).toBe(false);
  });
});
