import { Link } from 'react-router';
import type { MapEntity } from '../../../shared/protocol/maps';
import { Button } from '../../ui/Button';
import { countOf } from '../../ui/countOf';
import { usePageTitle } from '../../ui/usePageTitle';
import { MapStatusBadge } from './MapStatusBadge';
import { useMapList } from './useMapData';
import './maps.css';

function MapCard({ map }: { map: MapEntity }) {
  return (
    <li className="map-card card">
      <Link to={`/maps/${map.id}`} className="map-card__link">
        <img
          className="map-card__image"
          src={map.imageThumbnailUrl}
          alt=""
          loading="lazy"
          width={Math.round(map.width * 0.75)}
          height={Math.round(map.height * 0.75)}
        />
        <span className="map-card__name">
          {map.name} <MapStatusBadge status={map.status} />
        </span>
      </Link>
      <p className="map-card__facts muted">
        {countOf(map.num_territories, 'territory', 'territories')} ·{' '}
        {countOf(map.num_regions, 'region')} · {map.recommended_players_string} players
      </p>
      <p className="map-card__facts muted">
        by {map.author} · {countOf(map.num_games_total, 'game')} ({map.num_games_recent} recent)
      </p>
    </li>
  );
}

/** Every map, with its picture and the facts that help choose one. */
export function MapListPage() {
  usePageTitle('Maps');
  const maps = useMapList();
  return (
    <section className="maps-page">
      <h1>Maps</h1>
      <p className="muted">
        From a 12-territory duel island to a 400-territory world of shores. Open a map to study it.
      </p>
      {maps.status === 'loading' && <p role="status">Loading maps…</p>}
      {maps.status === 'error' && (
        <div className="alert alert--error" role="alert">
          <p>Could not load the maps: {maps.error}</p>
          <Button variant="secondary" onClick={maps.retry}>
            Try again
          </Button>
        </div>
      )}
      {maps.status === 'ready' && (
        <ul className="map-grid">
          {maps.data.map((map) => (
            <MapCard key={map.id} map={map} />
          ))}
        </ul>
      )}
    </section>
  );
}
