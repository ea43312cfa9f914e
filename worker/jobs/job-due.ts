import { worksAt, type ScheduledJob } from './schedule';

/**
 * How late a job's run may be before the job counts as overdue: a trigger fires a little late now and then, and a run
 * takes minutes (decision 054).
 */
export const OVERDUE_GRACE_SECONDS = 30 * 60;

const HOUR = 3600;
/** The schedule repeats daily; a week covers any gap a Zurich-hours filter leaves (summer time included). */
const LOOK_AHEAD_SECONDS = 7 * 24 * HOUR;

/** The values a cron field allows between `min` and `max`: `*`, a step (`0-59/15`, `*` with `/15`), `4-19`, `1,2`, `40`. */
function cronValues(field: string, min: number, max: number): number[] {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range, step = '1'] = part.split('/');
    const [from, to] = range === '*' ? [min, max] : range!.split('-').map(Number);
    for (let value = from!; value <= (to ?? from)!; value += Number(step)) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * The first time (Unix seconds) after `after` at which the job's trigger fires and the job works (its Zurich hours).
 * Only the minute and hour of a cron expression may be set (worker/jobs/schedule.ts has no other kind).
 */
export function nextWorkTime(job: Pick<ScheduledJob, 'cron' | 'zurichHours'>, after: number): number {
  const [minuteField, hourField, ...days] = job.cron.split(' ');
  if (days.join(' ') !== '* * *') throw new Error(`Cron ${job.cron}: only minutes and hours are supported`);
  const minutes = cronValues(minuteField!, 0, 59);
  const hours = cronValues(hourField!, 0, 23);
  for (let hour = Math.floor(after / HOUR) * HOUR; hour <= after + LOOK_AHEAD_SECONDS; hour += HOUR) {
    if (!hours.includes(new Date(hour * 1000).getUTCHours())) continue;
    const minute = minutes.find((m) => hour + m * 60 > after);
    if (minute !== undefined && worksAt(job, (hour + minute * 60) * 1000)) return hour + minute * 60;
  }
  throw new Error(`Cron ${job.cron} does not fire within a week`);
}

export interface JobDue {
  /** When the job should next have run successfully (Unix seconds). */
  next_due_at: number;
  /** Past `next_due_at` by more than the grace. */
  overdue: boolean;
}

/**
 * When a job is next due, and whether it is overdue: its next work time after its last successful run, or, while
 * none is kept, after the deploy (a job added by a deploy is not overdue before its first time has come).
 */
export function jobDue(
  job: Pick<ScheduledJob, 'cron' | 'zurichHours'>,
  { lastSuccessAt, deployedAt, now }: { lastSuccessAt: number | null; deployedAt: number; now: number },
): JobDue {
  const nextDueAt = nextWorkTime(job, lastSuccessAt ?? deployedAt);
  return { next_due_at: nextDueAt, overdue: now > nextDueAt + OVERDUE_GRACE_SECONDS };
}

/** The deploy's time (Unix seconds) from the version metadata; without it (an old local state) now: nothing is late. */
export function deployedAt(metadata: WorkerVersionMetadata | undefined, now: number): number {
  const uploaded = metadata ? Date.parse(metadata.timestamp) : NaN;
  return Number.isFinite(uploaded) ? Math.min(Math.floor(uploaded / 1000), now) : now;
}
