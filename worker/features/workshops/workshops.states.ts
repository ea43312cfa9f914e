import type { WorkshopState } from '../../db/schema/enums';

/**
 * Allowed workshop transitions (docs/state-machines.md). `to-realize` and `coaches_requested` are reached only
 * through coach requests and placements; `invoiced` only through finance's set-invoiced.
 */
export const workshopTransitions: Record<WorkshopState, readonly WorkshopState[]> = {
  initialized: ['coaches_requested', 'to-realize', 'cancelled'],
  coaches_requested: ['coaches_requested', 'to-realize', 'initialized', 'cancelled'],
  'to-realize': ['to-realize', 'done', 'initialized', 'cancelled'],
  done: ['invoiceable', 'cancelled'],
  invoiceable: ['done', 'invoiced', 'cancelled'],
  invoiced: [],
  cancelled: ['initialized'],
};

/** Targets staff may ask for with `POST workshops/{id}/set-state`. */
export const setStateTargets = ['initialized', 'done', 'invoiceable', 'cancelled'] as const;
export type SetStateTarget = (typeof setStateTargets)[number];

export const canTransition = (from: WorkshopState, to: WorkshopState) => workshopTransitions[from].includes(to);
