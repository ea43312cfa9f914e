import { canTransition, type SetStateTarget, type WorkshopState } from '@/lib/contract';
import type { MessageDescriptor } from '@lingui/core';
import { backToDoneLabel, stateActionLabels, undoCancellationLabel } from './labels';

export interface StateAction {
  target: SetStateTarget;
  /** Going back from invoiceable to done reads "back to done". */
  back: boolean;
  /** Shown but not possible yet: a workshop is done only on or after its day. */
  blocked?: 'before_date';
}

/** The order of the buttons: forward first, then back, cancel last. Every target has a label (type-checked). */
const order = Object.keys(stateActionLabels) as SetStateTarget[];

/**
 * The state actions staff may start from `state`, from the worker's transition table (the server stays the
 * authority and answers 409 with its reason). `date` and `today` are ISO dates (Europe/Zurich).
 */
export function availableStateActions(state: WorkshopState, date: string, today: string): StateAction[] {
  return order
    .filter((target) => target !== state && canTransition(state, target))
    .map((target) => {
      const action: StateAction = { target, back: target === 'done' && state === 'invoiceable' };
      if (target === 'done' && state !== 'invoiceable' && date > today) action.blocked = 'before_date';
      return action;
    });
}

/** The button's words: what it does from `state` (back to done, taking a cancellation back, or the target's action). */
export function stateActionLabel(action: StateAction, state: WorkshopState): MessageDescriptor {
  if (action.back) return backToDoneLabel;
  if (action.target === 'initialized' && state === 'cancelled') return undoCancellationLabel;
  return stateActionLabels[action.target];
}

/** Invoiced and cancelled workshops are history: not edited any more (the server answers 409). */
export const isEditable = (state: WorkshopState) => state !== 'invoiced' && state !== 'cancelled';

/** A date can be taken out of its series until it has taken place (the worker's `detach` rule). */
export const isDetachable = (state: WorkshopState) =>
  state === 'initialized' || state === 'coaches_requested' || state === 'to-realize';
