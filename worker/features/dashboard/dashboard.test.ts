import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coachFees,
  coachRequests,
  evaluations,
  expenses,
  extraFees,
  holidays,
  inquiries,
  invoices,
  materialOrders,
  news,
  newsTranslations,
  newsletters,
  organisation,
  unavailabilities,
  workshopCoaches,
  workshops,
  workshopSeries,
} from '../../db/schema';
import type { CoachRequestState, UserState, WorkshopState } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import { nowSeconds } from '../../lib/tokens';
import { orderDeadline } from '../../lib/working-days';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { adminItemKeys, coachItemKeys, financeItemKeys, staffItemKeys } from '../../contract/dashboard/dashboard.schemas';

/**
 * One hand-made fixture for every role, built once: each test file has its own database, so the counts are exact.
 * Dates are relative to today (Zurich); the boundaries (30 days, 3 days, deadlines, 30 days of expenses) are on both
 * sides of each limit.
 */
const today = todayInZurich();
const day = (offset: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
const month = (offset: number) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7);
};
const isoWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() || 7;

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let institute = 0;

async function workshop(
  date: string,
  state: WorkshopState,
  more: Partial<typeof workshops.$inferInsert> = {},
): Promise<typeof workshops.$inferSelect> {
  const [row] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId: catalogue.rights.id,
      date,
      startTime: '09:00',
      endTime: '11:00',
      durationMinutes: 120,
      institute: `Schule ${++institute}`,
      location: 'Bern',
      priceCentimes: 45000,
      state,
      ...more,
    })
    .returning();
  return row!;
}

const place = (workshopId: number, coachId: number) =>
  db.insert(workshopCoaches).values({ workshopId, coachId, placedAt: nowSeconds() });

const ask = (workshopId: number, coachId: number, state: CoachRequestState, createdAt = nowSeconds()) =>
  db.insert(coachRequests).values({ workshopId, coachId, state, createdAt, updatedAt: createdAt });

async function inquiry(state: 'requested' | 'validated', assignedAssociateId: number | null) {
  await db.insert(inquiries).values({
    state,
    assignedAssociateId,
    firstname: 'Eva',
    lastname: 'Muster',
    phone: '031 000 00 00',
    email: 'eva@example.test',
    institute: 'Schulhaus',
    streetAddress: 'Weg 1',
    postcode: '3000',
    location: 'Bern',
    termsAcceptedAt: nowSeconds(),
  });
}

const coach = (state: UserState = 'active') => createUser({ role: 'coach', state });

let tokens: { associate: string; otherAssociate: string; admin: string; coach: string; otherCoach: string; finance: string };
let coachId: number;
let otherCoachId: number;
let staffConflicts: { coach: number; workshop: number; reason: string }[];
let nextWorkshops: number[];
let deadlineDates: string[];

async function staffFixture(associateId: number, otherAssociateId: number) {
  // Inquiries: 2 new and unassigned, 1 of mine, 1 of the other associate's; validated ones never count.
  await inquiry('requested', null);
  await inquiry('requested', null);
  await inquiry('requested', associateId);
  await inquiry('requested', otherAssociateId);
  await inquiry('validated', null);
  await inquiry('validated', associateId);

  // Understaffed in the next 30 days: the 30th day and today count; day 31, cancelled, staffed and past ones do not.
  const c1 = await coach();
  const onDay30 = await workshop(day(30), 'coaches_requested', { coachesNeeded: 2 });
  await place(onDay30.id, c1.id);
  const onDay31 = await workshop(day(31), 'initialized');
  await workshop(today, 'initialized');
  await workshop(day(5), 'cancelled');
  const past = await workshop(day(-1), 'initialized');

  // Requests unanswered for 3 days: one older than 3 days counts; younger, answered and past ones do not.
  const c5 = await coach();
  const now = nowSeconds();
  await ask(onDay31.id, c5.id, 'new-request', now - 3 * 86_400 - 60);
  await ask(onDay30.id, c5.id, 'new-request', now - 3 * 86_400 + 600);
  await ask(onDay30.id, (await coach()).id, 'approved', now - 10 * 86_400);
  await ask(past.id, c5.id, 'new-request', now - 10 * 86_400);

  // Conflicts: a holiday, a double booking (both placements), a weekday block and an afternoon block.
  await db.insert(holidays).values({ coachId: c1.id, fromDate: day(29), toDate: day(31) });
  const c2 = await coach();
  const first = await workshop(day(5), 'to-realize');
  const overlapping = await workshop(day(5), 'to-realize', { startTime: '10:30', endTime: '12:00' });
  await place(first.id, c2.id);
  await place(overlapping.id, c2.id);
  const c3 = await coach();
  const onBlockedWeekday = await workshop(day(10), 'to-realize');
  const dayAfter = await workshop(day(11), 'to-realize');
  await place(onBlockedWeekday.id, c3.id);
  await place(dayAfter.id, c3.id);
  await db.insert(unavailabilities).values({ coachId: c3.id, kind: 'weekday', weekday: isoWeekday(day(10)) as 1 });
  await db.insert(unavailabilities).values({ coachId: c3.id, kind: 'blocked_day', date: day(12) });
  const c4 = await coach();
  const afternoon = await workshop(day(15), 'to-realize', { startTime: '14:00', endTime: '16:00' });
  const morning = await workshop(day(16), 'to-realize');
  await place(afternoon.id, c4.id);
  await place(morning.id, c4.id);
  await db.insert(unavailabilities).values({ coachId: c4.id, kind: 'time_of_day', timeOfDay: 'afternoon' });
  // On a blocked day 90 days ahead: a conflict; 91 days ahead: beyond the window (after the first five by date).
  const c6 = await coach();
  const lastInWindow = await workshop(day(90), 'to-realize');
  const beyondWindow = await workshop(day(91), 'to-realize');
  await place(lastInWindow.id, c6.id);
  await place(beyondWindow.id, c6.id);
  await db.insert(unavailabilities).values({ coachId: c6.id, kind: 'blocked_day', date: day(90), toDate: day(91) });
  // A cancelled workshop is no conflict, even on a blocked day.
  const cancelled = await workshop(day(12), 'cancelled');
  await place(cancelled.id, c3.id);
  staffConflicts = [
    { coach: c2.id, workshop: first.id, reason: 'double_booking' },
    { coach: c2.id, workshop: overlapping.id, reason: 'double_booking' },
    { coach: c3.id, workshop: onBlockedWeekday.id, reason: 'weekday' },
    { coach: c4.id, workshop: afternoon.id, reason: 'time_of_day' },
    { coach: c1.id, workshop: onDay30.id, reason: 'holiday' },
  ];

  // Evaluations: a pending by_coach one to validate; an open by_coach and a pending by_audience one are not.
  await db.insert(evaluations).values([
    { workshopId: first.id, kind: 'by_coach', coachId: c2.id, state: 'pending' },
    { workshopId: overlapping.id, kind: 'by_coach', coachId: c2.id, state: 'open' },
    { workshopId: first.id, kind: 'by_audience', state: 'pending' },
  ]);
  // Material orders: one to send; a sent one is done.
  await db.insert(materialOrders).values([
    { coachId: c2.id, workshopId: first.id, state: 'ordered', orderedAt: now },
    { coachId: c2.id, workshopId: overlapping.id, state: 'sent', orderedAt: now },
  ]);
}

/** The workshop dates whose order deadline is from today through today + 14, found by trying every date. */
function datesWithDeadlineComingUp() {
  const dates: string[] = [];
  for (let offset = 0; offset < 40; offset++) {
    const deadline = orderDeadline(day(offset));
    if (deadline >= today && deadline <= day(14)) dates.push(day(offset));
  }
  return dates;
}

async function coachFixture(me: number, other: number) {
  // Open requests: a single workshop and a series (counted once); approved, past and another coach's are not.
  const single = await workshop(day(40), 'coaches_requested');
  const [series] = await db.insert(workshopSeries).values({}).returning();
  const seriesA = await workshop(day(41), 'coaches_requested', { seriesId: series!.id, type: 'series' });
  const seriesB = await workshop(day(42), 'coaches_requested', { seriesId: series!.id, type: 'series' });
  const approved = await workshop(day(43), 'coaches_requested');
  const past = await workshop(day(-2), 'coaches_requested');
  await ask(single.id, me, 'new-request');
  await ask(seriesA.id, me, 'new-request');
  await ask(seriesB.id, me, 'new-request');
  await ask(approved.id, me, 'approved');
  await ask(past.id, me, 'new-request');
  await ask(single.id, other, 'new-request');
  await ask(approved.id, other, 'new-request');

  // Next workshops: today and in 3 days; cancelled, past, done and another coach's are not.
  const todays = await workshop(today, 'to-realize', {
    startTime: '08:00',
    endTime: '09:30',
    streetAddress: 'Schulweg 5',
    postcode: '3011',
    room: 'Aula',
    contactFirstname: 'Rita',
    contactLastname: 'Lehrer',
    contactPhone: '031 111 11 11',
    contactEmail: 'rita@example.test',
  });
  const inThreeDays = await workshop(day(3), 'coaches_requested');
  const cancelled = await workshop(day(4), 'cancelled');
  const yesterday = await workshop(day(-1), 'done');
  const others = await workshop(day(3), 'to-realize');
  for (const w of [todays, inThreeDays, cancelled, yesterday]) await place(w.id, me);
  await place(others.id, other);

  // Order deadlines: the first and the last date whose deadline is from today through today + 14 count, with a
  // cancelled order too; the dates just outside, and one with an open order, do not.
  const coming = datesWithDeadlineComingUp();
  const [firstDate, lastDate] = [coming[0]!, coming.at(-1)!];
  const dated = async (date: string) => {
    const w = await workshop(date, 'to-realize');
    await place(w.id, me);
    return w;
  };
  const first = await dated(firstDate);
  const withCancelledOrder = await dated(coming[1]!);
  const withOpenOrder = await dated(coming[2]!);
  const last = await dated(lastDate);
  const dayBeforeFirst = await dated(dayBefore(firstDate));
  const dayAfterLast = await dated(dayAfter(lastDate));
  expect(orderDeadline(dayBeforeFirst.date) < today).toBe(true);
  expect(orderDeadline(dayAfterLast.date) > day(14)).toBe(true);
  await db.insert(materialOrders).values([
    { coachId: me, workshopId: withCancelledOrder.id, state: 'cancelled', orderedAt: nowSeconds() },
    { coachId: me, workshopId: withOpenOrder.id, state: 'ordered', orderedAt: nowSeconds() },
  ]);
  deadlineDates = [first.date, withCancelledOrder.date, last.date];
  nextWorkshops = [todays.id, inThreeDays.id];

  // Evaluations to fill: my open by_coach one; my pending one and another coach's open one are not.
  await db.insert(evaluations).values([
    { workshopId: yesterday.id, kind: 'by_coach', coachId: me, state: 'open' },
    { workshopId: todays.id, kind: 'by_coach', coachId: me, state: 'pending' },
    { workshopId: yesterday.id, kind: 'by_coach', coachId: other, state: 'open' },
  ]);

  // Expenses to enter: held workshops of the last 30 days (today included) without an expense of mine.
  const heldOn = async (date: string, state: WorkshopState = 'done') => {
    const w = await workshop(date, state);
    await place(w.id, me);
    return w;
  };
  await heldOn(day(-29));
  await heldOn(day(-30));
  const withMine = await heldOn(day(-3), 'invoiced');
  const withOthers = await heldOn(day(-4), 'invoiceable');
  await heldOn(day(-5), 'to-realize');
  await db.insert(expenses).values([
    { coachId: me, workshopId: withMine.id, date: day(-3), journeyCentimes: 1000 },
    { coachId: other, workshopId: withOthers.id, date: day(-4), journeyCentimes: 1000 },
  ]);
  // `yesterday` (done, no expense) counts too: expected 3 (day -1, -4, -29).
}

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function financeFixture(me: number) {
  await coach('processing');
  await coach('processing');
  await coach('incomplete');
  const invoice = async (values: Partial<typeof invoices.$inferInsert> & { amountCentimes: number }) => {
    const w = await workshop(day(-60), values.state === 'invoiced' ? 'invoiced' : 'invoiceable');
    await db.insert(invoices).values({ workshopId: w.id, date: day(-50), dueDate: day(-20), ...values });
  };
  await invoice({ state: 'invoiceable', amountCentimes: 10000 });
  await invoice({ state: 'invoiceable', amountCentimes: 25000 });
  await invoice({ state: 'invoiced', amountCentimes: 5000, dueDate: day(-1) });
  await invoice({ state: 'invoiced', amountCentimes: 7000, dueDate: today });
  await invoice({ state: 'invoiced', amountCentimes: 9000, dueDate: day(-10), paidOn: day(-2) });

  const held = await workshop(day(-20), 'done');
  const held2 = await workshop(day(-21), 'done');
  const held3 = await workshop(day(-22), 'done');
  const held4 = await workshop(day(-23), 'done');
  await db.insert(coachFees).values([
    { workshopId: held.id, coachId: me, amountCentimes: 1000, payoutMonth: month(0) },
    { workshopId: held2.id, coachId: me, amountCentimes: 2000, payoutMonth: month(-1) },
    { workshopId: held3.id, coachId: me, amountCentimes: 4000, payoutMonth: month(1) },
    { workshopId: held4.id, coachId: me, amountCentimes: 8000, payoutMonth: month(0), state: 'paid-out' },
  ]);
  await db.insert(extraFees).values([
    { workshopId: held.id, coachId: me, amountCentimes: 500, reason: 'Reisezeit', payoutMonth: month(0) },
    { workshopId: held2.id, coachId: me, amountCentimes: 700, reason: 'Reisezeit', payoutMonth: month(1) },
  ]);
  await db.insert(expenses).values([
    { coachId: me, date: `${month(0)}-01`, journeyCentimes: 100, cateringCentimes: 50 },
    { coachId: me, date: `${month(1)}-01`, journeyCentimes: 300 },
    { coachId: me, date: `${month(0)}-01`, otherCentimes: 900, state: 'paid-out', payoutMonth: month(0) },
  ]);
}

async function newsFixture() {
  const item = async (
    publishFrom: string,
    values: Partial<typeof news.$inferInsert>,
    titles: Partial<Record<'de' | 'fr', string>>,
  ) => {
    const [row] = await db
      .insert(news)
      .values({ publishFrom, ...values })
      .returning();
    await db.insert(newsTranslations).values(
      Object.entries(titles).map(([language, title]) => ({
        newsId: row!.id,
        language: language as 'de' | 'fr',
        title,
        text: `**${title}**`,
      })),
    );
  };
  await item(day(-10), { pinned: true }, { de: 'Angeheftet', fr: 'Épinglé' });
  await item(day(-1), {}, { de: 'Neu für alle' });
  await item(day(-2), { visibleForAssociates: false, visibleForFinance: false }, { de: 'Nur Coaches' });
  await item(day(-3), { visibleForCoaches: false, visibleForAssociates: false }, { de: 'Nur Finanzen' });
  await item(day(1), {}, { de: 'Morgen' });
}

beforeAll(async () => {
  catalogue = await seedCatalogue();
  const associate = await createUser({ role: 'associate' });
  const otherAssociate = await createUser({ role: 'associate' });
  const admin = await createUser({ role: 'admin' });
  const me = await coach();
  const other = await coach();
  const finance = await createUser({ role: 'finance' });
  coachId = me.id;
  otherCoachId = other.id;
  await staffFixture(associate.id, otherAssociate.id);
  await coachFixture(me.id, other.id);
  await financeFixture(me.id);
  await newsFixture();
  tokens = {
    associate: await sessionFor(associate),
    otherAssociate: await sessionFor(otherAssociate),
    admin: await sessionFor(admin),
    coach: await sessionFor(me),
    otherCoach: await sessionFor(other),
    finance: await sessionFor(finance),
  };
});

async function dashboardOf(token: string, language = 'de') {
  const { status, body } = await api(`/dashboard/${language}`, { token });
  expect(status).toBe(200);
  return body.data as {
    role: string;
    today: string;
    news: { title: string; language: string; pinned: boolean; text: string }[];
    items: { key: string; count: number; [field: string]: unknown }[];
  };
}
const countsOf = (items: { key: string; count: number }[]) => Object.fromEntries(items.map((i) => [i.key, i.count]));
const itemOf = (items: { key: string }[], key: string) => items.find((i) => i.key === key) as Record<string, unknown>;

describe('GET /dashboard/{language}', () => {
  it('gives an associate the staff items, counted exactly, and only those', async () => {
    const data = await dashboardOf(tokens.associate);
    expect(data.role).toBe('associate');
    expect(data.today).toBe(today);
    expect(data.items.map((i) => i.key)).toEqual([...staffItemKeys]);
    expect(countsOf(data.items)).toEqual({
      new_inquiries: 2,
      my_inquiries: 1,
      understaffed_workshops: 2,
      unanswered_requests: 1,
      coach_conflicts: 6,
      evaluations_to_validate: 2,
      orders_to_send: 2,
    });
    expect(itemOf(data.items, 'understaffed_workshops')).toMatchObject({ from: today, to: day(30) });
    expect(itemOf(data.items, 'unanswered_requests')).toMatchObject({ count: 1, days: 3 });
  });

  it('counts a request as unanswered after the reminder days of master data, and says after how many', async () => {
    const reminderDays = (days: number) =>
      db.update(organisation).set({ requestReminderDays: days }).where(eq(organisation.id, 1));
    try {
      await reminderDays(2);
      expect(itemOf((await dashboardOf(tokens.associate)).items, 'unanswered_requests')).toMatchObject({ count: 2, days: 2 });
      await reminderDays(4);
      expect(itemOf((await dashboardOf(tokens.associate)).items, 'unanswered_requests')).toMatchObject({ count: 0, days: 4 });
    } finally {
      await reminderDays(3);
    }
  });

  it('lists the conflicting placements by date with their reason', async () => {
    const data = await dashboardOf(tokens.associate);
    const conflicts = itemOf(data.items, 'coach_conflicts').conflicts as {
      workshop: { id: number; title: string };
      coach: { id: number; name: string };
      reason: string;
    }[];
    expect(conflicts.map((c) => ({ coach: c.coach.id, workshop: c.workshop.id, reason: c.reason }))).toEqual(staffConflicts);
    expect(conflicts[0]!.workshop.title).toBe('Kinderrechte');
  });

  it('counts the inquiries assigned to the reader: another associate and an admin see their own', async () => {
    expect(countsOf((await dashboardOf(tokens.otherAssociate)).items).my_inquiries).toBe(1);
    const admin = await dashboardOf(tokens.admin);
    expect(admin.items.map((i) => i.key)).toEqual([...staffItemKeys, ...adminItemKeys]);
    expect(countsOf(admin.items)).toMatchObject({ new_inquiries: 2, my_inquiries: 0, coach_conflicts: 6 });
  });

  it('reminds admins of the newsletter when none was sent in the last three months', async () => {
    const due = async () => countsOf((await dashboardOf(tokens.admin)).items).newsletter_due;
    expect(await due()).toBe(1);
    const fourMonthsAgo = nowSeconds() - 122 * 86_400;
    await db.insert(newsletters).values({ content: { de: { title: 'Alt', text: 'x' } }, state: 'sent', sentAt: fourMonthsAgo });
    expect(await due()).toBe(1);
    await db
      .insert(newsletters)
      .values({ content: { de: { title: 'Neu', text: 'x' } }, state: 'sent', sentAt: nowSeconds() - 60 * 86_400 });
    expect(await due()).toBe(0);
  });

  it('gives a coach their own items only: requests, next workshops, evaluations, deadlines and expenses', async () => {
    const data = await dashboardOf(tokens.coach);
    expect(data.items.map((i) => i.key)).toEqual([...coachItemKeys]);
    // Next workshops: today, in 3 days, and the four planned ones of the deadline dates plus the two just outside.
    expect(countsOf(data.items)).toEqual({
      open_requests: 2,
      next_workshops: 8,
      evaluations_to_fill: 1,
      order_deadlines: 3,
      expenses_to_enter: 3,
    });
    const next = itemOf(data.items, 'next_workshops').workshops as Record<string, unknown>[];
    expect(next).toHaveLength(5);
    expect(next.slice(0, 2).map((w) => w.id)).toEqual(nextWorkshops);
    expect(next[0]).toMatchObject({
      date: today,
      start_time: '08:00',
      end_time: '09:30',
      title: 'Kinderrechte',
      street_address: 'Schulweg 5',
      postcode: '3011',
      location: 'Bern',
      room: 'Aula',
      contact: { name: 'Rita Lehrer', phone: '031 111 11 11', email: 'rita@example.test' },
    });
    const deadlines = itemOf(data.items, 'order_deadlines').deadlines as { date: string; deadline: string }[];
    expect(deadlines.map((d) => d.date)).toEqual(deadlineDates);
    expect(deadlines.map((d) => d.deadline)).toEqual(deadlineDates.map(orderDeadline));
    expect(itemOf(data.items, 'expenses_to_enter')).toMatchObject({ from: day(-29), to: today });
  });

  it('does not count another coach’s requests, workshops and evaluations for a coach', async () => {
    const data = await dashboardOf(tokens.otherCoach);
    expect(countsOf(data.items)).toEqual({
      open_requests: 2,
      next_workshops: 1,
      evaluations_to_fill: 1,
      order_deadlines: 0,
      expenses_to_enter: 0,
    });
    expect(otherCoachId).not.toBe(coachId);
  });

  it('gives finance profiles, invoices and what is due for payout this month, with sums in centimes', async () => {
    const data = await dashboardOf(tokens.finance);
    expect(data.items.map((i) => i.key)).toEqual([...financeItemKeys]);
    expect(data.items).toEqual([
      { key: 'profiles_to_approve', count: 2 },
      { key: 'invoiceable_workshops', count: 2, total_centimes: 35000 },
      { key: 'overdue_invoices', count: 1, total_centimes: 5000 },
      {
        key: 'payouts_due',
        count: 6,
        total_centimes: 5650,
        parts: [
          { kind: 'fee', count: 2, total_centimes: 3000 },
          { kind: 'extra_fee', count: 1, total_centimes: 500 },
          // This month's expense and the two pending ones of the coach fixture (no payout month: their date's).
          { kind: 'expense', count: 3, total_centimes: 2150 },
        ],
      },
    ]);
  });

  it('gives each role its news feed, pinned first then newest, in the language asked for or German', async () => {
    const titles = async (token: string, language = 'de') => (await dashboardOf(token, language)).news.map((n) => n.title);
    expect(await titles(tokens.coach)).toEqual(['Angeheftet', 'Neu für alle', 'Nur Coaches']);
    expect(await titles(tokens.associate)).toEqual(['Angeheftet', 'Neu für alle']);
    expect(await titles(tokens.finance)).toEqual(['Angeheftet', 'Neu für alle', 'Nur Finanzen']);
    expect(await titles(tokens.admin)).toEqual(['Angeheftet', 'Neu für alle', 'Nur Coaches', 'Nur Finanzen']);
    const french = (await dashboardOf(tokens.coach, 'fr')).news;
    expect(french.map((n) => [n.title, n.language, n.pinned])).toEqual([
      ['Épinglé', 'fr', true],
      ['Neu für alle', 'de', false],
      ['Nur Coaches', 'de', false],
    ]);
    expect(french[0]!.text).toBe('**Épinglé**');
  });

  it('answers 401 without a session and 422 for a language it does not know', async () => {
    expect((await api('/dashboard/de')).status).toBe(401);
    const { status, body } = await api('/dashboard/es', { token: tokens.coach });
    expect([status, body.error.code]).toEqual([422, 'validation_failed']);
  });
});
