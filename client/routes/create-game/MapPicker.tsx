import { useId, useState } from 'react';
import { PLAYER_COUNTS } from '../../../shared/maps/types';
import { MAP_SIZES, type MapEntity, type MapSize } from '../../../shared/protocol/maps';
import { MapPopup } from './MapPopup';

interface MapFilters {
  text: string;
  size: MapSize | '';
  /** Only maps recommended for this many players; 0: any. */
  players: number;
}

export function filterMaps(maps: readonly MapEntity[], filters: MapFilters): MapEntity[] {
  const text = filters.text.trim().toLowerCase();
  return maps.filter(
    (map) =>
      (!text || map.name.toLowerCase().includes(text) || map.author.toLowerCase().includes(text)) &&
      (!filters.size || map.size === filters.size) &&
      (!filters.players ||
        (map.recommended_min_players <= filters.players &&
          filters.players <= map.recommended_max_players)),
  );
}

/** Search by name or author, size class, and the player count a map is recommended for. */
function MapFilterBar({
  filters,
  onChange,
}: {
  filters: MapFilters;
  onChange(next: MapFilters): void;
}) {
  const id = useId();
  return (
    <div className="map-picker__filters">
      <div className="map-picker__filter">
        <label htmlFor={`${id}text`}>Search</label>
        <input
          id={`${id}text`}
          type="search"
          value={filters.text}
          onChange={(e) => onChange({ ...filters, text: e.target.value })}
        />
      </div>
      <div className="map-picker__filter">
        <label htmlFor={`${id}size`}>Size</label>
        <select
          id={`${id}size`}
          value={filters.size}
          onChange={(e) => onChange({ ...filters, size: e.target.value as MapSize | '' })}
        >
          <option value="">Any</option>
          {MAP_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="map-picker__filter">
        <label htmlFor={`${id}players`}>Fits players</label>
        <select
          id={`${id}players`}
          value={filters.players}
          onChange={(e) => onChange({ ...filters, players: Number(e.target.value) })}
        >
          <option value={0}>Any</option>
          {PLAYER_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export interface MapPickerProps {
  maps: readonly MapEntity[];
  selectedId: number | null;
  canPlay: boolean;
  onSelect(mapId: number): void;
}

/** The map list with its filters; a map opens its popup, from which it is chosen. */
export function MapPicker({ maps, selectedId, canPlay, onSelect }: MapPickerProps) {
  const [filters, setFilters] = useState<MapFilters>({ text: '', size: '', players: 0 });
  const [open, setOpen] = useState<MapEntity | null>(null);
  const shown = filterMaps(maps, filters);
  return (
    <div className="map-picker">
      <MapFilterBar filters={filters} onChange={setFilters} />
      <ul className="map-picker__list">
        {shown.map((map) => (
          <li key={map.id}>
            <button
              type="button"
              className={`map-picker__map${map.id === selectedId ? ' map-picker__map--selected' : ''}`}
              aria-pressed={map.id === selectedId}
              onClick={() => setOpen(map)}
            >
              <img src={map.imageThumbnailUrl} alt="" loading="lazy" />
              <span className="map-picker__name">{map.name}</span>
              <span className="muted">
                {map.num_territories} territories · {map.recommended_players_string} players
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="muted">No map matches these filters.</p>}
      {open && (
        <MapPopup
          map={open}
          canPlay={canPlay}
          onPlay={() => {
            onSelect(open.id);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
