import type { Operation } from '../fuzz';

/**
 * The property test's areas, one test file each (worker/test/fuzz/<area>.test.ts); every-route.test.ts takes every
 * writeable operation none of them covers, so a new route is fuzzed without anyone adding it.
 */
export const fuzzAreas = {
  coaches: (op: Operation) => !!op.tags?.includes('Coaches') && !/\/(unavailabilities|holidays)|calendar/.test(op.path),
  expenses: (op: Operation) => !!op.tags?.includes('Expenses'),
  inquiries: (op: Operation) => !!op.tags?.includes('Inquiries'),
  offeredWorkshops: (op: Operation) => op.path.startsWith('/api/master-data/workshops'),
  orders: (op: Operation) => !!op.tags?.includes('Material orders'),
  others: (op: Operation) =>
    op.tags?.some((tag) => ['Authentication', 'Users', 'Files'].includes(tag)) || op.path.includes('calendar'),
  outbox: (op: Operation) => op.tags?.some((tag) => ['Outbox', 'Scheduled jobs'].includes(tag)) ?? false,
  payouts: (op: Operation) => !!op.tags?.includes('Payouts'),
  profiles: (op: Operation) => !!op.tags?.includes('Profiles'),
  questionnaires: (op: Operation) => op.path.startsWith('/api/evaluations/questionnaires'),
  staffing: (op: Operation) => !!op.tags?.includes('Staffing'),
  unavailabilities: (op: Operation) => !!op.tags?.includes('Coaches') && /\/(unavailabilities|holidays)/.test(op.path),
  workshops: (op: Operation) => !!op.tags?.includes('Workshops'),
} satisfies Record<string, (op: Operation) => boolean>;

export const writes = (op: Operation) => op.method !== 'get';

/** Writeable operations no area file covers. */
export const inNoArea = (op: Operation) => writes(op) && !Object.values(fuzzAreas).some((covers) => covers(op));
