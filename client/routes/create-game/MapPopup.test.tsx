import { describe, expect, it } from 'vitest';
import type { MapEntity } from '../../../shared/protocol/maps';
import { renderMarkup } from '../../testing/markup';
import { MapPopup } from './MapPopup';

const map = {
  id: 1,
  name: 'Classic World',
  author: 'Staff',
  num_territories: 42,
  num_regions: 6,
  recommended_players_string: '3-6',
  caps: 9,
  num_games_total: 3,
  num_games_recent: 1,
  creationDate: '1 Jan 2026',
  imageThumbnailUrl: '/assets/img/maps/1.small.jpg',
} as MapEntity;

const noop = () => undefined;

describe('the map popup', () => {
  it("offers 'Play on this map' to players only, never to guests", () => {
    const player = renderMarkup(<MapPopup map={map} canPlay onPlay={noop} onClose={noop} />);
    expect(player).toContain('Play on this map');
    expect(player).toContain('42 in 6 regions');
    const guest = renderMarkup(<MapPopup map={map} canPlay={false} onPlay={noop} onClose={noop} />);
    expect(guest).not.toContain('Play on this map');
    expect(guest).toContain('href="/maps/1"');
  });
});
