/**
 * A game's computer players: the next step they are due to take (computerPlan.ts), and taking it
 * through the game's session the way a person's client would: each move is decided on the seat's
 * own projection and sent as a play call through `handlePlayCall`, so it is validated and
 * committed before anything is acknowledged. A step returns what it changed; when to take the
 * next, and publishing the change, are the room's (server/rooms/computerTurns.ts).
 */
import { decide, remember, type SeatMemory } from '../../shared/ai';
import { view, type Action, type GameState, type GameView } from '../../shared/engine';
import type { SessionUser } from '../../shared/protocol/account';
import { computerPlayerName, type ComputerSettings } from '../../shared/protocol/computers';
import type { AppContext } from '../context';
import { deleteComputerUser, insertComputerUser, NAME_ATTEMPTS } from '../db/computers';
import { handlePlayCall } from './calls';
import type { Committed, GameSession, Outcome } from './session';
import {
  decisionSeed,
  freeColor,
  nextComputerStep,
  teamWithRoom,
  type ComputerStep,
} from './computerPlan';

/** A computer's seat action as the play call a client would send: `{type, player_id, ...payload}`. */
export function playCallOf(action: Action): { name: string; payload: Record<string, unknown> } {
  const { type, ...rest } = action;
  const payload: Record<string, unknown> = { ...rest };
  delete payload.player_id;
  return { name: type, payload };
}

/**
 * What computer seat `playerId` sees of `state` and remembers (shared/ai memory.ts): its view, and
 * its memory after `earlier` once it has read its log's lines as it saw them. Every line the log's
 * tail holds is offered; those since its last view are read (a seat that waited through more lines
 * than the tail keeps misses the rest, and follows them through its views alone).
 */
export function seatSight(
  session: Pick<GameSession, 'map' | 'usernames' | 'log'>,
  state: GameState,
  playerId: number,
  earlier: SeatMemory | undefined,
): { seen: GameView; memory: SeatMemory } {
  const viewer = { player_id: playerId };
  const seen = view(state, session.map, viewer, session.usernames);
  const lines = session.log.seenBy(state, viewer, Infinity);
  return { seen, memory: remember(earlier, seen, lines) };
}

/** A computer's account as the session sees a caller: no roles, no tokens. */
function computerCaller(id: number, username: string): SessionUser {
  return { id, username, roles: [], tokens: 0, rating: 0, permissions: [] };
}

/** Which seat a step fills: a new seat (any), or the seat taken over. */
function seatStepKey(step: ComputerStep): string {
  if (step.kind === 'seat') return 'seat';
  return step.kind === 'replace' ? `replace-${step.playerId}` : step.kind;
}

/** What a step did: its change, if it committed one; `planAgain` when it should be planned afresh at once. */
export interface StepOutcome {
  change?: Committed;
  planAgain?: boolean;
}

/** A step planned: when it is due (ms epoch) and what it is. */
export type PlannedStep = NonNullable<ReturnType<typeof nextComputerStep>>;

export class ComputerSeats {
  /**
   * Seat steps this room could not carry out: planned again, they would fail again on every sweep,
   * so they are given up, with one log line. No free name is for good (while the room lives); a
   * refused seat until the game changes (the refusal may have been a race with a person).
   */
  private readonly givenUp = new Map<string, { untilVersion: number | undefined }>();
  /** What each computer seat saw on the views it decided on and in its log (shared/ai memory.ts), by seat. */
  private readonly memories = new Map<number, SeatMemory>();

  constructor(
    private readonly context: AppContext,
    private readonly session: GameSession,
  ) {}

  /** The computers' next step as the game stands, or null when they have none. */
  plan(): PlannedStep | null {
    const { session } = this;
    const settings = session.game.computers;
    const planned = this.planWith(settings);
    const givenUp = planned && this.givenUp.get(seatStepKey(planned.step));
    const stillGivenUp =
      givenUp &&
      (givenUp.untilVersion === undefined || givenUp.untilVersion === session.state.version);
    if (!planned || !stillGivenUp) return planned;
    // The seat given up stays as it is; the computers already seated go on playing.
    return planned.step.kind === 'replace' ? this.planWith({ ...settings, replace: null }) : null;
  }

  private planWith(settings: ComputerSettings) {
    const { session } = this;
    return nextComputerStep(
      session.state,
      settings,
      session.id,
      this.context.now().getTime(),
      this.context.config.computerDelayMs,
    );
  }

  /** Takes one step (committed through the session, not yet published). */
  async perform(step: ComputerStep): Promise<StepOutcome> {
    const state = this.session.state;
    switch (step.kind) {
      case 'play':
        return this.play(state, step.playerIds);
      case 'leave':
        return stepOf(
          await this.session.applyComputerAction({ type: 'leave', user_id: step.userId }),
        );
      case 'seat': {
        const team = teamWithRoom(state);
        return this.withNewAccount(state, step, (user_id) => ({
          type: 'join',
          user_id,
          color: freeColor(state),
          computer: step.level,
          ...(team !== undefined ? { team } : {}),
        }));
      }
      case 'replace':
        return this.withNewAccount(state, step, (user_id) => ({
          type: 'replace-seat',
          player_id: step.playerId,
          user_id,
          computer: step.level,
        }));
    }
  }

  /** The first computer seat with something to do makes one move, as a play call. */
  private async play(state: GameState, playerIds: readonly number[]): Promise<StepOutcome> {
    const { session } = this;
    for (const playerId of playerIds) {
      const seat = state.players[playerId - 1];
      if (!seat?.computer) continue;
      const { seen, memory } = seatSight(session, state, playerId, this.memories.get(playerId));
      this.memories.set(playerId, memory);
      const action = decide({
        view: seen,
        map: session.map,
        level: seat.computer,
        seed: decisionSeed(session.id, playerId),
        memory,
      });
      if (!action) continue;
      const { name, payload } = playCallOf(action);
      const caller = computerCaller(seat.user_id, session.usernames.get(seat.user_id) ?? '');
      const { reply, change } = await handlePlayCall(
        this.context,
        session,
        caller,
        name,
        { ...payload, last_update: state.version },
        { includeState: false },
      );
      // A refusal is a computer's mistake (or a race with a timer): say so, and let the next
      // change or the sweeper bring it back.
      if (reply.status !== 200)
        console.error(
          `computer ${seat.user_id} in game ${session.id}: ${name} refused`,
          reply.body,
        );
      return change ? { change } : {};
    }
    return {};
  }

  /**
   * Opens an account for a new computer seat and commits `action` with it; undoes the account if
   * refused. A seat that cannot be filled is given up (see givenUp).
   */
  private async withNewAccount(
    state: GameState,
    step: ComputerStep,
    action: (userId: number) => Parameters<GameSession['applyComputerAction']>[0],
  ): Promise<StepOutcome> {
    const ordinal = state.players.filter((p) => p.computer).length + 1;
    const name = computerPlayerName(this.session.id, ordinal);
    const account = await insertComputerUser(this.context.db, name);
    if (!account)
      return this.giveUp(
        step,
        undefined,
        `"${name}" and its ${NAME_ATTEMPTS - 1} numbered forms are taken`,
      );
    const result = await this.session.applyComputerAction(
      action(account.id),
      computerCaller(account.id, account.username),
    );
    if (result.ok) return { change: result.change };
    await deleteComputerUser(this.context.db, account.id);
    // Built on a game that has moved since (a person took the colour meanwhile): plan afresh.
    if (this.session.state.version !== state.version) return { planAgain: true };
    return this.giveUp(
      step,
      state.version,
      `the game refused it (${result.error.message}); tried again when the game changes`,
    );
  }

  private giveUp(step: ComputerStep, untilVersion: number | undefined, why: string): StepOutcome {
    this.givenUp.set(seatStepKey(step), { untilVersion });
    console.error(`game ${this.session.id}: a computer seat is left empty: ${why}`);
    return {};
  }
}

function stepOf(outcome: Outcome): StepOutcome {
  return outcome.ok ? { change: outcome.change } : {};
}
