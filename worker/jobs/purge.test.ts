import { env } from 'cloudflare:test';
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobMarks, jobRuns, mailOutbox, newsletters, passwordResetTokens, sessions } from '../db/schema';
import { nowSeconds } from '../lib/tokens';
import { createUser, db } from '../test/factories';
import { IDLE_TIMEOUT_SECONDS } from '../features/auth/auth.service';
import { purgeExpired } from './purge';
import { runJob } from './schedule';

const DAY = 86_400;

async function outboxRow(values: Partial<typeof mailOutbox.$inferInsert>) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: 'password-reset',
      recipient: `purge-${Math.random().toString(36).slice(2)}@example.test`,
      language: 'de',
      subject: 'Betreff',
      textBody: 'Text',
      htmlBody: '<p>Text</p>',
      ...values,
    })
    .returning();
  return row!;
}
const outboxById = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('the purge job', () => {
  it('removes expired sessions page by page (more than 100) and keeps valid ones', async () => {
    const user = await createUser();
    const now = nowSeconds();
    const tag = Math.random().toString(36).slice(2, 8);
    const expired = Array.from({ length: 250 }, (_, i) => ({ id: `old-${tag}-${i}`, userId: user.id, expiresAt: now - 10 }));
    for (let i = 0; i < expired.length; i += 30) await db.insert(sessions).values(expired.slice(i, i + 30));
    await db.insert(sessions).values({ id: `live-${tag}`, userId: user.id, expiresAt: now + 3600 });

    const counts = await runJob('purge', db, env);

    expect(counts.sessions).toBeGreaterThanOrEqual(250);
    expect(
      await db
        .select()
        .from(sessions)
        .where(like(sessions.id, `old-${tag}-%`)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, `live-${tag}`)),
    ).toHaveLength(1);
    expect((await runJob('purge', db, env)).sessions).toBe(0);
  });

  it('removes sessions idle longer than the idle timeout, counted from the last use or else the sign-in', async () => {
    const user = await createUser();
    const now = nowSeconds();
    const tag = Math.random().toString(36).slice(2, 8);
    const longAgo = now - IDLE_TIMEOUT_SECONDS - 60;
    await db.insert(sessions).values([
      { id: `idle-${tag}`, userId: user.id, expiresAt: now + 3600, lastUsedAt: longAgo, createdAt: longAgo },
      { id: `idle-old-${tag}`, userId: user.id, expiresAt: now + 3600, lastUsedAt: null, createdAt: longAgo },
      { id: `used-${tag}`, userId: user.id, expiresAt: now + 3600, lastUsedAt: now - 60, createdAt: longAgo },
    ]);

    await runJob('purge', db, env);

    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(like(sessions.id, `%-${tag}`));
    expect(left.map((row) => row.id)).toEqual([`used-${tag}`]);
  });

  it('removes used and expired reset links, keeps an open one', async () => {
    const user = await createUser();
    const now = nowSeconds();
    const tag = Math.random().toString(36).slice(2, 8);
    await db.insert(passwordResetTokens).values([
      { id: `used-${tag}`, userId: user.id, expiresAt: now + 3600, usedAt: now - 60 },
      { id: `expired-${tag}`, userId: user.id, expiresAt: now - 60 },
      { id: `open-${tag}`, userId: user.id, expiresAt: now + 3600 },
    ]);

    await purgeExpired(db);

    const left = await db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.id, [`used-${tag}`, `expired-${tag}`, `open-${tag}`]));
    expect(left).toEqual([{ id: `open-${tag}` }]);
  });

  it('empties outbox bodies after 90 days unless the mail waits, and deletes rows after two years except newsletter copies', async () => {
    const now = nowSeconds();
    const oldSent = await outboxRow({ status: 'sent', createdAt: now - 91 * DAY });
    const oldFailed = await outboxRow({ status: 'failed', createdAt: now - 91 * DAY });
    const recentSent = await outboxRow({ status: 'sent', createdAt: now - 10 * DAY });
    const oldQueued = await outboxRow({ status: 'queued', createdAt: now - 91 * DAY });
    const ancient = await outboxRow({ status: 'sent', createdAt: now - 731 * DAY });
    const [newsletter] = await db
      .insert(newsletters)
      .values({ content: { de: { title: 'T', text: 'X' } } })
      .returning();
    const ancientCopy = await outboxRow({ status: 'sent', createdAt: now - 731 * DAY, newsletterId: newsletter!.id });

    const first = await purgeExpired(db, now);
    const second = await purgeExpired(db, now);

    for (const row of [oldSent, oldFailed]) {
      expect(await outboxById(row.id)).toMatchObject({ textBody: '', htmlBody: '', bodyRemovedAt: now, subject: 'Betreff' });
    }
    for (const row of [recentSent, oldQueued]) expect((await outboxById(row.id))!.textBody).toBe('Text');
    expect(await outboxById(ancient.id)).toBeUndefined();
    expect(await outboxById(ancientCopy.id)).toMatchObject({ status: 'sent', newsletterId: newsletter!.id });
    expect(first.outboxBodies).toBeGreaterThanOrEqual(3);
    expect(first.outboxRows).toBeGreaterThanOrEqual(1);
    expect(second).toMatchObject({ outboxBodies: 0, outboxRows: 0 });
  });

  it('deletes job runs and job keys older than a year', async () => {
    const now = nowSeconds();
    const tag = Math.random().toString(36).slice(2, 8);
    const [, newRun] = await db
      .insert(jobRuns)
      .values([
        { job: `test-${tag}`, trigger: 'manual', startedAt: now - 366 * DAY },
        { job: `test-${tag}`, trigger: 'manual', startedAt: now - 10 * DAY },
      ])
      .returning();
    await db.insert(jobMarks).values([
      { job: `test-${tag}`, key: 'old', createdAt: now - 366 * DAY },
      { job: `test-${tag}`, key: 'new', createdAt: now - 10 * DAY },
    ]);

    await purgeExpired(db, now);

    expect(
      (
        await db
          .select()
          .from(jobRuns)
          .where(eq(jobRuns.job, `test-${tag}`))
      ).map((r) => r.id),
    ).toEqual([newRun!.id]);
    expect(
      (
        await db
          .select()
          .from(jobMarks)
          .where(eq(jobMarks.job, `test-${tag}`))
      ).map((m) => m.key),
    ).toEqual(['new']);
  });
});
