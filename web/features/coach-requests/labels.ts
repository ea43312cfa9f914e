import type { StatusTone } from '@/components/ui/status-pill';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CoachRequestState, OwnCoachRequest } from '@/lib/contract';

export type Answer = 'approved' | 'declined';

/**
 * The request's state as the coach sees it: a request that ended because its workshop was cancelled is
 * "workshop-cancelled", not a request withdrawn by the team.
 */
export type ShownRequestState = CoachRequestState | 'workshop-cancelled';

export const shownRequestState = (request: OwnCoachRequest): ShownRequestState =>
  request.state === 'cancelled' && request.workshop.state === 'cancelled' ? 'workshop-cancelled' : request.state;

/** The states in the coach's words: approved is "available", cancelled is a withdrawn request. */
export const requestStateLabels: Record<ShownRequestState, MessageDescriptor> = {
  'new-request': msg`Neue Anfrage`,
  approved: msg`Verfügbar`,
  declined: msg`Nicht verfügbar`,
  placed: msg`Eingeteilt`,
  cancelled: msg`Zurückgezogen`,
  'workshop-cancelled': msg({ message: 'Abgesagt', context: 'coach request whose workshop was cancelled' }),
};

/** The two answer buttons. */
export const answerLabels: Record<Answer, MessageDescriptor> = {
  approved: msg`Verfügbar`,
  declined: msg`Nicht verfügbar`,
};

/** Badge colours per state (the state is always written out too: colour is never the only cue). */
export const requestStateTones: Record<ShownRequestState, StatusTone> = {
  'new-request': 'waiting',
  approved: 'info',
  declined: 'neutral',
  placed: 'success',
  cancelled: 'danger',
  'workshop-cancelled': 'danger',
};

/** Spec section 8: success after answering, and the "Coach request error" (followed by the server's reason). */
export const answerSaved = msg`Antwort gespeichert`;

/** Not answered yet (the menu badge counts these). */
export const isOpen = (request: OwnCoachRequest) => request.state === 'new-request';

/** The coach may (still) answer or change the answer: not placed or withdrawn, and the workshop is not cancelled. */
export const canAnswer = (request: OwnCoachRequest) =>
  (request.state === 'new-request' || request.state === 'approved' || request.state === 'declined') &&
  request.workshop.state !== 'cancelled';
