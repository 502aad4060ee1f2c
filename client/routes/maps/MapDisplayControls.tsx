import { useId } from 'react';
import { COLORS, type ColorId } from '../../../shared/constants';
import { MAP_SIZE_OPTIONS, type DisplayOptions } from '../../map/viewModel';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export interface MapDisplayControlsProps {
  options: DisplayOptions;
  /** Player counts with a capital layout. */
  capitalCounts: number[];
  onChange: (options: DisplayOptions) => void;
}

/** The map display page's controls (spec §2): size, territory colour, capitals, colourblind filter, adjacencies. */
export function MapDisplayControls({ options, capitalCounts, onChange }: MapDisplayControlsProps) {
  const id = useId();
  const set = (patch: Partial<DisplayOptions>) => onChange({ ...options, ...patch });
  return (
    <form
      className="map-controls"
      aria-label="Map display options"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="map-controls__item">
        <label htmlFor={`${id}size`}>Map size</label>
        <select
          id={`${id}size`}
          value={options.size}
          onChange={(e) => set({ size: e.target.value === 'small' ? 'small' : 'large' })}
        >
          {MAP_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {capitalise(size)}
            </option>
          ))}
        </select>
      </div>
      <div className="map-controls__item">
        <label htmlFor={`${id}color`}>Territory colour</label>
        <select
          id={`${id}color`}
          value={String(options.color)}
          onChange={(e) =>
            set({ color: e.target.value === 'none' ? 'none' : (Number(e.target.value) as ColorId) })
          }
        >
          <option value="none">None</option>
          {COLORS.map((c) => (
            <option key={c.id} value={c.id}>
              {capitalise(c.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="map-controls__item">
        <label htmlFor={`${id}capitals`}>Show capitals</label>
        <select
          id={`${id}capitals`}
          value={String(options.capitals)}
          onChange={(e) => set({ capitals: Number(e.target.value) })}
        >
          <option value="0">None</option>
          {capitalCounts.map((count) => (
            <option key={count} value={count}>
              {count} players
            </option>
          ))}
        </select>
      </div>
      <label className="map-controls__item map-controls__check">
        <input
          type="checkbox"
          checked={options.colourblind}
          onChange={(e) => set({ colourblind: e.target.checked })}
        />
        Colourblind filter
      </label>
      <label className="map-controls__item map-controls__check">
        <input
          type="checkbox"
          checked={options.adjacencies}
          onChange={(e) => set({ adjacencies: e.target.checked })}
        />
        Show adjacencies
      </label>
    </form>
  );
}
