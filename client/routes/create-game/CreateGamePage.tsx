import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkCreateGame, readCreateGameForm } from '../../../shared/protocol/createGame';
import { call } from '../../net/api';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { InvitePicker, sendInvites } from '../../ui/invite/InvitePanel';
import { useToasts } from '../../ui/Toasts';
import { usePageTitle } from '../../ui/usePageTitle';
import { useMapDetail, useMapList } from '../maps/useMapData';
import { CreateGameMessages } from './CreateGameMessages';
import { formPayload, INITIAL_FORM, type FormValues } from './createGameForm';
import { gameMapOf } from '../../../shared/protocol/maps';
import { GameOptionsForm } from './GameOptionsForm';
import { MapInfo } from './MapInfo';
import { MapPicker } from './MapPicker';
import './createGame.css';

/** The form's state, its check by the shared module, and the submit. */
function useCreateGame(initialMap: string | null) {
  const [values, setValues] = useState<FormValues>(() => ({
    ...INITIAL_FORM,
    map_id: initialMap ?? '',
  }));
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [invitees, setInvitees] = useState<string[]>([]);
  const detail = useMapDetail(values.map_id || undefined);
  const map = detail.status === 'ready' ? detail.data : undefined;
  const gameMap = useMemo(() => (map ? gameMapOf(map) : undefined), [map]);
  const payload = formPayload(values);
  const check = checkCreateGame(payload, gameMap);
  const navigate = useNavigate();
  const { show } = useToasts();

  function change(name: string, value: string) {
    setServerErrors([]);
    setValues((current) => ({ ...current, [name]: value }));
  }

  async function submit() {
    setSubmitting(true);
    const result = await call('POST /game/create', { body: payload });
    if (result.ok) {
      const failed = await sendInvites(result.data.game_id, invitees);
      setSubmitting(false);
      for (const text of failed) show(`Not invited: ${text}`, 'error');
      navigate(`/game/${result.data.game_id}`);
    } else {
      setSubmitting(false);
      const body = result.body as { errors?: unknown };
      setServerErrors(Array.isArray(body?.errors) ? body.errors.map(String) : [result.error]);
    }
  }

  return {
    values,
    change,
    map,
    detail,
    check,
    serverErrors,
    submitting,
    submit,
    invitees,
    setInvitees,
  };
}

/** The invite button of the create page: whom to invite once the game is created. */
function InviteOnCreate(props: { chosen: string[]; onChange(chosen: string[]): void }) {
  const [open, setOpen] = useState(false);
  const count = props.chosen.length;
  return (
    <div className="create-invites">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {count > 0 ? `Invite players (${count})` : 'Invite players'}
      </Button>
      {open && <InvitePicker {...props} />}
    </div>
  );
}

/** /game/create (optional ?map=): choose a map, set every option, see what is wrong, create. */
export function CreateGamePage() {
  usePageTitle('Create game');
  const { user } = useSession();
  const [search] = useSearchParams();
  const maps = useMapList();
  const form = useCreateGame(search.get('map'));
  const errors = [...(form.check.ok ? [] : form.check.errors), ...form.serverErrors];
  const options = readCreateGameForm(formPayload(form.values)).options;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (errors.length === 0) void form.submit();
  }

  return (
    <div className="create-page">
      <h1>Create game</h1>
      {!user && (
        <p className="alert">
          <Link to="/login">Log in</Link> to create a game. You can still browse the maps.
        </p>
      )}
      <section aria-labelledby="create-maps-title">
        <h2 id="create-maps-title">Map</h2>
        {maps.status === 'loading' && <p role="status">Loading maps…</p>}
        {maps.status === 'error' && (
          <p className="alert alert--error" role="alert">
            Could not load the maps: {maps.error}
          </p>
        )}
        {maps.status === 'ready' && (
          <MapPicker
            maps={maps.data}
            selectedId={form.map ? form.map.id : null}
            canPlay={user !== null}
            onSelect={(id) => form.change('map_id', String(id))}
          />
        )}
      </section>
      {form.map && <MapInfo map={form.map} options={options} tokens={user?.tokens} />}
      {form.values.map_id && form.detail.status === 'loading' && (
        <p role="status">Loading the map…</p>
      )}
      {user && (
        <form className="create-form" onSubmit={onSubmit} noValidate>
          <GameOptionsForm values={form.values} onChange={form.change} />
          <CreateGameMessages errors={errors} warnings={form.check.warnings} />
          <InviteOnCreate chosen={form.invitees} onChange={form.setInvitees} />
          <Button
            type="submit"
            className="btn--large"
            busy={form.submitting}
            disabled={errors.length > 0}
          >
            Create game
          </Button>
        </form>
      )}
    </div>
  );
}
