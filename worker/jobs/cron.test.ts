import { createScheduledController, env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../index';
import { coachRequests, mailOutbox, sessions, workshops } from '../db/schema';
import { sendRequestReminders } from '../features/staffing/reminders';
import { nowSeconds } from '../lib/tokens';
import { MAIL_MAX_ATTEMPTS } from '../mail/deliver';
import { dateIn, seedCatalogue } from '../test/catalogue';
import { createUser, db } from '../test/factories';
import { atOnce } from '../test/race';

const QUARTER_HOURLY = '*/15 * * * *';
const DAILY = '0 6 * * *';
const run = (cron: string) => worker.scheduled(createScheduledController({ cron, scheduledTime: Date.now() }), env as never);

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
  // D1 takes at most 100 parameters a statement: 8 rows of 12 values, or 20 requests of 5.
  for (let i = 0; i < values.length; i += 8) {
    planned.push(
      ...(await db
        .insert(workshops)
        .values(values.slice(i, i + 8))
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

describe('cron triggers', () => {
  it('the quarter-hourly trigger re-enqueues stuck mail (stale sending claims too) and cleans up, but reminds nobody', async () => {
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
    const user = await createUser();
    await db.insert(sessions).values({ id: `expired-${user.id}`, userId: user.id, expiresAt: now - 5 });
    const { coaches } = await dueRequests(1, 1);
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');

    await run(QUARTER_HOURLY);

    const enqueued = send.mock.calls.flat(2).map((m) => Number((m as { body: { outboxId: string } }).body.outboxId));
    expect(enqueued).toEqual(expect.arrayContaining([neverQueued.id, staleClaim.id]));
    expect(enqueued).not.toContain(freshClaim.id);
    expect(enqueued).not.toContain(exhausted.id);
    const [gaveUp] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, exhausted.id));
    expect(gaveUp).toMatchObject({ status: 'failed', lastError: `Delivery abandoned after ${MAIL_MAX_ATTEMPTS} attempts` });
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, `expired-${user.id}`)),
    ).toHaveLength(0);
    expect(await remindersTo(coaches[0]!.email)).toHaveLength(0);
  });

  it('the daily trigger reminds coaches but leaves the mail sweep and the cleanup to the quarter-hourly one', async () => {
    const now = nowSeconds();
    const neverQueued = await outboxRow({ createdAt: now - 600 });
    const user = await createUser();
    await db.insert(sessions).values({ id: `expired-${user.id}`, userId: user.id, expiresAt: now - 5 });
    const { coaches, requestIds } = await dueRequests(2, 2);
    const send = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');

    await run(DAILY);

    for (const coach of coaches) expect(await remindersTo(coach.email)).toHaveLength(1);
    const reminded = await db.select().from(coachRequests).where(inArray(coachRequests.id, requestIds));
    expect(reminded.map((r) => r.remindedAt)).toEqual(requestIds.map(() => expect.any(Number)));
    const enqueued = send.mock.calls.flat(2).map((m) => Number((m as { body: { outboxId: string } }).body.outboxId));
    expect(enqueued).not.toContain(neverQueued.id);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, `expired-${user.id}`)),
    ).toHaveLength(1);
  });

  it('both triggers firing at 06:00 send each reminder once', async () => {
    const { coaches } = await dueRequests(2, 1);

    await Promise.all([run(QUARTER_HOURLY), run(DAILY)]);
    await run(DAILY);

    for (const coach of coaches) expect(await remindersTo(coach.email)).toHaveLength(1);
  });

  it('two daily runs at once remind each coach once', async () => {
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

    expect(warn).toHaveBeenCalledWith(JSON.stringify({ event: 'cron.unknown_trigger', cron: '0 3 * * 1' }));
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
