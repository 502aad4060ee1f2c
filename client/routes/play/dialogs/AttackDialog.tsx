import { MAX_ATTACKS_PER_CALL } from '../../../../shared/constants';
import { useEffect, useRef, useState } from 'react';
import { attackOdds } from '../../../../shared/engine';
import { Button } from '../../../ui/Button';
import { useGameStore } from '../../../state/game/store';
import type { InputMode } from '../inputModes';
import { usePlay } from '../PlayContext';
import type { TurnController } from '../useTurn';
import { currentBattle, diceColors, lastAttackIndex, rollKey } from '../viewModel';
import { FloatingDialog } from './FloatingDialog';
import { RollingDice } from './RollingDice';
import { TroopCount } from './TroopCount';

type CountMode = Extract<InputMode, { kind: 'pickCount' }>;

/** 'Attack until done': the largest batch the server takes; the engine stops at a result anyway. */
const MAX_BATCH_INPUT = 100;

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * Attacks queue while one is on its way and go out together as the next batch, so quick
 * repeated clicks cost one call.
 */
export function useAttackQueue(turn: Pick<TurnController, 'send'>, from: number, to: number) {
  const queued = useRef(0);
  const [pending, setPending] = useState(0);
  const sending = useRef(false);
  const flush = async () => {
    if (sending.current || queued.current === 0) return;
    sending.current = true;
    const batch = Math.min(queued.current, MAX_ATTACKS_PER_CALL);
    queued.current = 0;
    setPending(0);
    await turn.send('attack', { territory_from: from, territory_to: to, num_attacks: batch });
    sending.current = false;
    void flush();
  };
  useEffect(() => {
    queued.current = 0;
    setPending(0);
  }, [from, to]);
  return {
    pending,
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

/** The attack dialog: odds before committing, batches of rolls, 'attack until done', the dice. */
export function AttackDialog({ turn, mode, nameOf }: AttackDialogProps) {
  const target = mode.target ?? 0;
  const territories = turn.view.territories;
  const attackers = territories[mode.source - 1]?.troops ?? 0;
  const defenders = territories[target - 1]?.troops ?? 0;
  const [attacks, setAttacks] = useState(1);
  const { pending, queue } = useAttackQueue(turn, mode.source, target);
  const odds = attackOdds(attackers, defenders, turn.view.options.dice);
  const disabled = !mayAttack(attackers, defenders);
  // The last roll shows only for rolls of this pair since the dialog opened: a new attack, even
  // on the same pair, starts without the previous one's dice.
  const log = useGameStore(usePlay().store, (s) => s.log);
  const [seenBefore] = useState(() => lastAttackIndex(log));
  const battle = currentBattle(turn.view, log);
  const here =
    battle && battle.logIndex > seenBefore && battle.from === mode.source && battle.to === target
      ? battle
      : null;
  // The defender as the dialog opened: once the territory falls, the view no longer says whose it was.
  const [opened] = useState(() => diceColors(turn.view, { by: turn.me, to: target }));
  const colors = here ? diceColors(turn.view, here) : opened;
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
        attacker={here?.attacker ?? []}
        defender={here?.defender ?? []}
        roll={here ? rollKey(here) : null}
        colors={{ attacker: colors.attacker, defender: colors.defender ?? opened.defender }}
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
