import { useState } from 'react';
import { EDITOR_LIMITS } from '../../../shared/protocol/editor';
import { Button } from '../../ui/Button';
import { EditorField } from './EditorField';
import { suggestedBonus } from './editorView';
import { PartPage, type PartProps } from './PartPage';

function RegionBody({ response, id, handle }: PartProps) {
  const { map } = response;
  const region = map.regions.find((r) => r.id === id)!;
  const params = { mapId: map.id, regionId: id };
  const update = (body: { name?: string; bonus?: number | string }) =>
    void handle.change('POST /api/editor/maps/:mapId/regions/:regionId/update', { params, body });
  const membership = (add: boolean, territory: number) =>
    handle.change(
      add
        ? 'POST /api/editor/maps/:mapId/regions/:regionId/territory/add'
        : 'POST /api/editor/maps/:mapId/regions/:regionId/territory/remove',
      { params, body: { territory } },
    );
  const [adding, setAdding] = useState('');
  const members = map.territories.filter((t) => t.region === id);
  const others = map.territories.filter((t) => t.region !== id);
  const suggested = suggestedBonus(map, id);
  const locked = map.published;
  return (
    <>
      <section className="editor-panel" aria-labelledby="region-title">
        <h2 id="region-title">Region</h2>
        <EditorField
          label="Name"
          value={region.name}
          maxLength={EDITOR_LIMITS.name}
          disabled={locked}
          onCommit={(name) => update({ name })}
        />
        <div className="editor-row">
          <EditorField
            label="Bonus"
            type="number"
            min={0}
            max={EDITOR_LIMITS.maxBonus}
            value={region.bonus}
            disabled={locked}
            onCommit={(bonus) => update({ bonus })}
          />
          <Button
            variant="ghost"
            disabled={locked || suggested === region.bonus}
            onClick={() => update({ bonus: suggested })}
          >
            Use the formula: +{suggested}
          </Button>
        </div>
        <p className="muted editor-note">
          The formula: territories / 3 + border territories / 2.5, rounded.
        </p>
      </section>
      <section className="editor-panel" aria-labelledby="members-title">
        <h2 id="members-title">Territories ({members.length})</h2>
        <ul className="editor-members">
          {members.map((t) => (
            <li key={t.id}>
              {t.name}
              <Button
                variant="ghost"
                disabled={locked}
                onClick={() => void membership(false, t.id)}
              >
                Take out
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="editor-row"
          onSubmit={(e) => {
            e.preventDefault();
            void membership(true, Number(adding)).then(() => setAdding(''));
          }}
        >
          <div className="editor-field">
            <label htmlFor="region-add">Move a territory here</label>
            <select id="region-add" value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">Choose a territory</option>
              {others.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                  {t.region === null
                    ? ' (no region)'
                    : ` (${map.regions.find((r) => r.id === t.region)?.name ?? ''})`}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={!adding || locked}>
            Move here
          </Button>
        </form>
      </section>
    </>
  );
}

/** The region edit page (spec §2): its name, its bonus, and which territories are in it. */
export function RegionEditPage() {
  return (
    <PartPage
      param="regionId"
      kind="region"
      find={(map, id) => map.regions.find((part) => part.id === id)}
      Body={RegionBody}
    />
  );
}
