/**
 * One line of the game log: the acting player's colour beside the name, territories as buttons
 * that point the map at them (through the game store's `highlighted`), an attack's last roll when
 * this screen saw it, and conquests and players leaving set apart.
 */
import { Link } from 'react-router';
import './logReplay.css';
import type { ColorId } from '../../../../shared/constants';
import { COLOR_LETTERS, textColorOn } from '../../../map/colourblind';
import { PlayerLink } from '../../../ui/PlayerLink';
import type { GameStore, LogEntry, Roll } from '../../../state/game/store';
import { logParts, lossText, logTone, type LogNames, type LogPart } from './logText';
import { swatchStyle } from '../swatch';

/** What a line needs beyond its event: names, colours and the store the map reads. */
export interface LogLineContext {
  names: LogNames;
  /** A player's colour (0 for neutral). */
  color(player: number): ColorId;
  colourblind: boolean;
  store: GameStore;
  /** Where the replay shows the moment after a line (a finished game's), or null. */
  replayAt?: (seq: number) => string | null;
}

/** The handlers of a territory button: hover, focus or tap points the map at it; leaving stops. */
export function territoryHandlers(store: GameStore, id: number) {
  const point = () => store.setHighlighted(id);
  const stop = () => {
    // Another button may have taken over already (focus moves before the old one blurs).
    if (store.get().highlighted === id) store.setHighlighted(null);
  };
  return { onMouseEnter: point, onFocus: point, onClick: point, onMouseLeave: stop, onBlur: stop };
}

/** "attacker 6, 5; defender 4": the dice in words, for screen readers. */
export function diceLabel(dice: Roll): string {
  return `Dice: attacker ${dice.attacker.join(', ')}; defender ${dice.defender.join(', ')}`;
}

function PlayerTag({ id, context }: { id: number; context: LogLineContext }) {
  const color = context.color(id);
  const userId = context.names.user?.(id);
  return (
    <span className="log-player">
      <span
        className="log-player__dot"
        style={{ ...swatchStyle(color), color: textColorOn(color) === 0xffffff ? '#fff' : '#111' }}
        aria-hidden="true"
      >
        {context.colourblind ? COLOR_LETTERS[color] : ''}
      </span>
      <strong className="log-player__name">
        {userId ? (
          <PlayerLink id={userId} name={context.names.player(id)} />
        ) : (
          context.names.player(id)
        )}
      </strong>
    </span>
  );
}

function TerritoryLink({ id, context }: { id: number; context: LogLineContext }) {
  return (
    <button
      type="button"
      className="log-territory"
      data-territory={id}
      {...territoryHandlers(context.store, id)}
    >
      {context.names.territory(id)}
    </button>
  );
}

/** The sides' player colours (the defender's null when unknown: then a plain die). */
export interface LogDiceColors {
  attacker: ColorId;
  defender: ColorId | null;
}

/** A die in a player's colour, its pips in the text colour that reads on it (as on the map). */
function dieStyle(color: ColorId | null) {
  if (color === null) return undefined;
  const text = textColorOn(color) === 0xffffff ? '#fff' : '#111';
  return { background: `var(--player-${color})`, color: text };
}

function Dice({ dice, colors }: { dice: Roll; colors: LogDiceColors }) {
  const row = (values: readonly number[], side: 'attacker' | 'defender') => {
    const style = dieStyle(colors[side]);
    return values.map((v, i) => (
      <span key={`${side}${i}`} className={`log-die log-die--${side}`} style={style}>
        {v}
      </span>
    ));
  };
  return (
    <span className="log-dice" role="img" aria-label={diceLabel(dice)}>
      {row(dice.attacker, 'attacker')}
      <span className="log-dice__vs" aria-hidden="true">
        vs
      </span>
      {row(dice.defender, 'defender')}
    </span>
  );
}

function Part({ part, context }: { part: LogPart; context: LogLineContext }) {
  if (typeof part === 'string') return part;
  if ('player' in part) return <PlayerTag id={part.player} context={context} />;
  return <TerritoryLink id={part.territory} context={context} />;
}

/** A finished game's line links to the replay at that moment (`?event=N`, read by the replay). */
function ReplayLink({ seq, context }: { seq: number | undefined; context: LogLineContext }) {
  const to = seq === undefined ? null : (context.replayAt?.(seq) ?? null);
  if (!to) return null;
  return (
    <>
      {' '}
      <Link
        className="log-line__replay"
        to={to}
        aria-label={`Replay at event ${seq}`}
        title="See this moment in the replay"
      >
        ↻
      </Link>
    </>
  );
}

const TONE_ICONS = { conquest: '⚑', out: '☠', end: '★' } as const;

/** The content of one log line, or null for an event with nothing to show. */
export function LogLine({
  event,
  dice,
  defender,
  context,
}: {
  event: LogEntry;
  dice: Roll | null;
  /** The attack's defending player, when known (see ./logDice.ts). */
  defender: number | null;
  context: LogLineContext;
}) {
  const parts = logParts(event);
  if (!parts) return null;
  const tone = logTone(event);
  return (
    <li className={tone ? `log-line log-line--${tone}` : 'log-line'}>
      {tone && tone !== 'attack' && (
        <span className="log-line__icon" aria-hidden="true">
          {TONE_ICONS[tone]}
        </span>
      )}
      {parts.map((part, i) => (
        <Part key={i} part={part} context={context} />
      ))}
      {tone === 'attack' && (
        <>
          {' '}
          {dice && (
            <>
              <Dice
                dice={dice}
                colors={{
                  attacker: context.color(event.player_id),
                  defender: defender === null ? null : context.color(defender),
                }}
              />{' '}
            </>
          )}
          <span className="log-losses">{lossText(event)}</span>
        </>
      )}
      <ReplayLink seq={event.seq} context={context} />
    </li>
  );
}
