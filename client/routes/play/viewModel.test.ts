import { describe, expect, it } from 'vitest';
import {
  OUT_REASONS,
  validSources,
  validTargets,
  view,
  viewerOfUser,
} from '../../../shared/engine';
import { gridMap, must, startedGame } from '../../../test/fixtures/engine';
import type { GameState } from '../../../shared/engine';
import type { GameMap } from '../../../shared/maps/types';
import type { MapDetail } from '../../../shared/protocol/maps';
import { gameMapOf } from '../../../shared/protocol/maps';
import { Graphics } from 'pixi.js';
import { GameStore } from '../../state/game/store';
import { drawSelection } from './canvas/playLayers';
import { initialMode } from './inputModes';
import {
  baseView,
  currentBattle,
  eliminationText,
  lastConquestBy,
  lastElimination,
  isNews,
  overlayView,
} from './viewModel';

const map = gridMap();

/** The map detail the server would send for the fixture map. */
function detailOf(m: GameMap): MapDetail {
  return {
    id: m.id,
    name: m.name,
    author: m.author,
    status: m.status,
    width: m.width,
    height: m.height,
    imageUrl: '/map.jpg',
    imageThumbnailUrl: '/map-small.jpg',
    territories: m.territories.map((t) => ({ ...t, outline: [] })),
    regions: m.regions,
    capitals: {},
    hills: [],
    creationDateRaw: m.creationDate,
    recommended_min_players: 2,
    recommended_max_players: 4,
    tokenCost: 0,
  } as unknown as MapDetail;
}

/** The projection the seat of `userId` receives. */
function viewFor(state: GameState, userId: number) {
  return view(state, map, viewerOfUser(state, userId));
}

function begun(options = {}) {
  const { state } = startedGame({ num_players: 2, cards: 3, ...options }, map, 7);
  const turn = state.turns[0]!;
  return { state: must(state, { type: 'begin-turn', player_id: turn.player_id }, map).state, turn };
}

describe('the selection helpers on the viewer’s projection', () => {
  it('give the same answers as on the real state', () => {
    const { state, turn } = begun();
    const id = turn.player_id;
    const client = viewFor(state, turn.user_id);
    const clientMap = gameMapOf(detailOf(map));
    expect(validSources(client, clientMap, id)).toEqual(validSources(state, map, id));
    const placed = must(
      state,
      {
        type: 'place-troops',
        player_id: id,
        territory: validSources(state, map, id)[0]!,
        num_troops: state.players[id - 1]!.reinforcements,
      },
      map,
    ).state;
    const attacking = must(
      placed,
      { type: 'advance-phase', player_id: id, from_step: 2 },
      map,
    ).state;
    const copy = viewFor(attacking, turn.user_id);
    const sources = validSources(attacking, map, id);
    expect(validSources(copy, clientMap, id)).toEqual(sources);
    for (const from of sources) {
      expect(validTargets(copy, clientMap, id, from)).toEqual(
        validTargets(attacking, map, id, from),
      );
    }
  });

  it('never offers fogged territories as the viewer’s own', () => {
    const { state, turn } = begun({ fog_of_war: 1 });
    const projection = viewFor(state, turn.user_id);
    const fogged = projection.territories.flatMap((t, i) => (t.player_id === null ? [i + 1] : []));
    expect(fogged.length).toBeGreaterThan(0);
    const sources = validSources(projection, map, turn.player_id);
    expect(sources.some((t) => fogged.includes(t))).toBe(false);
  });
});

describe('the view model', () => {
  it('draws each disc in its owner’s colour with its troops; fogged ones unknown', () => {
    const { state, turn } = begun({ fog_of_war: 1 });
    const projection = viewFor(state, turn.user_id);
    const drawn = baseView(detailOf(map), projection, {
      showAdjacencies: true,
      colourblind: false,
    });
    for (const t of drawn.territories) {
      const shown = projection.territories[t.id - 1]!;
      if (shown.player_id === null) {
        expect(t).toMatchObject({ color: null, troops: null, fogged: true });
      } else {
        const owner = shown.player_id === 0 ? 0 : projection.players[shown.player_id - 1]!.color;
        expect(t).toMatchObject({ color: owner, troops: shown.troops, fogged: false });
      }
    }
    expect(drawn.showAdjacencies).toBe(true);
  });

  it('marks the discs of the player on turn', () => {
    const { state, turn } = begun();
    const projection = viewFor(state, turn.user_id);
    const drawn = baseView(detailOf(map), projection, {
      showAdjacencies: false,
      colourblind: false,
    });
    for (const t of drawn.territories) {
      const owner = projection.territories[t.id - 1]!.player_id;
      expect(t.onTurn).toBe(owner === turn.player_id);
    }
  });

  it('overlays the pickable territories, the selection with its arrow, and the last roll', () => {
    const { state, turn } = begun();
    const projection = {
      ...viewFor(state, turn.user_id),
      dice: { attacker: [6, 150], defender: [2] },
    };
    const log = [
      { type: 4 as const, player_id: turn.player_id, param1: 1, param2: 2, param3: 0, param4: 1 },
    ];
    const mode = { kind: 'pickCount', purpose: 'attack', source: 1, target: 2 } as const;
    expect(overlayView(projection, log, mode, [2, 5])).toEqual({
      pickable: [2, 5],
      source: 1,
      target: 2,
      arrow: { from: 1, to: 2, kind: 'attack' },
      lastConquer: null,
      dice: {
        at: 2,
        attacker: [6, 150],
        defender: [2],
        roll: '0:6,150:2',
        colors: {
          attacker: projection.players[turn.player_id - 1]!.color,
          defender:
            projection.territories[1]!.player_id === turn.player_id
              ? null
              : projection.players[projection.territories[1]!.player_id! - 1]!.color,
        },
      },
      highlighted: null,
    });
    // The next roll, even with the same dice, is another roll (the map tumbles them again).
    const again = overlayView(projection, [...log, ...log], mode, [2, 5]);
    expect(again.dice?.roll).toBe('1:6,150:2');
    const idle = overlayView(
      projection,
      [],
      initialMode({ step: null, sources: [], targetsOf: () => [], lastConquer: null }),
      [],
    );
    expect(idle).toMatchObject({ source: null, target: null, arrow: null, dice: null });
  });

  it('names the turn’s last battle with its dice, and none where fog hides the dice', () => {
    const { state, turn } = begun();
    const seen = { ...viewFor(state, turn.user_id), dice: { attacker: [5, 3], defender: [4] } };
    const attack = (from: number, to: number) => ({
      type: 4 as const,
      player_id: turn.player_id,
      param1: from,
      param2: to,
      param3: 0,
      param4: 1,
    });
    expect(currentBattle(seen, [attack(1, 2), attack(5, 6)])).toEqual({
      by: turn.player_id,
      from: 5,
      to: 6,
      attacker: [5, 3],
      defender: [4],
      logIndex: 1,
    });
    expect(currentBattle({ ...seen, dice: null }, [attack(5, 6)])).toBeNull();
  });

  it('drops the dice at the attacker’s next turn, even with no attack in it yet', () => {
    const { state, turn } = begun();
    const seen = { ...viewFor(state, turn.user_id), dice: { attacker: [5], defender: [4] } };
    const event = (type: 1 | 4 | 7) => ({
      type,
      player_id: turn.player_id,
      param1: 5,
      param2: 6,
      param3: 0,
      param4: 0,
    });
    expect(currentBattle(seen, [event(1), event(4)])).not.toBeNull();
    expect(currentBattle(seen, [event(4), event(7), event(1)])).toBeNull();
  });

  it('takes the dice off the map once the attacker’s turn is over', () => {
    const { state, turn } = begun();
    const projection = {
      ...viewFor(state, turn.user_id),
      dice: { attacker: [6], defender: [2] },
    };
    const other = turn.player_id === 1 ? 2 : 1;
    const log = [
      { type: 4 as const, player_id: other, param1: 1, param2: 2, param3: 0, param4: 1 },
    ];
    const idle = initialMode({ step: null, sources: [], targetsOf: () => [], lastConquer: null });
    expect(overlayView(projection, log, idle, []).dice).toBeNull();
  });

  it('finds the viewer’s latest battle conquest, not a capital transfer or another’s', () => {
    const conquer = (player: number, from: number, to: number) => ({
      type: 5 as const,
      player_id: player,
      param1: from,
      param2: to,
      param3: 0,
      param4: 2,
    });
    const log = [conquer(1, 3, 4), conquer(2, 5, 6), conquer(1, 0, 9)].map((e, i) => ({
      ...e,
      seq: 20 + i,
    }));
    expect(lastConquestBy(log, 1)).toEqual({ seq: 20, territory: 4 });
    expect(lastConquestBy([conquer(2, 5, 6)], 1)).toBeNull();
  });

  it('rings on the map the territory the game log points at, from the game store', () => {
    const { state, turn } = begun();
    const projection = viewFor(state, turn.user_id);
    const idle = initialMode({ step: null, sources: [], targetsOf: () => [], lastConquer: null });
    const store = new GameStore();
    const drawn = () => overlayView(projection, [], idle, [], store.get().highlighted);
    expect(drawn().highlighted).toBeNull();
    store.setHighlighted(7);
    expect(drawn()).toMatchObject({ highlighted: 7, source: null, arrow: null });
    // The canvas's selection layer draws its ring around that territory, and nothing without it.
    const base = baseView(detailOf(map), projection, {
      showAdjacencies: false,
      colourblind: false,
    });
    const g = new Graphics();
    drawSelection(g, base, drawn(), 1);
    const seven = map.territories[6]!;
    expect(g.bounds.x + g.bounds.width / 2).toBeCloseTo(seven.x);
    expect(g.bounds.y + g.bounds.height / 2).toBeCloseTo(seven.y);
    store.setHighlighted(null);
    expect(drawn().highlighted).toBeNull();
    drawSelection(g, base, drawn(), 1);
    expect(g.bounds.width).toBe(0);
  });
});

describe('the elimination banner', () => {
  const out = (player: number, by: number, reason: number) => ({
    type: 8 as const,
    player_id: player,
    param1: by,
    param2: reason,
    param3: 0,
    param4: 0,
  });
  const names = (id: number) => ['', 'Ann', 'Bob', 'Cyd'][id] ?? `Player ${id}`;

  it('finds the latest elimination, not a resignation nor a player leaving', () => {
    expect(lastElimination([])).toBeNull();
    expect(
      lastElimination([out(2, 0, OUT_REASONS.resigned), out(3, 0, OUT_REASONS.left)]),
    ).toBeNull();
    const log = [
      { ...out(2, 1, OUT_REASONS.eliminated), seq: 40 },
      { ...out(3, 0, OUT_REASONS.resigned), seq: 41 },
    ];
    expect(lastElimination(log)).toEqual({ seq: 40, player: 2, by: 1 });
  });

  it('announces a line that came after the screen opened, once, however late the banner mounts', () => {
    // Not before the screen has its first log; not what it had then (seq 40 and older).
    expect(isNews(41, null, -1)).toBe(false);
    expect(isNews(40, 40, -1)).toBe(false);
    expect(isNews(12, 40, -1)).toBe(false);
    // A line after it, though the banner mounted only once it was in the log: news, once.
    expect(isNews(41, 40, -1)).toBe(true);
    expect(isNews(41, 40, 41)).toBe(false);
    // An empty log at the opening: the first line is news.
    expect(isNews(0, -1, -1)).toBe(true);
  });

  it('speaks to the eliminated, to the eliminator and to everybody else', () => {
    expect(eliminationText({ player: 2, by: 1 }, 2, names)).toBe('You were eliminated.');
    expect(eliminationText({ player: 2, by: 1 }, 1, names)).toBe('You eliminated Bob.');
    expect(eliminationText({ player: 2, by: 1 }, 3, names)).toBe('Bob was eliminated.');
    expect(eliminationText({ player: 2, by: 0 }, 0, names)).toBe('Bob was eliminated.');
  });
});
