import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { MapEntity } from '../../../shared/protocol/maps';
import { Button } from '../../ui/Button';

export interface MapPopupProps {
  map: MapEntity;
  canPlay: boolean;
  onPlay(): void;
  onClose(): void;
}

/** A map's facts in a modal dialog; guests do not get 'Play on this map'. */
export function MapPopup({ map, canPlay, onPlay, onClose }: MapPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="map-popup card"
      aria-labelledby="map-popup-title"
      onClose={onClose}
    >
      <h2 id="map-popup-title">{map.name}</h2>
      <img className="map-popup__image" src={map.imageThumbnailUrl} alt={`The ${map.name} map`} />
      <dl className="map-popup__facts">
        <dt>Author</dt>
        <dd>{map.author}</dd>
        <dt>Territories</dt>
        <dd>
          {map.num_territories} in {map.num_regions} regions
        </dd>
        <dt>Recommended</dt>
        <dd>{map.recommended_players_string} players</dd>
        <dt>Capitals</dt>
        <dd>{map.caps > 0 ? `up to ${map.caps} players` : 'none'}</dd>
        <dt>Games</dt>
        <dd>
          {map.num_games_total} ({map.num_games_recent} in the last 30 days)
        </dd>
        <dt>Created</dt>
        <dd>{map.creationDate}</dd>
      </dl>
      <div className="button-row">
        {canPlay && <Button onClick={onPlay}>Play on this map</Button>}
        <Link className="btn btn--ghost" to={`/maps/${map.id}`}>
          Map page
        </Link>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </dialog>
  );
}
