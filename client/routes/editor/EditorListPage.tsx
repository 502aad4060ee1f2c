import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BACKGROUND_TYPES, EDITOR_LIMITS } from '../../../shared/protocol/editor';
import { routeKey, useRouteMutation, useRouteQuery } from '../../net/query';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { usePageTitle } from '../../ui/usePageTitle';
import { editorPages } from './editorPages';
import './editor.css';

function NewMapForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [size, setSize] = useState({ width: '1200', height: '800' });
  const [picture, setPicture] = useState<File | null>(null);
  const list = [routeKey('GET /api/editor/maps')];
  const create = useRouteMutation('POST /api/editor/maps', { invalidates: () => list });
  const upload = useRouteMutation('POST /api/editor/maps/:mapId/background', {
    invalidates: () => list,
  });
  const error = create.error?.message ?? upload.error?.message;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const created = await create.mutateAsync({ body: { name, ...size } }).catch(() => undefined);
    if (!created) return;
    const params = { mapId: created.map_id };
    if (picture) await upload.mutateAsync({ params, body: picture }).catch(() => undefined);
    await navigate(editorPages.map(created.map_id));
  };
  return (
    <form className="card editor-new" onSubmit={submit}>
      <h2>New map</h2>
      <FormField
        label="Name"
        name="name"
        value={name}
        maxLength={EDITOR_LIMITS.mapName}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="editor-field">
        <label htmlFor="new-picture">Background picture (or leave empty for an empty canvas)</label>
        <input
          id="new-picture"
          type="file"
          accept={BACKGROUND_TYPES.join(',')}
          onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
        />
      </div>
      {!picture && (
        <div className="editor-row">
          <FormField
            label="Width"
            name="width"
            inputMode="numeric"
            value={size.width}
            onChange={(e) => setSize({ ...size, width: e.target.value })}
          />
          <FormField
            label="Height"
            name="height"
            inputMode="numeric"
            value={size.height}
            onChange={(e) => setSize({ ...size, height: e.target.value })}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="editor-message">
          {error}
        </p>
      )}
      <Button type="submit" busy={create.isPending || upload.isPending} disabled={!name.trim()}>
        Create the map
      </Button>
    </form>
  );
}

/** The maps in the editor: one's own drafts (every map for staff), and a new one. */
export function EditorListPage() {
  usePageTitle('Map editor');
  const { session } = useSession();
  const signedIn = !!session?.user;
  const list = useRouteQuery('GET /api/editor/maps', signedIn ? {} : null);
  if (!session) return <p className="muted">Loading…</p>;
  if (!signedIn) {
    return (
      <section className="editor-page">
        <h1>Map editor</h1>
        <p>
          <Link to="/login">Log in</Link> to draw maps.
        </p>
      </section>
    );
  }
  return (
    <section className="editor-page">
      <h1>Map editor</h1>
      <div className="editor-list-layout">
        <div>
          {list.error && <p role="alert">{list.error.message}</p>}
          {list.data?.maps.length === 0 && <p className="muted">No maps in the editor yet.</p>}
          {!!list.data?.maps.length && (
            <table className="editor-table">
              <thead>
                <tr>
                  <th scope="col">Map</th>
                  <th scope="col">Author</th>
                  <th scope="col">Territories</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {list.data.maps.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">
                      <Link to={editorPages.map(m.id)}>{m.name}</Link>
                    </th>
                    <td>{m.author}</td>
                    <td>{m.territories}</td>
                    <td>{m.published ? 'Published' : 'Draft'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <NewMapForm />
      </div>
    </section>
  );
}
