import { describe, expect, it } from 'vitest';
import { jobDue, nextWorkTime, OVERDUE_GRACE_SECONDS } from './job-due';
import { scheduledJobs } from './schedule';

const at = (iso: string) => Date.parse(iso) / 1000;
const job = (name: string) => scheduledJobs.find((entry) => entry.name === name)!;

describe('a job’s next time from its cron expression and Zurich hours', () => {
  it('every 15 minutes, hourly, and daily at 07:00 Zurich in winter and in summer', () => {
    expect(nextWorkTime(job('outbox-sweep'), at('2026-01-15T10:50:30Z'))).toBe(at('2026-01-15T11:00:00Z'));
    expect(nextWorkTime(job('temporary-passwords'), at('2026-01-15T10:40:00Z'))).toBe(at('2026-01-15T11:40:00Z'));
    expect(nextWorkTime(job('coach-request-reminders'), at('2026-01-15T06:00:05Z'))).toBe(at('2026-01-16T06:00:00Z'));
    expect(nextWorkTime(job('coach-request-reminders'), at('2026-07-15T05:00:05Z'))).toBe(at('2026-07-16T05:00:00Z'));
  });

  it('skips the hours a job does not work: hourly 06:00–20:00 Zurich waits overnight', () => {
    expect(nextWorkTime(job('workshops-done'), at('2026-01-15T19:00:10Z'))).toBe(at('2026-01-16T05:00:00Z'));
  });

  it('knows every scheduled job’s expression and refuses one with days', () => {
    for (const entry of scheduledJobs) expect(nextWorkTime(entry, at('2026-03-29T00:30:00Z')), entry.name).toBeGreaterThan(0);
    expect(() => nextWorkTime({ cron: '0 3 * * 1' }, 0)).toThrow('only minutes and hours');
  });
});

describe('overdue', () => {
  it('is past the next time after the last success by more than the grace; without a success, after the deploy', () => {
    const lastSuccessAt = at('2026-01-15T10:40:00Z');
    const due = at('2026-01-15T11:40:00Z');
    const check = (now: number, success: number | null = lastSuccessAt) =>
      jobDue(job('temporary-passwords'), { lastSuccessAt: success, deployedAt: at('2026-01-15T09:00:00Z'), now });
    expect(check(due + OVERDUE_GRACE_SECONDS)).toEqual({ next_due_at: due, overdue: false });
    expect(check(due + OVERDUE_GRACE_SECONDS + 1)).toEqual({ next_due_at: due, overdue: true });
    expect(check(at('2026-01-15T10:20:00Z'), null)).toEqual({ next_due_at: at('2026-01-15T09:40:00Z'), overdue: true });
  });
});
