import { MAX_ATTACKS_PER_CALL, type ColorId } from '../../../../shared/constants';
import { useEffect, useRef, useState } from 'react';
import { attackOdds } from '../../../../shared/engine';
import { Button } from '../../../ui/Button';
import type { PlayReply } from '../../../net/game/api';
import type { InputMode } from '../inputModes';
import type { TurnController } from '../useTurn';
import { diceColors } from '../viewModel';
import { FloatingDialog } from './FloatingDialog';
import { RollingDice } from './RollingDice';
import { TroopCount } from './TroopCount';

type CountMode = Extract<InputMode, { kind: 'pickCount' }>;

/** 'Attack until done': the largest batch the server takes; the engine stops at a result anyway. */
const MAX_BATCH_INPUT = 100;

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The last roll of the dialog's attacks, as the attack's reply told it. */
export interface DialogRoll {
  attacker: readonly number[];
  defender: readonly number[];
  /** Whose the target was before the battle (a conquest changes its owner on the map). */
  defenderColor: ColorId;
  /** Counts the replies: each is a new roll, even with the same dice. */
  count: number;
}

const isDice = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

/**
 * The dice of an attack's reply (shared/protocol/playReplies.ts); null for a reply without them:
 * a call settled as applied by a resend's staleUpdate (client/net/game/resendPolicy.ts) never got
 * its reply, and its roll shows on the map (the state) only.
 */
export function rollOfReply(reply: PlayReply | null, count: number): DialogRoll | null {
  const fields: Record<string, unknown> = reply ?? {};
  const { attacker_rolls: attacker, defender_rolls: defender, defender_color: color } = fields;
  if (!isDice(attacker) || !isDice(defender) || typeof color !== 'number') return null;
  return { attacker, defender, defenderColor: color as ColorId, count };
}

/**
 * Attacks queue while one is on its way and go out together as the next batch, so quick
 * repeated clicks cost one call. Each reply's dice become the dialog's last roll (`roll`): the
 * dialog shows what its own attacks rolled from their replies, not from the room's patch.
 */
export function useAttackQueue(turn: Pick<TurnController, 'send'>, from: number, to: number) {
  const queued = useRef(0);
  const [pending, setPending] = useState(0);
  const [roll, setRoll] = useState<DialogRoll | null>(null);
  const sending = useRef(false);
  const replies = useRef(0);
  /** The pair the dialog is on now: a reply for the one before it is not its roll. */
  const pair = useRef({ from, to });
  const flush = async () => {
    if (sending.current || queued.current === 0) return;
    sending.current = true;
    const batch = Math.min(queued.current, MAX_ATTACKS_PER_CALL);
    queued.current = 0;
    setPending(0);
    const reply = await turn.send('attack', {
      territory_from: from,
      territory_to: to,
      num_attacks: batch,
    });
    const rolled = rollOfReply(reply, ++replies.current);
    if (rolled && pair.current.from === from && pair.current.to === to) setRoll(rolled);
    sending.current = false;
    void flush();
  };
  useEffect(() => {
    pair.current = { from, to };
    queued.current = 0;
    setPending(0);
    setRoll(null);
  }, [from, to]);
  return {
    pending,
    roll,
    queue(attacks: number) {
      queued.current += attacks;
      setPending(queued.current);
      void flush();
    },
  };
}

/** The attack buttons work while the attacker has more than 1 troop and the defender any (spec §4). */
export function mayAttack(attackers: number, defenders: number): boolean {
  return attackers > 1 && defenders > 0;
}

export interface AttackDialogProps {
  turn: TurnController;
  mode: CountMode;
  nameOf(id: number | null): string;
}

/**
 * The attack dialog: odds before committing, batches of rolls, 'attack until done', the dice.
 * The forces come from the game's state (the map's, from the patch or update-state); the dice
 * and whose they were from the replies to this dialog's attacks.
 */
export function AttackDialog({ turn, mode, nameOf }: AttackDialogProps) {
  const target = mode.target ?? 0;
  const territories = turn.view.territories;
  const attackers = territories[mode.source - 1]?.troops ?? 0;
  const defenders = territories[target - 1]?.troops ?? 0;
  const [attacks, setAttacks] = useState(1);
  // The dialog's own rolls only: a new attack, even on the same pair, starts without dice.
  const { pending, roll, queue } = useAttackQueue(turn, mode.source, target);
  const odds = attackOdds(attackers, defenders, turn.view.options.dice);
  const disabled = !mayAttack(attackers, defenders);
  const attackerColor = diceColors(turn.view, { by: turn.me, to: target }).attacker;
  return (
    <FloatingDialog
      title={`Attack ${nameOf(target)} from ${nameOf(mode.source)}`}
      testId="attack-dialog"
      onClose={turn.onCancel}
    >
      <p className="attack__forces">
        <strong>{attackers}</strong> attacking <strong>{defenders}</strong>
      </p>
      <dl className="attack__odds" aria-label="Odds of attacking until done">
        <div>
          <dt>Win until done</dt>
          <dd data-testid="attack-odds">{percent(odds.winProbability)}</dd>
        </div>
        <div>
          <dt>Expected losses</dt>
          <dd>
            {odds.expectedAttackerLosses.toFixed(1)} vs {odds.expectedDefenderLosses.toFixed(1)}
          </dd>
        </div>
      </dl>
      <RollingDice
        attacker={roll?.attacker ?? []}
        defender={roll?.defender ?? []}
        roll={roll ? String(roll.count) : null}
        colors={{ attacker: attackerColor, defender: roll?.defenderColor ?? null }}
      />
      <TroopCount
        label="Rolls per attack"
        value={attacks}
        min={1}
        max={MAX_BATCH_INPUT}
        onChange={setAttacks}
      />
      <div className="play-dialog__actions">
        <Button variant="secondary" onClick={turn.onCancel}>
          Close
        </Button>
        <Button variant="danger" disabled={disabled} onClick={() => queue(attacks)}>
          Attack{attacks > 1 ? ` ×${attacks}` : ''}
          {pending > 0 ? ` (+${pending} queued)` : ''}
        </Button>
        <Button variant="danger" disabled={disabled} onClick={() => queue(MAX_ATTACKS_PER_CALL)}>
          Attack until done
        </Button>
      </div>
    </FloatingDialog>
  );
}
