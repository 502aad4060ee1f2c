import { COLORS, MAX_PLAYERS, MIN_PLAYERS } from '../../../shared/constants';
import {
  CARD_MODE_NAMES,
  DICE_NAMES,
  FORTIFICATION_NAMES,
  GAME_TYPE_NAMES,
  JOIN_MANNER_NAMES,
  RANKING_MODE_NAMES,
  TURN_ORDER_NAMES,
  turnTimeText,
} from '../../../shared/html/lobbyText';
import { TURN_TIMES } from '../../../shared/protocol/createGame';
import { isLiveTime, type FormValues } from './createGameForm';
import { ComputerOptions } from './ComputerOptions';
import {
  CheckField,
  Group,
  NumberField,
  SelectField,
  named,
  range,
  type GroupProps,
} from './formFields';

const TURN_TIME_CHOICES = TURN_TIMES.map((seconds) => ({
  value: String(seconds),
  label: `${turnTimeText(seconds)} (${isLiveTime(seconds) ? 'live' : 'long-term'})`,
}));

/** How many teams the chosen sizes make (at least 1, for the "Your team" choice). */
function teamCountOf(values: FormValues): number {
  const teams = Number(values.num_players) / Number(values.players_per_team);
  return Number.isInteger(teams) && teams > 1 ? teams : 1;
}

function PlayerOptions(field: GroupProps) {
  const { values } = field;
  const teams = values.players_per_team !== '1';
  const teamCount = teamCountOf(values);
  return (
    <Group title="Players">
      <SelectField
        {...field}
        name="num_players"
        label="Players"
        choices={range(MIN_PLAYERS, MAX_PLAYERS, String)}
      />
      <SelectField
        {...field}
        name="players_per_team"
        label="Team size"
        choices={range(1, 4, (n) => (n === 1 ? 'No teams' : `${n} per team`))}
      />
      {/* Team size 1 leaves nothing to choose about joining. */}
      <SelectField
        {...field}
        name="join_manner"
        label="Join manner"
        choices={named(JOIN_MANNER_NAMES)}
        disabled={!teams}
      />
      {teams && values.join_manner === '1' && (
        <SelectField
          {...field}
          name="team"
          label="Your team"
          choices={range(1, teamCount, (n) => `Team ${n}`)}
        />
      )}
      <SelectField
        {...field}
        name="color"
        label="Your colour"
        placeholder="Choose…"
        choices={COLORS.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    </Group>
  );
}

function RuleOptions(field: GroupProps) {
  const { values } = field;
  return (
    <Group title="Rules">
      <SelectField {...field} name="game_type" label="Game type" choices={named(GAME_TYPE_NAMES)} />
      <SelectField {...field} name="cards" label="Cards" choices={named(CARD_MODE_NAMES)} />
      {values.cards === '2' && <NumberField {...field} name="cards_cap" label="Card bonus cap" />}
      <CheckField
        {...field}
        name="cards_advanced"
        label="Advanced cards (turn in after eliminating)"
      />
      <SelectField
        {...field}
        name="fortification"
        label="Fortification"
        choices={named(FORTIFICATION_NAMES)}
      />
      <SelectField
        {...field}
        name="turn_order"
        label="Turn order"
        choices={named(TURN_ORDER_NAMES)}
      />
      <SelectField {...field} name="dice" label="Dice" choices={named(DICE_NAMES)} />
      <CheckField {...field} name="fog_of_war" label="Fog of war" />
    </Group>
  );
}

function TimeAndRankingOptions(field: GroupProps) {
  return (
    <Group title="Time and ranking">
      <SelectField {...field} name="turn_time" label="Turn time" choices={TURN_TIME_CHOICES} />
      <SelectField
        {...field}
        name="ranking_mode"
        label="Ranking"
        choices={named(RANKING_MODE_NAMES)}
      />
      <CheckField {...field} name="pointless" label="Unranked (no rating change, no tokens)" />
      <NumberField {...field} name="min_rating" label="Minimum rating (0: none)" />
      <NumberField {...field} name="max_rating" label="Maximum rating (0: none)" />
    </Group>
  );
}

/** Every option of the Lobby game entity, plus colour, team and password. */
export function GameOptionsForm({ values, onChange }: GroupProps) {
  const field = { values, onChange };
  return (
    <div className="create-options">
      <PlayerOptions {...field} />
      <RuleOptions {...field} />
      <TimeAndRankingOptions {...field} />
      <ComputerOptions {...field} />
      <Group title="Privacy">
        <label className="create-field">
          <span className="create-field__label">
            Password (letters and digits; empty: open game)
          </span>
          <input
            name="password"
            type="text"
            autoComplete="off"
            value={values.password}
            onChange={(e) => onChange('password', e.target.value)}
          />
        </label>
      </Group>
    </div>
  );
}
