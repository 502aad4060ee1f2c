import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EDITOR_LIMITS, type MapDraft } from '../../../shared/protocol/editor';
import { Button } from '../../ui/Button';
import { editorPages } from './editorPages';
import { EditorField } from './EditorField';
import { regionColor, suggestedBonus } from './editorView';
import type { DraftHandle } from './useDraft';

interface RegionsPanelProps {
  draft: MapDraft;
  change: DraftHandle['change'];
  /** The region the paint tool uses, chosen here. */
  paintRegion: number | null;
  onPaintRegion(id: number | null): void;
}

/** The regions with their bonuses (the spec's formula offered beside each), and a new one. */
export function RegionsPanel({ draft, change, paintRegion, onPaintRegion }: RegionsPanelProps) {
  const [name, setName] = useState('');
  const mapId = draft.id;
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const added = await change('POST /api/editor/maps/:mapId/region/add', {
      params: { mapId },
      body: { region: name },
    });
    if (!added) return;
    setName('');
    onPaintRegion(added.region_id);
  };
  const setBonus = (regionId: number, bonus: number | string) =>
    void change('POST /api/editor/maps/:mapId/regions/:regionId/update', {
      params: { mapId, regionId },
      body: { bonus },
    });
  return (
    <section className="editor-panel" aria-labelledby="regions-title">
      <h2 id="regions-title">Regions</h2>
      <ul className="editor-regions">
        {draft.regions.map((r) => {
          const suggested = suggestedBonus(draft, r.id);
          const members = draft.territories.filter((t) => t.region === r.id).length;
          return (
            <li key={r.id} className={paintRegion === r.id ? 'is-painting' : undefined}>
              <label className="editor-regions__pick">
                <input
                  type="radio"
                  name="paint-region"
                  checked={paintRegion === r.id}
                  onChange={() => onPaintRegion(r.id)}
                />
                <span
                  className="editor-swatch"
                  style={{ background: `var(--player-${regionColor(draft, r.id)})` }}
                />
                <Link to={editorPages.region(draft.id, r.id)}>{r.name}</Link>
                <span className="muted">
                  {members} {members === 1 ? 'territory' : 'territories'}
                </span>
              </label>
              <div className="editor-row">
                <EditorField
                  label="Bonus"
                  type="number"
                  value={r.bonus}
                  min={0}
                  max={EDITOR_LIMITS.maxBonus}
                  onCommit={(bonus) => setBonus(r.id, bonus)}
                />
                <Button
                  variant="ghost"
                  disabled={suggested === r.bonus}
                  title="Territories / 3 + border territories / 2.5, rounded"
                  onClick={() => setBonus(r.id, suggested)}
                >
                  Use +{suggested}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Delete region ${r.name}`}
                  onClick={() =>
                    void change('POST /api/editor/maps/:mapId/region/remove', {
                      params: { mapId },
                      body: { region: r.id },
                    })
                  }
                >
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <form className="editor-row" onSubmit={add}>
        <div className="editor-field">
          <label htmlFor="new-region">New region</label>
          <input
            id="new-region"
            value={name}
            maxLength={EDITOR_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Name"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!name.trim()}>
          Add region
        </Button>
      </form>
    </section>
  );
}
