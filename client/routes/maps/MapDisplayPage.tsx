import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { MapDetail } from '../../../shared/protocol/maps';
import { DEFAULT_DISPLAY, displayView, type DisplayOptions } from '../../map/viewModel';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/usePageTitle';
import { MapDisplayControls } from './MapDisplayControls';
import { MapStatusBadge } from './MapStatusBadge';
import { useMapDetail } from './useMapData';
import './maps.css';

// PixiJS is most of the client's weight: only pages that draw a map load it.
const MapCanvas = lazy(() => import('../../map/MapCanvas').then((m) => ({ default: m.MapCanvas })));

/** Facts about the map, all derived by the server from the map file and the games played on it. */
export function MapFacts({ map }: { map: MapDetail }) {
  const facts: [string, string][] = [
    ['Author', map.author],
    ['Created', map.creationDate],
    ['Territories', String(map.num_territories)],
    ['Regions', String(map.num_regions)],
    ['Recommended players', map.recommended_players_string],
    ['Capitals up to', map.caps > 0 ? `${map.caps} players` : 'No capitals games'],
    ['Games', `${map.num_games_total} (${map.num_games_recent} in the last 30 days)`],
  ];
  if (map.tokenCost > 0) facts.push(['Premium cost', `${map.tokenCost} tokens`]);
  return (
    <dl className="map-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The regions with their bonuses and sizes. */
export function RegionTable({ map }: { map: MapDetail }) {
  return (
    <table className="region-table">
      <caption>Regions</caption>
      <thead>
        <tr>
          <th scope="col">Region</th>
          <th scope="col">Territories</th>
          <th scope="col">Bonus</th>
        </tr>
      </thead>
      <tbody>
        {map.regions.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.name}</th>
            <td>{r.territories.length}</td>
            <td>+{r.bonus}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tapped territory: its region and neighbours, announced to screen readers too. */
export function SelectedTerritory({ map, id }: { map: MapDetail; id: number | null }) {
  const territory = id === null ? undefined : map.territories[id - 1];
  if (!territory) {
    return (
      <p className="muted map-hint">
        Drag to move the map; use the mouse wheel or pinch to zoom; tap a territory for its borders.
      </p>
    );
  }
  const region = map.regions[territory.region - 1];
  const neighbours = territory.adjacencies
    .map((n) => map.territories[n - 1]?.name ?? '')
    .join(', ');
  return (
    <p className="map-hint" aria-live="polite" data-testid="selected-territory">
      <strong>{territory.name}</strong> ({region?.name}, +{region?.bonus}) borders {neighbours}.
    </p>
  );
}

function MapDisplay({ map }: { map: MapDetail }) {
  const [options, setOptions] = useState<DisplayOptions>(DEFAULT_DISPLAY);
  const [selected, setSelected] = useState<number | null>(null);
  const view = useMemo(() => displayView(map, options, selected), [map, options, selected]);
  const capitalCounts = Object.keys(map.capitals)
    .map(Number)
    .sort((a, b) => a - b);
  return (
    <>
      <MapDisplayControls options={options} capitalCounts={capitalCounts} onChange={setOptions} />
      <div className="map-stage" style={{ maxWidth: map.width * view.scale }}>
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <MapCanvas view={view} label={`Map of ${map.name}`} onSelect={setSelected} />
        </Suspense>
      </div>
      <SelectedTerritory map={map} id={selected} />
      <div className="map-details">
        <MapFacts map={map} />
        <RegionTable map={map} />
      </div>
      <p>
        <Link to={`/tools/region-bonus?map=${map.id}`}>
          Check these bonuses with the region-bonus calculator
        </Link>
      </p>
    </>
  );
}

/** The map display page: the map on a canvas with the specification's display controls. */
export function MapDisplayPage() {
  const { mapId } = useParams();
  const map = useMapDetail(mapId);
  usePageTitle(map.status === 'ready' ? map.data.name : 'Map');
  return (
    <section className="map-page">
      <p>
        <Link to="/maps">← All maps</Link>
      </p>
      {map.status === 'loading' && <p role="status">Loading the map…</p>}
      {map.status === 'error' && (
        <div className="alert alert--error" role="alert">
          <p>Could not load this map: {map.error}</p>
          <Button variant="secondary" onClick={map.retry}>
            Try again
          </Button>
        </div>
      )}
      {map.status === 'ready' && (
        <>
          <h1>
            {map.data.name} <MapStatusBadge status={map.data.status} />
          </h1>
          <MapDisplay map={map.data} />
        </>
      )}
    </section>
  );
}
