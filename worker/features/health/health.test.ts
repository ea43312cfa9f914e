import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../../package.json';
import { jobRuns, mailOutbox } from '../../db/schema';
import { nowSeconds } from '../../lib/tokens';
import { scheduledJobs } from '../../jobs/schedule';
import { OVERDUE_GRACE_SECONDS } from '../../jobs/job-due';
import { useBindings } from '../../test/bindings';
import { api, db } from '../../test/factories';
import type { JobHealth } from '../../contract/health/health.schemas';

const HOUR = 3600;
const jobOf = (body: { data: { jobs: JobHealth[] } }, name: string) => body.data.jobs.find((job) => job.name === name)!;

/** A finished run of `job` that started `ago` seconds before now; with `error`, a failed one. */
const ran = (job: string, ago: number, error: string | null = null) => {
  const startedAt = nowSeconds() - ago;
  return db.insert(jobRuns).values({ job, trigger: 'manual', startedAt, finishedAt: startedAt + 2, counts: {}, error });
};

beforeEach(async () => {
  await db.delete(jobRuns);
  await db.delete(mailOutbox);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/health', () => {
  it('answers without a session, uncached, with version and commit, ok while every job ran in time', async () => {
    for (const job of scheduledJobs) await ran(job.name, 60);

    const { status, body, headers } = await api('/health');

    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(body.data).toMatchObject({
      status: 'ok',
      version: packageJson.version,
      commit: 'unknown',
      database: { reachable: true, ms: expect.any(Number) },
      queue: { reachable: true, oldest_waiting_at: null },
    });
    expect(body.data.jobs.map((job: JobHealth) => job.name)).toEqual(scheduledJobs.map((job) => job.name));
    expect(body.data.jobs.every((job: JobHealth) => job.last_outcome === 'succeeded' && !job.overdue)).toBe(true);

    useBindings({ GIT_COMMIT: '0123abc' });
    expect((await api('/health')).body.data.commit).toBe('0123abc');
  });

  it('flags a job overdue once its next time after the last success is more than the grace past; a failure too', async () => {
    await ran('outbox-sweep', 5 * 60); // every 15 minutes: fresh
    await ran('temporary-passwords', 3 * HOUR); // hourly: three runs missed
    await ran('calendar-imports', 3 * HOUR);
    await ran('calendar-imports', 10 * 60, 'Error: D1 unavailable'); // failed since its last success
    // Failed, but a success less than the grace ago cannot be overdue, whatever the time of day.
    await ran('staffing-escalations', 20 * 60);
    await ran('staffing-escalations', 60, 'Error: D1 unavailable');

    const { status, body } = await api('/health');

    expect(status).toBe(200);
    expect(body.data.status).toBe('degraded');
    expect(jobOf(body, 'outbox-sweep')).toMatchObject({ last_outcome: 'succeeded', overdue: false });
    const late = jobOf(body, 'temporary-passwords');
    expect(late).toMatchObject({ last_outcome: 'succeeded', overdue: true, last_success_at: late.last_run_at });
    expect(nowSeconds() - late.next_due_at).toBeGreaterThan(OVERDUE_GRACE_SECONDS);
    expect(jobOf(body, 'calendar-imports')).toMatchObject({ last_outcome: 'failed', overdue: true });
    expect(jobOf(body, 'staffing-escalations')).toMatchObject({ last_outcome: 'failed', overdue: false });
    // The error's text stays in the admins' run log: the public answer has no free text.
    expect(JSON.stringify(body)).not.toContain('D1 unavailable');
  });

  it('counts a job never run from the deploy on: not overdue before its first time has come', async () => {
    const fresh = (await api('/health')).body;
    expect(jobOf(fresh, 'purge')).toMatchObject({ last_run_at: null, last_outcome: null, overdue: false });
    expect(jobOf(fresh, 'purge').next_due_at).toBeGreaterThan(nowSeconds() - 24 * HOUR);

    const twoDaysAgo = new Date((nowSeconds() - 48 * HOUR) * 1000).toISOString();
    useBindings({ CF_VERSION_METADATA: { id: 'version', tag: '', timestamp: twoDaysAgo } });
    const later = (await api('/health')).body;
    expect(jobOf(later, 'purge')).toMatchObject({ last_run_at: null, overdue: true });
    expect(later.data.status).toBe('degraded');
  });

  it('is degraded while mail waits for the queue longer than 30 minutes', async () => {
    for (const job of scheduledJobs) await ran(job.name, 60);
    const mail = { template: 'password-reset', recipient: 'someone@example.test', language: 'de' as const };
    const createdAt = nowSeconds() - 2 * HOUR;
    await db.insert(mailOutbox).values({ ...mail, subject: 'S', textBody: 'T', htmlBody: 'H', createdAt });

    const { body } = await api('/health');

    expect(body.data).toMatchObject({ status: 'degraded', queue: { reachable: false, oldest_waiting_at: createdAt } });
    expect(JSON.stringify(body)).not.toContain('someone@example.test');
  });

  it('answers 503 down when the database does not answer', async () => {
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1 unavailable'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const { status, body } = await api('/health');

    expect(status).toBe(503);
    expect(body.data).toMatchObject({ status: 'down', database: { reachable: false }, jobs: [] });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"msg":"health.database_unreachable"'));
  });

  it('counts against the per-client ceiling of public callers', async () => {
    useBindings({ PUBLIC_CLIENT_LIMITER: { limit: async () => ({ success: false }) } });
    const { status, body } = await api('/health');
    expect([status, body.error.code]).toEqual([429, 'rate_limited']);
  });
});
