/**
 * Demo workload targets and maxima (decision 043) on the coach profiles `people` wrote: staff values for most active
 * coaches, and a coach's own wish for some. The maxima leave room for the browser tests, which place demo coaches
 * on workshops of the current month (whatever date they run on).
 */
import * as s from '../../worker/db/schema';
import { U } from './people';
import type { SeedBatch } from './sql';

type Workload = Pick<
  typeof s.coachProfiles.$inferInsert,
  'workloadMonthTarget' | 'workloadMonthMax' | 'workloadYearTarget' | 'workloadYearMax' | 'workloadMonthWish' | 'workloadYearWish'
>;

const demo: Partial<Record<number, Workload>> = {
  [U.coach]: { workloadMonthTarget: 3, workloadMonthMax: 5, workloadYearTarget: 24, workloadYearMax: 36, workloadMonthWish: 4 },
  [U.marco]: { workloadMonthTarget: 2, workloadMonthMax: 4, workloadYearTarget: 16, workloadYearMax: 30 },
  [U.sophie]: { workloadMonthTarget: 4, workloadMonthMax: 6, workloadMonthWish: 5, workloadYearWish: 40 },
  [U.jonas]: { workloadMonthTarget: 2, workloadMonthMax: 6, workloadYearTarget: 16, workloadYearMax: 40, workloadMonthWish: 2 },
  [U.james]: { workloadYearTarget: 12, workloadYearMax: 20, workloadYearWish: 15 },
};

/** Adds the demo workload values to the coach profile rows of `batches`. */
export function applyWorkloadDemo(batches: SeedBatch[]) {
  for (const b of batches.filter((b) => b.table === s.coachProfiles)) {
    b.rows = (b.rows as Array<typeof s.coachProfiles.$inferInsert>).map((row) => ({ ...row, ...demo[row.userId] }));
  }
}
