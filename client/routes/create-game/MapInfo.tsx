import { dominationTarget, LIVE_TURN_TIME_LIMIT } from '../../../shared/constants';
import { GAME_TYPES, type GameOptions } from '../../../shared/engine';
import type { MapDetail } from '../../../shared/protocol/maps';
import { joinCost } from '../../../shared/protocol/tokens';
import { useRouteQuery } from '../../net/query';

/** `/game/create/capitals/{mapId}`: capital entries per player count, null until they arrive. */
function useCapitals(mapId: number) {
  return (
    useRouteQuery('GET /game/create/capitals/:mapId', { params: { mapId: String(mapId) } }).data
      ?.caps ?? null
  );
}

/** The token cost overview: join cost by live or long-term and by 2 or more players, on this map. */
function TokenCosts({ options, tokenCost }: { options: GameOptions; tokenCost: number }) {
  const cost = (players: number, turnTime: number) =>
    joinCost({ ...options, num_players: players, turn_time: turnTime, pointless: 0 }, tokenCost);
  return (
    <table className="token-costs">
      <caption>Tokens to join a game on this map</caption>
      <thead>
        <tr>
          <th scope="col">Turn time</th>
          <th scope="col">2 players</th>
          <th scope="col">3+ players</th>
        </tr>
      </thead>
      <tbody>
        {(
          [
            ['Live', LIVE_TURN_TIME_LIMIT - 1],
            ['Long-term', LIVE_TURN_TIME_LIMIT],
          ] as const
        ).map(([label, turnTime]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{cost(2, turnTime)}</td>
            <td>{cost(3, turnTime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface MapInfoProps {
  map: MapDetail;
  options: GameOptions;
  tokens: number | undefined;
}

/** The chosen map: preview with capital positions, capitals and domination for the player count, token cost. */
export function MapInfo({ map, options, tokens }: MapInfoProps) {
  const caps = useCapitals(map.id);
  const players = options.num_players;
  const positions = map.capPos[String(players)] ?? [];
  const capitals = caps?.[String(players)];
  const usesCapitals = ([GAME_TYPES.capitals, GAME_TYPES.capitalConquest] as number[]).includes(
    options.game_type,
  );
  const cost = Number.isInteger(players) ? joinCost(options, map.tokenCost) : null;
  return (
    <section className="map-info card" aria-label="Chosen map">
      <h2>{map.name}</h2>
      <div className="map-info__preview">
        <img src={map.imageThumbnailUrl} alt={`The ${map.name} map`} />
        {usesCapitals && (
          <svg viewBox={`0 0 ${map.width} ${map.height}`} aria-hidden="true">
            {positions.map((point, index) => (
              <circle
                key={index}
                cx={point.x}
                cy={point.y}
                r={Math.max(map.width / 60, 8)}
                className="map-info__capital"
              />
            ))}
          </svg>
        )}
      </div>
      <ul className="map-info__facts">
        <li>
          {map.num_territories} territories, {map.num_regions} regions, recommended for{' '}
          {map.recommended_players_string} players.
        </li>
        <li data-testid="domination-info">
          Domination: hold {dominationTarget(players, map.num_territories)} of {map.num_territories}{' '}
          territories with {players} players.
        </li>
        <li data-testid="capitals-info">
          {capitals
            ? `Capitals for ${players} players: ${capitals.map((c) => c.name).join(', ')}.`
            : caps
              ? `No capital layout for ${players} players (capital games up to ${map.caps} players).`
              : 'Loading capitals…'}
        </li>
        {cost !== null && (
          <li data-testid="token-cost">
            Joining costs {cost} {cost === 1 ? 'token' : 'tokens'}
            {map.tokenCost > 0 && ` (${map.tokenCost} for this premium map)`}
            {tokens !== undefined && `; you have ${tokens}`}.
          </li>
        )}
      </ul>
      <TokenCosts options={options} tokenCost={map.tokenCost} />
    </section>
  );
}
