import { useState } from 'react';
import {
  ERRORS,
  STEPS,
  isValidSet,
  turnInOptions,
  type CardView,
  type GameView,
} from '../../../../shared/engine';
import { myTurn } from '../../../state/game/snapshot';
import { usePlay } from '../PlayContext';
import { CARD_SET_SIZE, SKIP_TURN_IN_BELOW_CARDS } from '../../../../shared/constants';
import { Button } from '../../../ui/Button';
import type { TurnController } from '../useTurn';
import { FloatingDialog } from './FloatingDialog';

/** Card colours 1-3 get a shape as well as a colour, so they read without hue. */
const CARD_FACES: Record<number, { symbol: string; name: string }> = {
  0: { symbol: '★', name: 'Wild' },
  1: { symbol: '▲', name: 'Infantry' },
  2: { symbol: '●', name: 'Cavalry' },
  3: { symbol: '■', name: 'Artillery' },
};

/** The set check's text, or null when the selection is a valid set (spec §5 "Card turn-in"). */
export function setProblem(selected: readonly CardView[]): string | null {
  if (selected.length !== CARD_SET_SIZE) return ERRORS.cardCount;
  return isValidSet(selected.map((c) => c.color)) ? null : ERRORS.invalidSet;
}

export interface CardsDialogProps {
  turn: TurnController;
  nameOf(id: number | null): string;
  onClose(): void;
}

/** True when the seat is still in the card step but has no set to turn in and may skip. */
export function cardStepIsOver(view: GameView, me: number): boolean {
  return (
    myTurn(view)?.step === STEPS.cards &&
    view.hand.length < SKIP_TURN_IN_BELOW_CARDS &&
    turnInOptions(view, me, view.hand).length === 0
  );
}

/** The viewer's hand; in the card step (or after an elimination) it turns in a set or skips. */
export function CardsDialog({ turn, nameOf, onClose }: CardsDialogProps) {
  const { view, me } = turn;
  const { store } = usePlay();
  const [chosen, setChosen] = useState<number[]>([]);
  const cards = view.hand;
  const selected = chosen.map((i) => cards[i]).filter((c): c is CardView => c !== undefined);
  const canTurnIn = me > 0 && turnInOptions(view, me, cards).length > 0;
  const problem = setProblem(selected);
  const step = turn.turn?.step;
  const mayClose = step !== STEPS.cards;
  const toggle = (i: number) =>
    setChosen((c) => (c.includes(i) ? c.filter((x) => x !== i) : [...c, i]));
  const owned = (card: CardView) => view.territories[card.territory_id - 1]?.player_id === me;
  const submit = async () => {
    if (!(await turn.send('turn-in-cards', { cards: selected.map((c) => c.code) }))) return;
    setChosen([]);
    // The new state arrived with the reply. With no set left to turn in and no turn-in forced,
    // the card step has nothing more to offer: go on to reinforce rather than wait for Skip.
    const after = store.get().view;
    if (after && cardStepIsOver(after, me))
      await turn.send('advance-phase', { from_step: STEPS.cards });
  };
  return (
    <FloatingDialog
      title={`Your cards (${cards.length})`}
      testId="cards-dialog"
      onClose={mayClose ? onClose : undefined}
    >
      <p className="cards__bonus">
        Next set: {view.card_bonus} troops, +2 on each card territory you hold.
      </p>
      <ul className="cards__hand">
        {cards.map((card, i) => {
          const face = CARD_FACES[card.color] ?? CARD_FACES[0]!;
          return (
            <li key={`${card.code}-${i}`}>
              <label className={`card card--c${card.color}`}>
                <input
                  type="checkbox"
                  checked={chosen.includes(i)}
                  disabled={!canTurnIn}
                  onChange={() => toggle(i)}
                />
                <span className="card__symbol" aria-hidden="true">
                  {face.symbol}
                </span>
                <span className="card__name">
                  {card.territory_id > 0 ? nameOf(card.territory_id) : 'Wild'}
                </span>
                <span className="card__kind">
                  {face.name}
                  {owned(card) ? ' · +2' : ''}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {canTurnIn && (
        <p className={problem ? 'cards__check cards__check--bad' : 'cards__check'} role="status">
          {problem ?? 'This is a valid set.'}
        </p>
      )}
      <div className="play-dialog__actions">
        {step === STEPS.cards && cards.length < SKIP_TURN_IN_BELOW_CARDS && (
          <Button
            variant="secondary"
            busy={turn.busy}
            onClick={() => void turn.send('advance-phase', { from_step: STEPS.cards })}
          >
            Skip turn-in
          </Button>
        )}
        {mayClose && (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
        {canTurnIn && (
          <Button disabled={problem !== null} busy={turn.busy} onClick={() => void submit()}>
            Turn in
          </Button>
        )}
      </div>
    </FloatingDialog>
  );
}
