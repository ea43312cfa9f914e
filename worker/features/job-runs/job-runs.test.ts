import { scheduledJobs } from '../../jobs/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, jobRuns, passwordResetTokens } from '../../db/schema';
import { hashToken, nowSeconds } from '../../lib/tokens';
import { api, createUser, db, sessionFor } from '../../test/factories';

let admin: string;
let adminUser: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  adminUser = await createUser({ role: 'admin' });
  admin = await sessionFor(adminUser);
});

describe('who may read the job runs', () => {
  it('admins only: other roles 403, anonymous 401', async () => {
    expect((await api('/jobs/runs')).status).toBe(401);
    for (const role of ['associate', 'coach', 'finance'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/jobs/runs', { token })).status, role).toBe(403);
    }
    expect((await api('/jobs/runs', { token: admin })).status).toBe(200);
  });
});

describe('the job runs (GET /jobs/runs)', () => {
  it('lists each job with its latest run and the runs newest first, filtered by job', async () => {
    const job = 'purge';
    const other = 'evaluations';
    const [first, second, third] = await db
      .insert(jobRuns)
      .values([
        { job, trigger: '0 5,6 * * *', startedAt: 1000, finishedAt: 1002, counts: { mails: 3 } },
        { job: other, trigger: '*/15 * * * *', startedAt: 1500, finishedAt: 1501, counts: {} },
        { job, trigger: '0 5,6 * * *', startedAt: 2000, finishedAt: 2001, counts: { mails: 0 }, error: 'D1: busy' },
      ])
      .returning();

    const answer = await api(`/jobs/runs?job=${job}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((run: { id: number }) => run.id)).toEqual([third!.id, first!.id]);
    expect(answer.body.data.items[0]).toEqual({
      id: third!.id,
      job,
      trigger: '0 5,6 * * *',
      started_at: 2000,
      finished_at: 2001,
      counts: { mails: 0 },
      error: 'D1: busy',
      started_by: null,
    });
    expect(answer.body.data.total).toBe(2);
    const jobs = answer.body.data.jobs as { job: string; last_run: { id: number } }[];
    expect(jobs.find((entry) => entry.job === job)?.last_run.id).toBe(third!.id);
    expect(jobs.find((entry) => entry.job === other)?.last_run.id).toBe(second!.id);
    expect(answer.body.data.jobs.map((entry: { job: string }) => entry.job)).toEqual(scheduledJobs.map((j) => j.name));
    const never = (answer.body.data.jobs as { job: string; cron: string; last_run: unknown }[]).find(
      (entry) => entry.job === 'temporary-passwords',
    );
    // Never run: due from the deploy on, not overdue yet; runs of 1970 are long overdue (decision 054).
    expect(never).toEqual({
      job: 'temporary-passwords',
      cron: '40 * * * *',
      last_run: null,
      next_due_at: expect.any(Number),
      overdue: false,
    });
    expect(jobs.find((entry) => entry.job === job)).toMatchObject({ overdue: true, next_due_at: expect.any(Number) });
  });

  it('refuses a bad filter with 422', async () => {
    expect((await api('/jobs/runs?per_page=0', { token: admin })).status).toBe(422);
  });
});

describe('running a job now (POST /jobs/{name}/run)', () => {
  const run = (name: string, token = admin) => api(`/jobs/${name}/run`, { method: 'POST', token });

  it('runs it as the scheduler would, once more doing nothing twice; the log names who started it; audited', async () => {
    const someone = await createUser({ role: 'coach' });
    await db
      .insert(passwordResetTokens)
      .values({ id: hashToken(`old-${someone.id}`), userId: someone.id, expiresAt: nowSeconds() - 60 });

    const first = await run('purge');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      job: 'purge',
      trigger: 'manual',
      error: null,
      started_by: { id: adminUser.id, name: `${adminUser.firstname} User` },
    });
    expect(first.body.data.counts.resetTokens).toBeGreaterThanOrEqual(1);
    expect(first.body.data.finished_at).toEqual(expect.any(Number));
    const second = await run('purge');
    expect(second.body.data.counts.resetTokens).toBe(0);

    const log = await api('/jobs/runs?job=purge', { token: admin });
    expect(log.body.data.items[0]).toMatchObject({ id: second.body.data.id, started_by: { id: adminUser.id } });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.run_started'), eq(auditLog.actorUserId, adminUser.id)));
    expect(audits.map((entry) => entry.entityId)).toEqual(['purge', 'purge']);
  });

  it('is for admins only, knows only the scheduled jobs, and waits for a run still going', async () => {
    expect((await api('/jobs/purge/run', { method: 'POST' })).status).toBe(401);
    for (const role of ['associate', 'coach', 'finance'] as const) {
      expect((await run('purge', await sessionFor(await createUser({ role })))).status, role).toBe(403);
    }
    expect((await run('no-such-job')).status).toBe(404);
    await db.insert(jobRuns).values({ job: 'evaluations', trigger: '0 * * * *', startedAt: nowSeconds() - 30 });
    const busy = await run('evaluations');
    expect([busy.status, busy.body.error.code]).toEqual([409, 'conflict']);
  });
});
