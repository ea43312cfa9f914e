import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CoachRequestState, OwnCoachRequest } from '@/lib/contract';

export type Answer = 'approved' | 'declined';

/** The states in the coach's words: approved is "available", cancelled is a withdrawn request. */
export const requestStateLabels: Record<CoachRequestState, MessageDescriptor> = {
  'new-request': msg`Neue Anfrage`,
  approved: msg`Verfügbar`,
  declined: msg`Nicht verfügbar`,
  placed: msg`Eingeteilt`,
  cancelled: msg`Zurückgezogen`,
};

/** The two answer buttons. */
export const answerLabels: Record<Answer, MessageDescriptor> = {
  approved: msg`Verfügbar`,
  declined: msg`Nicht verfügbar`,
};

/** Badge colours per state (the state is always written out too: colour is never the only cue). */
export const requestStateColours: Record<CoachRequestState, string> = {
  'new-request': 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  approved: 'border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  declined: 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  placed: 'border-emerald-300 bg-emerald-100 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  cancelled: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/** Spec section 8: success after answering, and the "Coach request error" (followed by the server's reason). */
export const answerSaved = msg`Antwort gespeichert`;

/** Not answered yet (the menu badge counts these). */
export const isOpen = (request: OwnCoachRequest) => request.state === 'new-request';

/** The coach may (still) answer or change the answer: not placed or withdrawn, and the workshop is not cancelled. */
export const canAnswer = (request: OwnCoachRequest) =>
  (request.state === 'new-request' || request.state === 'approved' || request.state === 'declined') &&
  request.workshop.state !== 'cancelled';
