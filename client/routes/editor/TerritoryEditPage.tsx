import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { editorPages } from './editorPages';
import { PartPage, type PartProps } from './PartPage';
import { TerritoryPanel } from './TerritoryPanel';

/** The territory's borders (one row per direction): remove one, or add one to another territory. */
function Borders({ response, id, handle }: PartProps) {
  const { map } = response;
  const params = { mapId: map.id, territoryId: id };
  const [other, setOther] = useState('');
  const [opposite, setOpposite] = useState(true);
  const rows = map.adjacencies.filter((a) => a.territory === id);
  const back = new Set(map.adjacencies.filter((a) => a.other === id).map((a) => a.territory));
  const candidates = map.territories.filter(
    (t) => t.id !== id && !rows.some((r) => r.other === t.id),
  );
  return (
    <section className="editor-panel" aria-labelledby="borders-title">
      <h2 id="borders-title">Borders</h2>
      <table className="editor-table">
        <thead>
          <tr>
            <th scope="col">Neighbour</th>
            <th scope="col">Both ways</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{back.has(row.other) ? 'yes' : 'no: one way only'}</td>
              <td>
                <Button
                  variant="ghost"
                  disabled={map.published}
                  onClick={() =>
                    void handle.change(
                      'POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/remove',
                      { params, body: { other: row.other, opposite: 1 } },
                    )
                  }
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="editor-row"
        onSubmit={(e) => {
          e.preventDefault();
          void handle
            .change('POST /api/editor/maps/:mapId/territories/:territoryId/adjacency/add', {
              params,
              body: { other: Number(other), opposite },
            })
            .then(() => setOther(''));
        }}
      >
        <div className="editor-field">
          <label htmlFor="border-other">New neighbour</label>
          <select id="border-other" value={other} onChange={(e) => setOther(e.target.value)}>
            <option value="">Choose a territory</option>
            {candidates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <label className="editor-check">
          <input
            type="checkbox"
            checked={opposite}
            onChange={(e) => setOpposite(e.target.checked)}
          />
          Both ways
        </label>
        <Button type="submit" variant="secondary" disabled={!other || map.published}>
          Add border
        </Button>
      </form>
    </section>
  );
}

function TerritoryBody({ response, id, handle }: PartProps) {
  const navigate = useNavigate();
  const territory = response.map.territories.find((t) => t.id === id)!;
  const [at, setAt] = useState({ x: territory.x, y: territory.y });
  return (
    <>
      {!response.map.published && (
        <TerritoryPanel
          draft={response.map}
          id={id}
          at={at}
          onMove={setAt}
          change={handle.change}
          linkToPage={false}
          onRemoved={() => void navigate(editorPages.map(response.map.id))}
        />
      )}
      <Borders response={response} id={id} handle={handle} />
    </>
  );
}

/** The territory edit page (spec §2): renaming, moving, its region, and its borders. */
export function TerritoryEditPage() {
  return (
    <PartPage
      param="territoryId"
      kind="territory"
      find={(map, id) => map.territories.find((part) => part.id === id)}
      Body={TerritoryBody}
    />
  );
}
