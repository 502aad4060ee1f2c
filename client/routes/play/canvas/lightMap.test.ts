import { describe, expect, it } from 'vitest';
import { COLORS } from '../../../../shared/constants';
import { deriveMapDetail } from '../../../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../../../test/support/classicWorld';
import { fitCamera, screenToMap } from '../../../map/camera';
import { layoutOf } from '../../../map/discLayout';
import { resolveTap } from '../../../map/hitTest';
import { PHONE_FIT_PADDING } from '../../../map/markerScale';
import { territoryViews, type MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { discPaints } from './lightMap';

const map = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');
/** Territory 1 fogged, 2 unseen (no disc), the rest blue with their id as troops. */
const view: MapView = {
  width: map.width,
  height: map.height,
  image: null,
  territories: territoryViews(map, (t) =>
    t.id === 1
      ? { color: null, troops: null, capital: false, fogged: true }
      : t.id === 2
        ? { color: null, troops: null, capital: false }
        : { color: 2, troops: t.id, capital: false },
  ),
  showAdjacencies: false,
  colourblind: false,
  scale: 1,
};
const overlay: PlayOverlay = {
  pickable: [],
  source: 3,
  target: 4,
  arrow: null,
  lastConquer: null,
  dice: null,
  highlighted: null,
};
/** The fitted view of the play screen on a 390 px phone. */
const phone = fitCamera({
  viewWidth: 390,
  viewHeight: 670,
  contentWidth: map.width,
  contentHeight: map.height,
  padding: PHONE_FIT_PADDING,
  alignTop: true,
});

describe('the light map', () => {
  it('paints each seen territory where the layout puts its disc, in its colour, with its count', () => {
    const camera = { x: 10, y: 20, zoom: 1 };
    const paints = discPaints(view, overlay, camera);
    const layout = layoutOf(view, 1);
    expect(paints).toHaveLength(view.territories.length - 1);
    expect(paints[0]).toMatchObject({ fill: '#2b333d', text: '?', ring: null });
    const third = layout.discs[2]!;
    expect(paints[1]).toEqual({
      x: 10 + third.x,
      y: 20 + third.y,
      radius: third.radius,
      fill: COLORS[2].hex,
      text: '3',
      textColor: '#ffffff',
      ring: 'source',
    });
    expect(paints[2]).toMatchObject({ text: '4', ring: 'target' });
    expect(paints[3]).toMatchObject({ text: '5', ring: null });
  });

  it('leaves the counts off discs too small for them, as the full map does', () => {
    const far = discPaints(view, overlay, { x: 0, y: 0, zoom: 0.05 });
    expect(far.every((paint) => paint.text === null)).toBe(true);
  });

  it('paints every disc where a tap on the phone selects that territory', () => {
    const layout = layoutOf(view, phone.zoom);
    const paints = discPaints(view, overlay, phone);
    const seen = view.territories.filter((t) => t.color !== null || t.fogged);
    expect(paints).toHaveLength(seen.length);
    paints.forEach((paint, i) => {
      const at = screenToMap(phone, paint, 1, 0);
      expect(resolveTap(view, layout, at, phone.zoom)).toEqual({ kind: 'one', id: seen[i]!.id });
    });
  });
});
