import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, view, type ReplayEvent } from '../../../../shared/engine';
import { updateStateOf } from '../../../../shared/protocol/updateState';
import { gridMap, startedGame } from '../../../../test/fixtures/engine';
import type { ColorId } from '../../../../shared/constants';
import { COLOR_LETTERS } from '../../../map/colourblind';
import { GameStore } from '../../../state/game/store';
import { renderMarkup, tags } from '../../../testing/markup';
import { PlayContext, type PlayContextValue } from '../PlayContext';
import { diceLabel, territoryHandlers } from './LogLine';
import { LogTab } from './LogTab';

const map = gridMap();

/** The log tab of seat 1 in a running 2-player game, its log and the last roll given. */
function setup(
  logOf: (onTurn: number) => ReplayEvent[],
  dice: { attacker: number[]; defender: number[] } | null = null,
) {
  const { state } = startedGame({ num_players: 2 }, map);
  const onTurn = state.turns[0]!.player_id;
  const log = logOf(onTurn);
  const names = new Map(state.players.map((p, i) => [p.user_id, ['Ann', 'Bob'][i]!]));
  const seat = view(state, map, { player_id: 1 }, names);
  const store = new GameStore();
  store.acceptUpdateState(
    updateStateOf({ ...seat, dice }, { gameId: 1, now: 0, log, betaMap: false }),
  );
  const colorOf = (id: number) => state.players[id - 1]!.color;
  const holderOf = (territory: number) => state.territories[territory - 1]!.player_id;
  return { store, onTurn, colorOf, holderOf };
}

function render(store: GameStore, colourblind = false) {
  const value = { store, map, api: null } as unknown as PlayContextValue;
  return renderMarkup(
    <PlayContext.Provider value={value}>
      <LogTab colourblind={colourblind} />
    </PlayContext.Provider>,
  );
}

const event = (type: number, player: number, p: number[] = []) =>
  ({
    type,
    player_id: player,
    param1: p[0] ?? 0,
    param2: p[1] ?? 0,
    param3: p[2] ?? 0,
    param4: p[3] ?? 0,
  }) as ReplayEvent;

describe('the game log tab', () => {
  it('shows each acting player by name beside a dot of their colour', () => {
    const { store, colorOf } = setup(() => [event(EVENT_TYPES.TURN_END, 2, [1])]);
    const markup = render(store);
    expect(markup).toContain(`--swatch:var(--player-${colorOf(2)})`);
    expect(markup).toContain(
      '<strong class="log-player__name"><a class="player-link" href="/users/101" data-discover="true">Bob</a></strong></span> missed the turn.',
    );
    // The colourblind option adds the colour's letter, as on the map's discs.
    const letter = COLOR_LETTERS[colorOf(2) as ColorId];
    expect(markup).not.toContain(`aria-hidden="true">${letter}</span>`);
    expect(render(store, true)).toContain(`aria-hidden="true">${letter}</span>`);
  });

  it('shows the dice of the last attack with a text alternative, and its losses', () => {
    const dice = { attacker: [6, 3, 1], defender: [5, 2] };
    const attack = (p: number) => event(EVENT_TYPES.ATTACK, p, [1, 2, 1, 2]);
    const { store, onTurn, colorOf, holderOf } = setup((p) => [attack(p), attack(p)], dice);
    const markup = render(store);
    const label = 'Dice: attacker 6, 3, 1; defender 5, 2';
    expect(diceLabel(dice)).toBe(label);
    // Only the last attack's roll is in the projection: the earlier line shows its losses alone.
    expect(tags(markup, 'span').filter((s) => s['aria-label'] === label)).toHaveLength(1);
    expect(markup.match(/log-die log-die--attacker/g)).toHaveLength(3);
    expect(markup.match(/log-die log-die--defender/g)).toHaveLength(2);
    expect(markup.match(/<span class="log-losses">lost 1, killed 2.<\/span>/g)).toHaveLength(2);
    // In the players' colours, as on the map: the attacker's, and territory 2's holder's.
    const dieOf = (player: number) => `style="background:var(--player-${colorOf(player)});color:`;
    expect(markup.split(`log-die--attacker" ${dieOf(onTurn)}`)).toHaveLength(4);
    const defender = holderOf(2);
    expect(defender).not.toBe(onTurn);
    expect(markup.split(`log-die--defender" ${dieOf(defender)}`)).toHaveLength(3);
    expect(markup.indexOf(label)).toBeGreaterThan(markup.lastIndexOf('log-line--attack'));
  });

  it('shows no dice where the projection holds none (fog, or another turn)', () => {
    const { store } = setup((p) => [event(EVENT_TYPES.ATTACK, p, [1, 2, 1, 2])]);
    expect(render(store)).not.toContain('log-dice');
  });

  it('sets conquests and players leaving apart', () => {
    const { store } = setup(() => [
      event(EVENT_TYPES.CONQUER, 1, [1, 2, 0, 2]),
      event(EVENT_TYPES.PLAYER_OUT, 2, [1, 1]),
    ]);
    const markup = render(store);
    expect(markup).toContain('class="log-line log-line--conquest"');
    expect(markup).toContain('class="log-line log-line--out"');
  });

  it('makes territories buttons that point the map at them while hovered, focused or tapped', () => {
    const { store } = setup(() => [event(EVENT_TYPES.REINFORCE, 1, [3, 2])]);
    const markup = render(store);
    expect(tags(markup, 'button').map((b) => b['data-territory'])).toEqual(['3']);
    const three = territoryHandlers(store, 3);
    three.onFocus();
    expect(store.get().highlighted).toBe(3);
    // Focus moving on: the next button points before the previous one lets go.
    territoryHandlers(store, 4).onFocus();
    three.onBlur();
    expect(store.get().highlighted).toBe(4);
    territoryHandlers(store, 4).onMouseLeave();
    expect(store.get().highlighted).toBeNull();
    three.onClick();
    expect(store.get().highlighted).toBe(3);
  });
});
