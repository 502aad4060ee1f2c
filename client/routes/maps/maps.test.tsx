import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld';
import { deriveMapDetail } from '../../../shared/protocol/mapEntity';
import { borderCount } from '../../../shared/maps/graph';
import { DEFAULT_DISPLAY } from '../../map/viewModel';
import { renderMarkup, tags } from '../../testing/markup';
import { MapDisplayControls } from './MapDisplayControls';
import { MapFacts, RegionTable, SelectedTerritory } from './MapDisplayPage';
import { bonusWorking, regionChecks } from './regionBorders';
import { RegionBonusPage } from './RegionBonusPage';

const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 1, total: 4 }, 'v');

describe('map display controls', () => {
  const markup = renderMarkup(
    <MapDisplayControls options={DEFAULT_DISPLAY} capitalCounts={[2, 3]} onChange={() => {}} />,
  );

  it('offers the five controls of the specification, each labelled', () => {
    for (const label of [
      'Map size',
      'Territory colour',
      'Show capitals',
      'Colourblind filter',
      'Show adjacencies',
    ]) {
      expect(markup).toContain(label);
    }
    expect(tags(markup, 'select')).toHaveLength(3);
    expect(tags(markup, 'input').map((i) => i.type)).toEqual(['checkbox', 'checkbox']);
  });

  it('lists the ten colours, and capitals only for counts the map has', () => {
    // Ten colours, then the capitals' None (0) and the two counts.
    expect(tags(markup, 'option').filter((o) => /^\d$/.test(o.value ?? '')).length).toBe(
      10 + 1 + 2,
    );
    expect(markup).toContain('3 players');
    expect(markup).not.toContain('4 players');
  });
});

describe('map facts and regions', () => {
  it('shows the derived facts and every region with its bonus', () => {
    const markup = renderMarkup(
      <>
        <MapFacts map={detail} />
        <RegionTable map={detail} />
      </>,
    );
    expect(markup).toContain('3-6');
    expect(markup).toContain('4 (1 in the last 30 days)');
    expect(markup).toContain('<th scope="row">Asia</th><td>12</td><td>+7</td>');
  });
});

describe('selected territory', () => {
  it('names the tapped territory, its region and its borders', () => {
    const markup = renderMarkup(<SelectedTerritory map={detail} id={1} />);
    expect(markup).toContain('<strong>Alaska</strong> (North America, +5) borders');
    expect(markup).toContain('Northwest Territory, Alberta, Kamchatka.');
  });

  it('explains how to move and tap when nothing is selected', () => {
    expect(renderMarkup(<SelectedTerritory map={detail} id={null} />)).toContain('tap a territory');
  });
});

describe('region-bonus calculator', () => {
  it('shows the formula result for its starting values', () => {
    const markup = renderMarkup(<RegionBonusPage />, { path: '/tools/region-bonus' });
    expect(markup).toContain('<h1>Region-bonus calculator</h1>');
    expect(markup).toContain('Bonus <strong>+3</strong>');
    expect(markup).toContain('6 / 3 + 3 / 2.5 = 3.2');
  });

  it('checks a map: the classic bonuses beside the calculator', () => {
    const checks = regionChecks(detail);
    expect(checks.map((r) => r.borders)).toEqual(
      CLASSIC_WORLD.regions.map((r) => borderCount(CLASSIC_WORLD, r.id)),
    );
    // The calculator bonuses documented in shared/maps/graph.ts, beside DESIGN §8's.
    expect(checks.map((r) => [r.calculated, r.bonus])).toEqual([
      [4, 5],
      [2, 2],
      [4, 5],
      [3, 3],
      [6, 7],
      [2, 2],
    ]);
    expect(bonusWorking(13, 4)).toBe('13 / 3 + 4 / 2.5 = 5.93');
  });
});
