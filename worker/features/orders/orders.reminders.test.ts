import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobMarks, mailOutbox, materialOrders, userSettings, workshopCoaches, workshops } from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { orderDeadline, workingDaysAfter } from '../../lib/working-days';
import { runJob } from '../../jobs/schedule';
import { formatDate } from '../../mail/format';
import { seedCatalogue } from '../../test/catalogue';
import { createUser, db } from '../../test/factories';
import { atOnce } from '../../test/race';
import { datesWithDeadlineSoon, MATERIAL_REMINDER_JOB, sendMaterialOrderReminders } from './orders.reminders';

let offeredWorkshopId: number;
beforeAll(async () => {
  offeredWorkshopId = (await seedCatalogue()).rights.id;
});
afterEach(() => vi.restoreAllMocks());

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayInZurich();
const soon = datesWithDeadlineSoon(today);

/** A workshop on `date` with `coaches` active coaches placed on it. */
async function placed(date: string, coaches = 1, state: 'to-realize' | 'cancelled' = 'to-realize') {
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      state,
      date,
      startTime: '08:00',
      endTime: '09:30',
      durationMinutes: 90,
      institute: 'Schule Matte',
      location: 'Bern',
      priceCentimes: 45000,
    })
    .returning();
  const users = [];
  for (let i = 0; i < coaches; i++) {
    const coach = await createUser({ role: 'coach', state: 'active' });
    await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId: coach.id, placedAt: 1 });
    users.push(coach);
  }
  return { workshop: workshop!, coaches: users };
}

const remindersTo = async (email: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
    (m) => m.template === 'material-order-reminder',
  );

describe('which workshop dates are due', () => {
  it('are those whose order deadline is today or at most 3 working days away', () => {
    expect(soon.length).toBeGreaterThan(0);
    for (const date of soon) {
      expect(orderDeadline(date) >= today).toBe(true);
      expect(orderDeadline(date) <= workingDaysAfter(today, 3)).toBe(true);
    }
    // The day before the first and the day after the last are outside the window.
    expect(orderDeadline(addDays(soon[0]!, -1)) < today).toBe(true);
    expect(orderDeadline(addDays(soon.at(-1)!, 1)) > workingDaysAfter(today, 3)).toBe(true);
  });

  it('counts working days across the holidays (Friday 18 December 2026: deadlines up to Wednesday 23)', () => {
    // A workshop on the 24th had its deadline on the 17th; one on 4 January 2027 has it on 24 December (4 working
    // days: Christmas, St Stephen and the weekends are none).
    expect(datesWithDeadlineSoon('2026-12-18')).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });
});

describe('the material order reminder (J03)', () => {
  it('reminds each placed coach once, in their language, with the deadline and a link to order; a second run sends nothing', async () => {
    const { workshop, coaches } = await placed(soon[0]!, 2);

    const first = await runJob('material-order-reminders', db, env);
    const second = await runJob('material-order-reminders', db, env);

    expect(first.reminded).toBeGreaterThanOrEqual(2);
    expect(second).toEqual({ reminded: 0 });
    for (const coach of coaches) {
      const mails = await remindersTo(coach.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Erinnerung: Material bestellen bis ${formatDate(orderDeadline(workshop.date), 'de')}`);
      expect(mails[0]!.textBody).toContain('«Kinderrechte» bei Schule Matte');
      expect(mails[0]!.textBody).toContain('http://localhost:8787/de/manager/material-orders');
      const [mark] = await db
        .select()
        .from(jobMarks)
        .where(and(eq(jobMarks.job, MATERIAL_REMINDER_JOB), eq(jobMarks.key, `workshop:${workshop.id}:coach:${coach.id}`)));
      expect(mark).toBeDefined();
    }
  });

  it('two runs at once remind once', async () => {
    const { coaches } = await placed(soon.at(-1)!, 1);

    await atOnce(
      () => sendMaterialOrderReminders(db, env),
      () => sendMaterialOrderReminders(db, env),
    );

    expect(await remindersTo(coaches[0]!.email)).toHaveLength(1);
  });

  it('skips coaches who ordered, switched reminders off, workshops too far ahead, past their deadline or cancelled', async () => {
    const ordered = await placed(soon[0]!);
    await db.insert(materialOrders).values({ coachId: ordered.coaches[0]!.id, workshopId: ordered.workshop.id, orderedAt: 1 });
    const cancelledOrder = await placed(soon[0]!);
    await db.insert(materialOrders).values({
      coachId: cancelledOrder.coaches[0]!.id,
      workshopId: cancelledOrder.workshop.id,
      orderedAt: 1,
      state: 'cancelled',
    });
    const quiet = await placed(soon[0]!);
    await db.insert(userSettings).values({
      userId: quiet.coaches[0]!.id,
      notifications: { coachRequests: true, reminders: false, news: true, inquiries: true, profileChanges: true },
    });
    const farAhead = await placed(addDays(soon.at(-1)!, 1));
    const closed = await placed(addDays(soon[0]!, -1));
    const cancelled = await placed(soon[0]!, 1, 'cancelled');

    await sendMaterialOrderReminders(db, env);

    for (const skipped of [ordered, quiet, farAhead, closed, cancelled]) {
      expect(await remindersTo(skipped.coaches[0]!.email)).toHaveLength(0);
    }
    // An order that was cancelled does not count: the coach still has none.
    expect(await remindersTo(cancelledOrder.coaches[0]!.email)).toHaveLength(1);
  });

  it('works through more than a page (100) of placements', async () => {
    const date = soon[0]!;
    const coaches = [];
    for (let i = 0; i < 21; i++) coaches.push(...(await placed(date, 5)).coaches);

    await sendMaterialOrderReminders(db, env);

    const reminded = await Promise.all(coaches.map(async (coach) => (await remindersTo(coach.email)).length));
    expect(reminded).toEqual(coaches.map(() => 1));
  }, 30_000);
});
