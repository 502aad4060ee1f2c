import type { GameView, PlayerView } from '../../../../shared/engine';
import { playerEntity } from '../../../../shared/protocol/updateState';
import { COMPUTER_LEVEL_NAMES, computerMark } from '../../../../shared/protocol/computers';
import { PlayerLink } from '../../../ui/PlayerLink';
import { WatchersLine } from './WatchersLine';
import { useGameView, useServerNow } from '../useTurn';
import { swatchStyle } from '../swatch';

interface StatusIcon {
  icon: string;
  label: string;
}

/**
 * The status icons of a player (spec §2): computer, on turn, resigned, dead, absent, neutralised;
 * and whether it asked the coach.
 */
export function statusIcons(p: PlayerView, onTurn: boolean, now: number): StatusIcon[] {
  const icons: StatusIcon[] = [];
  if (p.computer)
    icons.push({ icon: '⚙', label: `Computer player, ${COMPUTER_LEVEL_NAMES[p.computer]}` });
  if (onTurn) icons.push({ icon: '▶', label: 'On turn' });
  if (p.resigned) icons.push({ icon: '⚑', label: 'Resigned' });
  else if (p.neutral) icons.push({ icon: '⊘', label: 'Turned neutral' });
  else if (!p.alive) icons.push({ icon: '☠', label: 'Out of the game' });
  if (p.absent_until > now) icons.push({ icon: '☾', label: 'Absent' });
  if (p.coached) icons.push({ icon: '✎', label: 'Used the coach' });
  return icons;
}

const shown = (n: number | null) => (n === null ? '?' : String(n));

/** A side box per player: colour, name, team, status icons and the counts fog allows. */
function PlayerBox({ player, s, now }: { player: PlayerView; s: GameView; now: number }) {
  const p = playerEntity(s, player);
  const icons = statusIcons(
    p,
    s.turns.some((t) => t.player_id === p.player_id),
    now,
  );
  const out = !p.alive || p.resigned || p.neutral;
  return (
    <li
      className={`player-box${out ? ' player-box--out' : ''}${s.viewer === p.player_id ? ' player-box--me' : ''}`}
      data-testid="player-box"
    >
      <div className="player-box__head">
        <span className="swatch" style={swatchStyle(p.color)} aria-hidden="true" />
        <strong className="player-box__name">
          <PlayerLink id={p.user_id} name={p.username} />
        </strong>
        {p.teamString && <span className="player-box__team">{p.teamString}</span>}
        <span className="player-box__icons">
          {icons.map((i) => (
            <span key={i.label} title={i.label} role="img" aria-label={i.label}>
              {i.icon}
            </span>
          ))}
        </span>
      </div>
      {/* On its own line: beside the name it would squeeze the name out of a narrow panel. */}
      {p.computer && <p className="player-box__computer">{computerMark(p.computer)}</p>}
      <dl className="player-box__stats">
        <div>
          <dt>Cards</dt>
          <dd>{p.cards}</dd>
        </div>
        <div>
          <dt>Land</dt>
          <dd>{shown(p.territories)}</dd>
        </div>
        <div>
          <dt>Troops</dt>
          <dd>{shown(p.troops)}</dd>
        </div>
        <div>
          <dt>To place</dt>
          <dd>{p.pending_reinforcements}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The player list. */
export function PlayersTab() {
  const s = useGameView();
  const now = useServerNow();
  if (s.players.length === 0) return <p className="muted">No players have joined yet.</p>;
  return (
    <>
      <ul className="player-list" aria-label="Players">
        {s.players.map((p) => (
          <PlayerBox key={p.player_id} player={p} s={s} now={now} />
        ))}
      </ul>
      <WatchersLine />
    </>
  );
}
