import { computerMark } from '../../../shared/protocol/computers';
import type { ReplayResponse } from '../../../shared/protocol/replay';
import { PlayerLink } from '../../ui/PlayerLink';
import type { ReplayTimeline } from './timeline';

interface ReplayPlayersProps {
  replay: ReplayResponse;
  /** Read at each render: the page renders again whenever the step changes. */
  timeline: ReplayTimeline;
}

/** Each player at the current step: colour, name, team, and territories and troops where known. */
export function ReplayPlayers({ replay, timeline }: ReplayPlayersProps) {
  return (
    <table className="replay-players">
      <caption className="visually-hidden">Players at this step</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Territories</th>
          <th scope="col">Troops</th>
        </tr>
      </thead>
      <tbody>
        {replay.players.map((p) => {
          const counts = timeline.counts(p.player_id);
          const alive = timeline.alive(p.player_id);
          return (
            <tr key={p.player_id} className={alive ? undefined : 'is-out'}>
              <th scope="row">
                <span
                  className="replay-swatch"
                  style={{ background: `var(--player-${p.color})` }}
                  aria-hidden="true"
                />
                <PlayerLink id={p.user_id} name={p.username} computer={p.computer !== null} />
                {p.computer && <span className="muted"> {computerMark(p.computer)}</span>}
                {p.coached && <span className="muted"> (used the coach)</span>}
                {p.team > 0 && <span className="muted"> (team {p.team})</span>}
                {!alive && <span className="muted"> (out)</span>}
              </th>
              <td>{counts?.territories ?? '?'}</td>
              <td>{counts?.troops ?? '?'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
