import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { regionBonus } from '../../../shared/constants';
import { FormField } from '../../ui/FormField';
import { usePageTitle } from '../../ui/usePageTitle';
import { bonusWorking, regionChecks } from './regionBorders';
import { useMapDetail, useMapList } from './useMapData';
import './maps.css';

/** A non-negative whole number from an input, or null while the text is not one. */
function count(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text) : null;
}

function Calculator() {
  const [territories, setTerritories] = useState('6');
  const [borders, setBorders] = useState('3');
  const t = count(territories);
  const b = count(borders);
  return (
    <form className="card bonus-calculator" onSubmit={(e) => e.preventDefault()}>
      <FormField
        label="Territories in the region"
        name="territories"
        inputMode="numeric"
        value={territories}
        error={t === null ? 'Enter a whole number.' : undefined}
        onChange={(e) => setTerritories(e.target.value)}
      />
      <FormField
        label="Border territories"
        name="borders"
        inputMode="numeric"
        value={borders}
        error={b === null ? 'Enter a whole number.' : undefined}
        message={{ text: 'Territories of the region next to another region.', tone: 'info' }}
        onChange={(e) => setBorders(e.target.value)}
      />
      <output className="bonus-calculator__result" aria-live="polite" data-testid="bonus-result">
        {t !== null && b !== null ? (
          <>
            Bonus <strong>+{regionBonus(t, b)}</strong>
            <span className="muted"> ({bonusWorking(t, b)}, rounded)</span>
          </>
        ) : (
          'Enter both numbers.'
        )}
      </output>
    </form>
  );
}

function MapCheck() {
  const [params, setParams] = useSearchParams();
  const maps = useMapList();
  const selected = params.get('map') ?? '';
  const map = useMapDetail(selected || undefined);
  return (
    <section className="bonus-check">
      <h2>Check a map</h2>
      <div className="map-controls__item">
        <label htmlFor="bonus-map">Map</label>
        <select
          id="bonus-map"
          value={selected}
          onChange={(e) => setParams(e.target.value ? { map: e.target.value } : {})}
        >
          <option value="">Choose a map</option>
          {maps.status === 'ready' &&
            maps.data.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
        </select>
      </div>
      {selected && map.status === 'ready' && (
        <div className="table-scroll">
          <table className="region-table">
            <caption>{map.data.name}: the map's bonuses beside the calculator's</caption>
            <thead>
              <tr>
                <th scope="col">Region</th>
                <th scope="col">Territories</th>
                <th scope="col">Borders</th>
                <th scope="col">Formula</th>
                <th scope="col">Map</th>
              </tr>
            </thead>
            <tbody>
              {regionChecks(map.data).map((r) => (
                <tr key={r.id}>
                  <th scope="row">{r.name}</th>
                  <td>{r.territories}</td>
                  <td>{r.borders}</td>
                  <td>+{r.calculated}</td>
                  <td>+{r.bonus}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected && map.status === 'error' && (
        <p role="alert">Could not load the map: {map.error}</p>
      )}
    </section>
  );
}

/** The region-bonus calculator tool (spec §9): territories / 3 + borders / 2.5, rounded. */
export function RegionBonusPage() {
  usePageTitle('Region-bonus calculator');
  return (
    <section className="bonus-page">
      <h1>Region-bonus calculator</h1>
      <p className="muted">
        A fair bonus for holding a whole region: a third of its territories plus its border
        territories divided by 2.5, rounded. Bigger regions and regions that are harder to defend
        are worth more.
      </p>
      <Calculator />
      <MapCheck />
    </section>
  );
}
