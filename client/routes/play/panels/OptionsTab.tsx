import { useId, useState } from 'react';
import { RESIGN_FREE_AT_OR_BELOW_ACTIVE } from '../../../../shared/constants';
import {
  CARD_MODES,
  FORTIFICATION_MODES,
  GAME_STATUSES,
  GAME_TYPES,
  TURN_ORDERS,
  type GameOptions,
} from '../../../../shared/engine';
import { ABSENCE_MAX_MS, ABSENCE_MIN_TURN_TIME } from '../../../../shared/engine';
import { activePlayers, me as seatOf } from '../../../state/game/snapshot';
import { Button } from '../../../ui/Button';
import { formatClock } from '../TurnTimer';
import { usePlay } from '../PlayContext';
import { useGameView, useSend, useServerNow } from '../useTurn';
import { resignationText, useSeatRatings } from './resignationCost';

/** Display names from an `as const` vocabulary's keys ("capitalConquest" -> "Capital conquest"). */
function labelOf(vocabulary: Record<string, number>, value: number): string {
  const key = Object.keys(vocabulary).find((k) => vocabulary[k] === value) ?? String(value);
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether the end of the game changes ratings, as the server decides (server/game/endOfGame.ts):
 * never when pointless, only between people, so never with fewer than two people (counting the
 * seats still open before the start).
 */
function ratedText(o: GameOptions, people: number, withComputers: boolean): string {
  if (o.pointless) return 'No';
  if (people < 2 && withComputers) return 'No: ratings change between people, and one person plays';
  return withComputers ? 'Yes, between the people only' : 'Yes';
}

interface OptionListProps {
  o: GameOptions;
  /** People seated, and seats still open before the start. */
  people: number;
  withComputers: boolean;
}

function OptionList({ o, people, withComputers }: OptionListProps) {
  const rows: [string, string][] = [
    ['Game type', labelOf(GAME_TYPES, o.game_type)],
    ['Cards', labelOf(CARD_MODES, o.cards) + (o.cards_advanced ? ' (advanced)' : '')],
    ['Fortification', labelOf(FORTIFICATION_MODES, o.fortification)],
    ['Turn order', labelOf(TURN_ORDERS, o.turn_order)],
    ['Dice', o.dice === 1 ? 'Balanced' : 'Normal'],
    ['Fog of war', o.fog_of_war ? 'On' : 'Off'],
    ['Teams', o.players_per_team > 1 ? `${o.players_per_team} per team` : 'None'],
    ['Turn time', formatClock(o.turn_time)],
    ['Rated', ratedText(o, people, withComputers)],
  ];
  return (
    <dl className="option-list">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Resign, enabled only while running and after ticking the confirm box (spec §4). */
/** The rating change resigning would make; fetched when shown, that is once the game runs. */
function ResignationEstimate({ me }: { me: number }) {
  const s = useGameView();
  const ratings = useSeatRatings(usePlay().gameId);
  if (!ratings || s.players.some((p) => !ratings.has(p.player_id))) return null;
  return <p data-testid="resign-rating">{resignationText(s, me, ratings)}</p>;
}

function Resign() {
  const s = useGameView();
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const { send, busy } = useSend();
  const me = seatOf(s);
  if (!me || !me.alive || me.resigned || s.status !== GAME_STATUSES.running) return null;
  // With two left, resigning loses the game as a defeat would (spec: cost 0); with more, the
  // player also gives up any better place it could still finish in.
  const free = activePlayers(s).length <= RESIGN_FREE_AT_OR_BELOW_ACTIVE;
  return (
    <fieldset className="resign">
      <legend>Resign</legend>
      <p>Resign cost: {free ? '0' : 'you finish below everyone still playing'}</p>
      <ResignationEstimate me={me.player_id} />
      <p className="muted">
        {free
          ? 'With two players left, resigning ends the game as a defeat would: your rating changes as for a loss.'
          : 'Your rating changes as for the last place.'}{' '}
        A player who resigns gets no tokens for finishing.
      </p>
      <label htmlFor={id} className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
        />
        I really want to resign
      </label>
      <Button
        variant="danger"
        disabled={!confirmed}
        busy={busy}
        onClick={() => void send('resign')}
      >
        Resign
      </Button>
    </fieldset>
  );
}

const MAX_ABSENCE_DAYS = ABSENCE_MAX_MS / 86_400_000;

/**
 * Going away in a long game (turns of 12 h or more): the player's turns end at once without
 * counting as missed until the chosen day, within the 14 days a year the server keeps count of.
 */
function Absence() {
  const s = useGameView();
  const now = useServerNow();
  const id = useId();
  const [days, setDays] = useState(1);
  const { send, busy } = useSend();
  const me = seatOf(s);
  if (!me || !me.alive || s.status !== GAME_STATUSES.running) return null;
  if (s.options.turn_time < ABSENCE_MIN_TURN_TIME) return null;
  if (me.absent_until > now) {
    return (
      <fieldset className="absence">
        <legend>Absence</legend>
        <p>Absent until {new Date(me.absent_until).toLocaleString()}: your turns end at once.</p>
        <Button busy={busy} onClick={() => void send('still-here')}>
          I am back
        </Button>
      </fieldset>
    );
  }
  return (
    <fieldset className="absence">
      <legend>Absence</legend>
      <p>
        Away for a while? Your turns end at once, without counting as missed, until you come back
        (up to {MAX_ABSENCE_DAYS} days a year).
      </p>
      <label htmlFor={id}>Days</label>
      <input
        id={id}
        type="number"
        min={1}
        max={MAX_ABSENCE_DAYS}
        value={days}
        onChange={(e) =>
          setDays(Math.min(MAX_ABSENCE_DAYS, Math.max(1, Math.floor(Number(e.target.value)) || 1)))
        }
      />
      <Button busy={busy} onClick={() => void send('enable-absence', { days })}>
        Go absent
      </Button>
    </fieldset>
  );
}

export interface ScreenSettings {
  showAdjacencies: boolean;
  colourblind: boolean;
}

/** The game's options, the screen's display settings, absence and resigning. */
export function OptionsTab({
  settings,
  onSettings,
}: {
  settings: ScreenSettings;
  onSettings(s: ScreenSettings): void;
}) {
  const s = useGameView();
  return (
    <div className="stack">
      <OptionList
        o={s.options}
        people={
          s.players.filter((p) => !p.computer).length +
          (s.status === GAME_STATUSES.pregame ? s.options.num_players - s.players.length : 0)
        }
        withComputers={s.players.some((p) => p.computer)}
      />
      <fieldset>
        <legend>Display</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.showAdjacencies}
            onChange={(e) => onSettings({ ...settings, showAdjacencies: e.target.checked })}
          />
          Show adjacencies
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.colourblind}
            onChange={(e) => onSettings({ ...settings, colourblind: e.target.checked })}
          />
          Colourblind letters
        </label>
      </fieldset>
      <Absence />
      <Resign />
    </div>
  );
}
