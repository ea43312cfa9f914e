import { createScheduledController, env } from 'cloudflare:test';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import wranglerToml from '../../wrangler.toml?raw';
import worker from '../index';
import { coachRequests, jobRuns, mailOutbox, userSettings, workshops } from '../db/schema';
import { sendRequestReminders } from '../features/staffing/reminders';
import { nowSeconds } from '../lib/tokens';
import { MAIL_MAX_ATTEMPTS } from '../mail/deliver';
import { dateIn, seedCatalogue } from '../test/catalogue';
import { createUser, db } from '../test/factories';
import { atOnce } from '../test/race';
import { jobsFor, runJob, scheduledJobs, zurichHour } from './schedule';

const QUARTER_HOURLY = '*/15 * * * *';
const REQUEST_REMINDERS = '0 5,6 * * *';
/** A time of today at which the Zurich clock shows 07:xx, whether it is summer or winter time. */
function todayAtZurichSeven() {
  const at = new Date();
  at.setUTCHours(5, 0, 0, 0);
  return zurichHour(at) === 7 ? at.getTime() : at.getTime() + 3_600_000;
}
const run = (cron: string, scheduledTime = cron === REQUEST_REMINDERS ? todayAtZurichSeven() : Date.now()) =>
  worker.scheduled(createScheduledController({ cron, scheduledTime }), env as never);
const DAILY = REQUEST_REMINDERS;
const lastRun = async (job: string) =>
  (await db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.id)).limit(1))[0];

let offeredWorkshopId: number;
beforeAll(async () => {
  offeredWorkshopId = (await seedCatalogue()).rights.id;
});
// Requests left due by an earlier test are not this test's business.
beforeEach(() => db.update(coachRequests).set({ remindedAt: 1 }));
afterEach(() => vi.restoreAllMocks());

/** Coaches each asked, four days ago and without an answer, for the same new workshops. */
async function dueRequests(coachCount: number, workshopCount: number) {
  const values = Array.from({ length: workshopCount }, (_, i) => ({
    offeredWorkshopId,
    state: 'coaches_requested' as const,
    date: dateIn(10 + (i % 60)),
    startTime: '08:00',
    endTime: '09:30',
    durationMinutes: 90,
    institute: `Schule ${i}`,
    location: 'Bern',
    priceCentimes: 45000,
  }));
  const planned: { id: number }[] = [];
  // D1 takes at most 100 parameters a statement: 7 rows of 13 values (auto_escalate's default is bound too), or 20
  // requests of 5.
  for (let i = 0; i < values.length; i += 7) {
    planned.push(
      ...(await db
        .insert(workshops)
        .values(values.slice(i, i + 7))
        .returning({ id: workshops.id })),
    );
  }
  const coaches = [];
  for (let i = 0; i < coachCount; i++) coaches.push(await createUser({ role: 'coach', state: 'active' }));
  const asked = nowSeconds() - 4 * 86_400;
  const rows = coaches.flatMap((coach) =>
    planned.map((w) => ({ workshopId: w.id, coachId: coach.id, state: 'new-request' as const, updatedAt: asked })),
  );
  for (let i = 0; i < rows.length; i += 20) await db.insert(coachRequests).values(rows.slice(i, i + 20));
  return { coaches, requestIds: (await requestsOf(coaches.map((c) => c.id))).map((r) => r.id) };
}

const requestsOf = (coachIds: number[]) => db.select().from(coachRequests).where(inArray(coachRequests.coachId, coachIds));
const remindersTo = async (email: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
    (m) => m.template === 'coach-request-reminder',
  );

async function outboxRow(values: Partial<typeof mailOutbox.$inferInsert>) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: 'password-reset',
      recipient: `sweep-${Math.random().toString(36).slice(2)}@example.test`,
      language: 'de',
      subject: 'Test',
      textBody: 'Test',
      htmlBody: '<p>Test</p>',
      ...values,
    })
    .returning();
  return row!;
}

describe('the schedule', () => {
  it('gives each job its own trigger, and wrangler.toml lists exactly those triggers', () => {
    const block = wranglerToml.slice(wranglerToml.indexOf('[triggers]'));
    const listed = [...block.slice(0, block.indexOf(']', block.indexOf('crons'))).matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    const crons = scheduledJobs.map((job) => job.cron);
    expect(new Set(crons).size).toBe(crons.length);
    expect([...listed].sort()).toEqual([...crons].sort());
  });

  it('runs a 07:00 Zurich job in the UTC run that is 07:00 in Zurich, in winter and in summer time', () => {
    // Winter (UTC+1): 06:00 UTC is 07:00 in Zurich.
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 0, 15, 6, 0))).toEqual(['coach-request-reminders']);
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 0, 15, 5, 0))).toEqual([]);
    // Summer (UTC+2): 05:00 UTC is 07:00 in Zurich.
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 6, 15, 5, 0))).toEqual(['coach-request-reminders']);
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 6, 15, 6, 0))).toEqual([]);
    // The days the clocks change (28 March and 31 October 2027) run once as well.
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 2, 28, 5, 0))).toEqual(['coach-request-reminders']);
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 2, 28, 6, 0))).toEqual([]);
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 9, 31, 6, 0))).toEqual(['coach-request-reminders']);
    expect(jobsFor(REQUEST_REMINDERS, Date.UTC(2027, 9, 31, 5, 0))).toEqual([]);
    // Jobs without Zurich hours run at every firing of their trigger.
    expect(jobsFor(QUARTER_HOURLY, Date.UTC(2027, 0, 15, 3, 45))).toEqual(['outbox-sweep']);
  });

  it('every daily job works once a day, summer and winter', () => {
    for (const day of [Date.UTC(2027, 0, 15), Date.UTC(2027, 6, 15), Date.UTC(2027, 2, 28), Date.UTC(2027, 9, 31)]) {
      for (const job of scheduledJobs.filter((j) => j.zurichHours?.length === 1)) {
        const hours = Array.from({ length: 24 }, (_, hour) => day + hour * 3_600_000);
        expect(
          hours.filter((at) => jobsFor(job.cron, at).includes(job.name)),
          job.name,
        ).toHaveLength(1);
      }
    }
  });
});

describe('cron triggers', () => {
  it('the quarter-hourly trigger re-enqueues stuck mail (stale sending claims too), but reminds nobody', async () => {
    const now = nowSeconds();
    const neverQueued = await outboxRow({ createdAt: now - 600 });
    const staleClaim = await outboxRow({ status: 'sending', claimedAt: now - 600, attempts: 1, createdAt: now - 900 });
    const freshClaim = await outboxRow({ status: 'sending', claimedAt: now - 10, attempts: 1, createdAt: now - 900 });
    const exhausted = await outboxRow({
      status: 'sending',
      claimedAt: now - 600,
      attempts: MAIL_MAX_ATTEMPTS,
      createdAt: now - 900,
    });
    const { coaches } = await dueRequests(1, 1);
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');

    await run(QUARTER_HOURLY);

    const enqueued = send.mock.calls.flat(2).map((m) => Number((m as { body: { outboxId: string } }).body.outboxId));
    expect(enqueued).toEqual(expect.arrayContaining([neverQueued.id, staleClaim.id]));
    expect(enqueued).not.toContain(freshClaim.id);
    expect(enqueued).not.toContain(exhausted.id);
    const [gaveUp] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, exhausted.id));
    expect(gaveUp).toMatchObject({ status: 'failed', lastError: `Delivery abandoned after ${MAIL_MAX_ATTEMPTS} attempts` });
    expect(await remindersTo(coaches[0]!.email)).toHaveLength(0);
    const sweep = await lastRun('outbox-sweep');
    expect(sweep).toMatchObject({ trigger: QUARTER_HOURLY, finishedAt: expect.any(Number), error: null });
    expect(sweep?.counts?.deadLettered).toBeGreaterThanOrEqual(1);
    expect(sweep?.counts?.enqueued).toBeGreaterThanOrEqual(2);
  });

  it('the reminders trigger at 07:00 Zurich reminds coaches and records the run; its other UTC run does nothing', async () => {
    const now = nowSeconds();
    const neverQueued = await outboxRow({ createdAt: now - 600 });
    const { coaches, requestIds } = await dueRequests(2, 2);
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    const before = await lastRun('coach-request-reminders');

    await run(DAILY, todayAtZurichSeven() - 3_600_000);
    expect(await lastRun('coach-request-reminders')).toEqual(before);
    for (const coach of coaches) expect(await remindersTo(coach.email)).toHaveLength(0);

    await run(DAILY);

    for (const coach of coaches) expect(await remindersTo(coach.email)).toHaveLength(1);
    const reminded = await db.select().from(coachRequests).where(inArray(coachRequests.id, requestIds));
    expect(reminded.map((r) => r.remindedAt)).toEqual(requestIds.map(() => expect.any(Number)));
    const enqueued = send.mock.calls.flat(2).map((m) => Number((m as { body: { outboxId: string } }).body.outboxId));
    expect(enqueued).not.toContain(neverQueued.id);
    const record = await lastRun('coach-request-reminders');
    expect(record).toMatchObject({ trigger: DAILY, counts: { reminded: 4 }, error: null });
    expect(record!.finishedAt).toBeGreaterThanOrEqual(record!.startedAt);
  });

  it('a coach who switched reminders off is not reminded; the others are', async () => {
    const { coaches } = await dueRequests(2, 1);
    await db.insert(userSettings).values({
      userId: coaches[0]!.id,
      notifications: { coachRequests: true, reminders: false, news: true, inquiries: true, profileChanges: true },
    });

    await run(DAILY);
    await run(DAILY);

    expect(await remindersTo(coaches[0]!.email)).toHaveLength(0);
    expect(await remindersTo(coaches[1]!.email)).toHaveLength(1);
  });

  it('a job that fails records its error in job_runs and rethrows it', async () => {
    await dueRequests(1, 1);
    // The reminders and their mails are written in one batch; D1 refusing it fails the run.
    vi.spyOn(env.DB, 'batch').mockRejectedValue(new Error('D1 unavailable'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(runJob('coach-request-reminders', db, env)).rejects.toThrow('D1 unavailable');

    expect(await lastRun('coach-request-reminders')).toMatchObject({
      trigger: 'manual',
      finishedAt: expect.any(Number),
      counts: null,
      error: 'Error: D1 unavailable',
    });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"msg":"job.failed"'));
  });

  it('two reminder runs at once remind each coach once', async () => {
    const { coaches } = await dueRequests(3, 2);

    await atOnce(
      () => run(DAILY),
      () => run(DAILY),
    );

    for (const coach of coaches) {
      const reminders = await remindersTo(coach.email);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.textBody.match(/Kinderrechte/g)).toHaveLength(2);
    }
  });

  it('an unknown trigger logs and does nothing', async () => {
    const { coaches } = await dueRequests(1, 1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');

    await run('0 3 * * 1');

    expect(warn).toHaveBeenCalledWith(JSON.stringify({ level: 'warn', msg: 'cron.unknown_trigger', cron: '0 3 * * 1' }));
    expect(send).not.toHaveBeenCalled();
    expect(await remindersTo(coaches[0]!.email)).toHaveLength(0);
  });
});

describe('reminders past D1 limits', () => {
  it('reminds 125 due requests (past 100 parameters): one mail per coach listing all, then nothing again', async () => {
    const { coaches, requestIds } = await dueRequests(5, 25);
    expect(requestIds).toHaveLength(125);

    expect(await sendRequestReminders(db, env)).toBe(125);

    for (const coach of coaches) {
      const reminders = await remindersTo(coach.email);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.textBody.match(/Kinderrechte, Schule \d+/g)).toHaveLength(25);
    }
    const rows = await requestsOf(coaches.map((c) => c.id));
    expect(rows.map((r) => r.remindedAt)).toEqual(rows.map(() => expect.any(Number)));
    expect(await sendRequestReminders(db, env)).toBe(0);
  });

  it('reminds a bounded number of coaches per run; the others follow on the next run', async () => {
    const { coaches } = await dueRequests(3, 1);

    expect(await sendRequestReminders(db, env, { maxCoaches: 2 })).toBe(2);
    expect(await sendRequestReminders(db, env, { maxCoaches: 2 })).toBe(1);
    expect(await sendRequestReminders(db, env, { maxCoaches: 2 })).toBe(0);

    for (const coach of coaches) expect(await remindersTo(coach.email)).toHaveLength(1);
  });
});
