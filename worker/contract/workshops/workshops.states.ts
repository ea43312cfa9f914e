import type { WorkshopState } from '../enums';

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

export type { SetStateTarget } from './workshops.schemas';

export const canTransition = (from: WorkshopState, to: WorkshopState) => workshopTransitions[from].includes(to);
