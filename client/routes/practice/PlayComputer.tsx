import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ComputerLevel } from '../../../shared/engine/types';
import type { MapEntity } from '../../../shared/protocol/maps';
import {
  COMPUTER_LEVEL_NAMES,
  PLAY_COMPUTER_DEFAULTS,
  PLAY_COMPUTER_MAX,
} from '../../../shared/protocol/computers';
import { callRoute } from '../../net/api';
import { useRouteQuery } from '../../net/query';
import { http as defaultHttp, type HttpClient } from '../../net/http';
import { Button } from '../../ui/Button';
import './playComputer.css';

// The levels in order, from their names (the engine's list would bring the engine's chunk along).
const LEVELS = Object.keys(COMPUTER_LEVEL_NAMES) as ComputerLevel[];
const COUNTS = Array.from({ length: PLAY_COMPUTER_MAX }, (_, index) => index + 1);

/**
 * "Play the computer": one tap starts an unrated live game against computer players (Classic
 * World, 3 Normal unless changed under "Choices") and opens it.
 */
export function PlayComputer({ http = defaultHttp }: { http?: HttpClient }) {
  const navigate = useNavigate();
  const [level, setLevel] = useState<ComputerLevel>(PLAY_COMPUTER_DEFAULTS.level);
  const [computers, setComputers] = useState<number>(PLAY_COMPUTER_DEFAULTS.computers);
  const [mapId, setMapId] = useState<number | undefined>(undefined);
  const [fog, setFog] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function start() {
    setBusy(true);
    setError(null);
    const result = await callRoute(http, 'POST /game/play-computer', {
      body: {
        level,
        computers,
        fog_of_war: fog ? 1 : 0,
        ...(mapId === undefined ? {} : { map_id: mapId }),
      },
    });
    setBusy(false);
    if (result.ok) void navigate(`/game/${result.data.game_id}`);
    else setError(result.error);
  }

  return (
    <div className="play-computer" data-testid="play-computer">
      <div className="play-computer__row">
        <Button busy={busy} onClick={() => void start()}>
          Play the computer
        </Button>
        <button
          type="button"
          className="play-computer__toggle"
          aria-expanded={choosing}
          aria-controls={`${id}-choices`}
          onClick={() => setChoosing(!choosing)}
        >
          {summary(level, computers)}
        </button>
      </div>
      {choosing && (
        <PracticeChoices
          id={`${id}-choices`}
          level={level}
          computers={computers}
          mapId={mapId}
          fog={fog}
          onLevel={setLevel}
          onComputers={setComputers}
          onMap={setMapId}
          onFog={setFog}
        />
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function summary(level: ComputerLevel, computers: number): string {
  return `${computers} ${COMPUTER_LEVEL_NAMES[level]} computer${computers === 1 ? '' : 's'}, unrated · Choices`;
}

interface ChoicesProps {
  id: string;
  level: ComputerLevel;
  computers: number;
  mapId: number | undefined;
  fog: boolean;
  onLevel(level: ComputerLevel): void;
  onComputers(count: number): void;
  onMap(mapId: number | undefined): void;
  onFog(fog: boolean): void;
}

function PracticeChoices(props: ChoicesProps) {
  const mapOptions = useMaps();
  return (
    <fieldset className="play-computer__choices" id={props.id}>
      <legend className="visually-hidden">Choices for a game against the computer</legend>
      <label>
        Level
        <select
          value={props.level}
          onChange={(event) => props.onLevel(event.target.value as ComputerLevel)}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {COMPUTER_LEVEL_NAMES[level]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Computers
        <select
          value={props.computers}
          onChange={(event) => props.onComputers(Number(event.target.value))}
        >
          {COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      <label>
        Map
        <select
          value={props.mapId ?? ''}
          onChange={(event) =>
            props.onMap(event.target.value === '' ? undefined : Number(event.target.value))
          }
        >
          <option value="">{PLAY_COMPUTER_DEFAULTS.mapName}</option>
          {mapOptions
            .filter((map) => map.name !== PLAY_COMPUTER_DEFAULTS.mapName)
            .map((map) => (
              <option key={map.id} value={map.id}>
                {map.name} ({map.num_territories})
              </option>
            ))}
        </select>
      </label>
      <label className="play-computer__check">
        <input
          type="checkbox"
          checked={props.fog}
          onChange={(event) => props.onFog(event.target.checked)}
        />
        Fog of war
      </label>
    </fieldset>
  );
}

/** The maps to choose from, once loaded (none until then: the default map needs no list). */
function useMaps(): MapEntity[] {
  return useRouteQuery('GET /api/maps', {}).data ?? NO_MAPS;
}
const NO_MAPS: MapEntity[] = [];
