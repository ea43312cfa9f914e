import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  coachFeeAdjustments,
  coachFees,
  extraFees,
  offeredWorkshops,
  workshopCoaches,
  workshops,
} from '../../db/schema';
import { todayInZurich } from '../../contract/lib/dates';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import { staffingFixture, type StaffingFixture } from '../../test/staffing';
import { extraFeePayoutMonth } from './extra-fees';

/** Each test plans, validates and staffs its own workshops: more than vitest's 5 s on a busy machine. */
const SLOW = 20_000;
const RATE = 32_050;

let staffing: StaffingFixture;
let finance: string;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = todayInZurich();
const monthAfter = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

beforeAll(async () => {
  staffing = await staffingFixture();
  finance = await sessionFor(await createUser({ role: 'finance' }));
  await db.update(offeredWorkshops).set({ coachFeeCentimes: RATE });
});

/** A single workshop on `date` with a placed coach (signed in). */
async function placedCoach(date: string, existing?: Awaited<ReturnType<StaffingFixture['coach']>>) {
  const { single } = await staffing.plannedWorkshops();
  await db.update(workshops).set({ date }).where(eq(workshops.id, single.id));
  const user = existing ?? (await staffing.coach());
  expect((await staffing.place(single.id, user.id)).status).toBe(200);
  return { user, token: await sessionFor(user), workshopId: single.id };
}

const setState = (id: number, state: string) =>
  api(`/workshops/${id}/set-state`, { method: 'POST', token: staffing.associate, json: { state } });

/** A held workshop (yesterday) marked done: the coach's fee exists. */
async function doneWorkshop() {
  const placed = await placedCoach(addDays(today, -1));
  expect((await setState(placed.workshopId, 'done')).status).toBe(200);
  const [fee] = await db.select().from(coachFees).where(eq(coachFees.workshopId, placed.workshopId));
  return { ...placed, fee: fee! };
}

const addExtra = (token: string, workshopId: number, extra: Record<string, unknown> = {}) =>
  api('/coach-fees/extra-fees', {
    method: 'POST',
    token,
    json: { workshop_id: workshopId, hours: 3, amount_centimes: 2_500, reason: 'Anreise 3 Stunden', ...extra },
  });

const paidOut = (json: unknown) => api('/coach-fees/set-paid-out', { method: 'POST', token: finance, json });

describe('fees when a workshop becomes done', () => {
  it(
    'creates one pending fee per placed coach at the offer’s rate, paid the month after, and not twice',
    async () => {
      const { user, workshopId, fee } = await doneWorkshop();
      expect(fee).toMatchObject({ coachId: user.id, amountCentimes: RATE, rateCentimes: RATE, state: 'pending' });
      expect(fee.payoutMonth).toBe(monthAfter(addDays(today, -1)));

      expect((await setState(workshopId, 'invoiceable')).status).toBe(200);
      expect((await setState(workshopId, 'done')).status).toBe(200);
      const fees = await db.select().from(coachFees).where(eq(coachFees.workshopId, workshopId));
      expect(fees).toHaveLength(1);
      expect(fees[0]!.id).toBe(fee.id);
    },
    SLOW,
  );

  it(
    'creates a single fee when two people mark the workshop done at once',
    async () => {
      const { workshopId } = await placedCoach(addDays(today, -2));
      const answers = await atOnce(
        () => setState(workshopId, 'done'),
        () => setState(workshopId, 'done'),
      );
      expect(answers.map((a) => a.status)).toContain(200);
      expect(await db.select().from(coachFees).where(eq(coachFees.workshopId, workshopId))).toHaveLength(1);
    },
    SLOW,
  );
});

describe('GET /api/coach-fees/finance/{state}', () => {
  it(
    'lists fees and extra fees together, filtered, with totals over every matching row',
    async () => {
      const { user, workshopId, fee } = await doneWorkshop();
      const extra = await db
        .insert(extraFees)
        .values({ workshopId, coachId: user.id, amountCentimes: 2_505, hours: 3, reason: 'Pause', payoutMonth: fee.payoutMonth })
        .returning();
      const { status, body } = await api(`/coach-fees/finance/pending?coach_id=${user.id}&per_page=1`, { token: finance });
      expect(status).toBe(200);
      expect(body.data.items).toHaveLength(1);
      expect(body.data.total).toBe(2);
      expect(body.data.totals).toEqual({ fees: RATE, extra_fees: 2_505, total: RATE + 2_505, count: 2 });
      const all = await api(`/coach-fees/finance/all?workshop_id=${workshopId}&month=${fee.payoutMonth}`, { token: finance });
      expect(all.body.data.items.map((i: { kind: string; id: number }) => [i.kind, i.id])).toEqual([
        ['fee', fee.id],
        ['extra-fee', extra[0]!.id],
      ]);
      expect(all.body.data.items[0]).toMatchObject({
        coach: { id: user.id },
        workshop: { id: workshopId, date: addDays(today, -1) },
        rate_centimes: RATE,
        adjusted: false,
      });
      expect(all.body.data.items[1]).toMatchObject({ hours: 3, reason: 'Pause', rate_centimes: null });
      const paid = await api(`/coach-fees/finance/paid-out?coach_id=${user.id}`, { token: finance });
      expect(paid.body.data.totals.count).toBe(0);
      expect((await api(`/coach-fees/finance/open`, { token: finance })).status).toBe(422);
      expect((await api(`/coach-fees/finance/all?month=2026-13`, { token: finance })).status).toBe(422);
    },
    SLOW,
  );
});

describe('PATCH /api/coach-fees/{id}', () => {
  it(
    'adjusts the amount with a reason kept in the history, and moves the payout month',
    async () => {
      const { fee } = await doneWorkshop();
      const first = await api(`/coach-fees/${fee.id}`, {
        method: 'PATCH',
        token: finance,
        json: { amount_centimes: 40_000, reason: 'Doppellektion' },
      });
      expect(first.status).toBe(200);
      const later = monthAfter(monthAfter(today.slice(0, 7) + '-01'));
      const second = await api(`/coach-fees/${fee.id}`, {
        method: 'PATCH',
        token: finance,
        json: { amount_centimes: 38_000, reason: 'Korrektur', payout_month: later },
      });
      expect(second.body.data).toMatchObject({
        amount_centimes: 38_000,
        rate_centimes: RATE,
        adjusted: true,
        payout_month: later,
      });
      expect(second.body.data.adjustment_reason).toBe('Korrektur');
      expect(second.body.data.adjustments.map((a: { from_centimes: number; to_centimes: number; reason: string }) => a)).toEqual([
        expect.objectContaining({ from_centimes: RATE, to_centimes: 40_000, reason: 'Doppellektion' }),
        expect.objectContaining({ from_centimes: 40_000, to_centimes: 38_000, reason: 'Korrektur' }),
      ]);
      const detail = await api(`/coach-fees/${fee.id}`, { token: finance });
      expect(detail.body.data.adjustments).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'wants a reason with a new amount and refuses a payout month in the past',
    async () => {
      const { fee } = await doneWorkshop();
      const noReason = await api(`/coach-fees/${fee.id}`, { method: 'PATCH', token: finance, json: { amount_centimes: 1 } });
      expect(noReason.status).toBe(422);
      expect(noReason.body.error.fields[0].path).toBe('reason');
      const past = await api(`/coach-fees/${fee.id}`, { method: 'PATCH', token: finance, json: { payout_month: '2020-01' } });
      expect(past.status).toBe(422);
      expect((await db.select().from(coachFeeAdjustments).where(eq(coachFeeAdjustments.coachFeeId, fee.id))).length).toBe(0);
    },
    SLOW,
  );
});

describe('POST /api/coach-fees/extra-fees', () => {
  it(
    'lets a coach enter an extra fee up to the workshop day and refuses the day after, naming the deadline',
    async () => {
      const onTheDay = await placedCoach(today);
      const created = await addExtra(onTheDay.token, onTheDay.workshopId, { hours: 4, amount_centimes: 6_000 });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        kind: 'extra-fee',
        coach: { id: onTheDay.user.id },
        amount_centimes: 6_000,
        hours: 4,
        state: 'pending',
        payout_month: monthAfter(today),
      });

      const dayAfter = await placedCoach(addDays(today, -1), onTheDay.user);
      const late = await addExtra(dayAfter.token, dayAfter.workshopId);
      expect(late.status).toBe(422);
      expect(late.body.error.code).toBe('extra_fee_deadline_passed');
      expect(late.body.error.message).toContain(addDays(today, -1));
      expect(await db.select().from(extraFees).where(eq(extraFees.workshopId, dayAfter.workshopId))).toHaveLength(0);

      // Finance may still enter it afterwards (decision 015), for a placed coach only.
      const byFinance = await addExtra(finance, dayAfter.workshopId, { coach_id: dayAfter.user.id });
      expect(byFinance.status).toBe(201);
      const stranger = await staffing.coach();
      expect((await addExtra(finance, dayAfter.workshopId, { coach_id: stranger.id })).status).toBe(404);
      expect((await addExtra(finance, dayAfter.workshopId)).status).toBe(422);
    },
    SLOW,
  );

  it(
    'refuses a workshop the coach is not placed on (404) and a cancelled one',
    async () => {
      const mine = await placedCoach(addDays(today, 10));
      const other = await placedCoach(addDays(today, 10));
      expect((await addExtra(mine.token, other.workshopId)).status).toBe(404);
      expect((await addExtra(mine.token, mine.workshopId, { coach_id: other.user.id })).status).toBe(404);
      await db.update(workshops).set({ state: 'cancelled' }).where(eq(workshops.id, mine.workshopId));
      expect((await addExtra(mine.token, mine.workshopId)).status).toBe(409);
    },
    SLOW,
  );

  it(
    'goes with its workshop when that is cancelled while pending; a paid-out one stays',
    async () => {
      const placed = await placedCoach(addDays(today, 10));
      const pending = (await addExtra(placed.token, placed.workshopId)).body.data.id;
      const paid = (await addExtra(placed.token, placed.workshopId)).body.data.id;
      expect((await paidOut({ fee_ids: [], extra_fee_ids: [paid] })).status).toBe(200);
      const cancelled = await api(`/workshops/${placed.workshopId}/set-state`, {
        method: 'POST',
        token: staffing.associate,
        json: { state: 'cancelled', reason: 'Schule geschlossen' },
      });
      expect(cancelled.status).toBe(200);
      const left = await db.select().from(extraFees).where(eq(extraFees.workshopId, placed.workshopId));
      expect(left.map((f) => [f.id, f.state])).toEqual([[paid, 'paid-out']]);
      expect(left.some((f) => f.id === pending)).toBe(false);
    },
    SLOW,
  );

  it('computes the payout month as the month after the workshop, never before the current month', () => {
    expect(extraFeePayoutMonth('2026-12-31', '2026-11')).toBe('2027-01');
    expect(extraFeePayoutMonth('2026-03-10', '2026-11')).toBe('2026-11');
    expect(extraFeePayoutMonth('2026-11-24', '2026-11')).toBe('2026-12');
  });
});

describe('DELETE /api/coach-fees/extra-fees/{id}', () => {
  it(
    'lets finance delete a pending extra fee and a coach their own, not another coach’s',
    async () => {
      const a = await placedCoach(addDays(today, 5));
      const b = await placedCoach(addDays(today, 5));
      const first = (await addExtra(a.token, a.workshopId)).body.data.id;
      const second = (await addExtra(a.token, a.workshopId)).body.data.id;
      expect((await api(`/coach-fees/extra-fees/${first}`, { method: 'DELETE', token: b.token })).status).toBe(404);
      expect((await api(`/coach-fees/extra-fees/${first}`, { method: 'DELETE', token: a.token })).status).toBe(204);
      expect((await api(`/coach-fees/extra-fees/${second}`, { method: 'DELETE', token: finance })).status).toBe(204);
      expect(
        await db
          .select()
          .from(extraFees)
          .where(inArray(extraFees.id, [first, second])),
      ).toHaveLength(0);
    },
    SLOW,
  );
});

describe('set-paid-out', () => {
  it(
    'marks fees and extra fees paid out all or nothing, with who and when, and locks them',
    async () => {
      const one = await doneWorkshop();
      const two = await doneWorkshop();
      const extra = (await addExtra(finance, one.workshopId, { coach_id: one.user.id })).body.data.id;

      // One id missing or paid out: nothing changes.
      expect((await paidOut({ fee_ids: [one.fee.id, 999_999], extra_fee_ids: [extra] })).status).toBe(404);
      expect((await api(`/coach-fees/${two.fee.id}/set-paid-out`, { method: 'POST', token: finance })).status).toBe(200);
      const refused = await paidOut({ fee_ids: [one.fee.id, two.fee.id], extra_fee_ids: [extra] });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('paid_out');
      const [stillPending] = await db.select().from(coachFees).where(eq(coachFees.id, one.fee.id));
      expect(stillPending!.state).toBe('pending');
      expect((await db.select().from(extraFees).where(eq(extraFees.id, extra)))[0]!.state).toBe('pending');

      const ok = await paidOut({ fee_ids: [one.fee.id], extra_fee_ids: [extra] });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ count: 2, total_centimes: RATE + 2_500 });
      const listed = await api(`/coach-fees/finance/paid-out?workshop_id=${one.workshopId}`, { token: finance });
      expect(listed.body.data.items).toHaveLength(2);
      for (const item of listed.body.data.items) {
        expect(item.state).toBe('paid-out');
        expect(item.paid_out_at).toBe(ok.body.data.paid_out_at);
        expect(item.paid_out_by).toMatch(/^Test\d+ User$/);
      }
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'extra_fee.paid_out'), eq(auditLog.entityId, String(extra))));
      expect(audits).toHaveLength(1);

      // Locked for everyone.
      const patch = await api(`/coach-fees/${one.fee.id}`, {
        method: 'PATCH',
        token: finance,
        json: { payout_month: '2099-01' },
      });
      expect(patch.status).toBe(409);
      expect(patch.body.error.code).toBe('paid_out');
      expect((await api(`/coach-fees/extra-fees/${extra}`, { method: 'DELETE', token: finance })).status).toBe(409);
      expect((await paidOut({ extra_fee_ids: [extra] })).status).toBe(409);
      expect((await paidOut({})).status).toBe(422);
      expect((await paidOut({ fee_ids: Array.from({ length: 501 }, (_, i) => i + 1) })).status).toBe(422);
    },
    SLOW,
  );

  it(
    'lets a concurrent payout win over an adjustment',
    async () => {
      const { fee } = await doneWorkshop();
      const [adjust, pay] = await atOnce(
        () => api(`/coach-fees/${fee.id}`, { method: 'PATCH', token: finance, json: { amount_centimes: 1, reason: 'x' } }),
        () => paidOut({ fee_ids: [fee.id] }),
      );
      const [row] = await db.select().from(coachFees).where(eq(coachFees.id, fee.id));
      expect(row!.state).toBe('paid-out');
      if (adjust.status === 409) {
        expect(pay.status).toBe(200);
        expect(row!.amountCentimes).toBe(RATE);
        expect(await db.select().from(coachFeeAdjustments).where(eq(coachFeeAdjustments.coachFeeId, fee.id))).toHaveLength(0);
      } else {
        // The adjustment's batch ran first: the payout then paid the adjusted amount.
        expect(adjust.status).toBe(200);
        expect(row!.amountCentimes).toBe(1);
        expect(pay.body.data.total_centimes).toBe(1);
      }
    },
    SLOW,
  );
});

describe('GET /api/coach-fees/coach and permissions', () => {
  it(
    'shows a coach their own fees and the workshops still open for an extra fee',
    async () => {
      const done = await doneWorkshop();
      const upcoming = await placedCoach(addDays(today, 3), done.user);
      await addExtra(upcoming.token, upcoming.workshopId);
      const other = await doneWorkshop();

      const { status, body } = await api('/coach-fees/coach', { token: upcoming.token });
      expect(status).toBe(200);
      expect(body.data.items.map((i: { kind: string; workshop: { id: number } }) => [i.kind, i.workshop.id])).toEqual([
        ['extra-fee', upcoming.workshopId],
        ['fee', done.workshopId],
      ]);
      expect(body.data.workshops).toEqual([expect.objectContaining({ id: upcoming.workshopId, deadline: addDays(today, 3) })]);
      expect(body.data.items.some((i: { id: number; kind: string }) => i.kind === 'fee' && i.id === other.fee.id)).toBe(false);
    },
    SLOW,
  );

  it(
    'gives finance the coaches and placed workshops to filter by and add extra fees for',
    async () => {
      const { user, workshopId } = await placedCoach(addDays(today, 7));
      const cancelled = await placedCoach(addDays(today, 7));
      await db.update(workshops).set({ state: 'cancelled' }).where(eq(workshops.id, cancelled.workshopId));
      const { status, body } = await api('/coach-fees/finance/options', { token: finance });
      expect(status).toBe(200);
      expect(body.data.workshops).toContainEqual(
        expect.objectContaining({ id: workshopId, coaches: [{ id: user.id, name: `${user.firstname} ${user.lastname}` }] }),
      );
      expect(body.data.workshops.some((w: { id: number }) => w.id === cancelled.workshopId)).toBe(false);
      expect(body.data.coaches).toContainEqual({ id: user.id, name: `${user.firstname} ${user.lastname}` });
      expect((await api('/coach-fees/finance/options', { token: staffing.associate })).status).toBe(403);
    },
    SLOW,
  );

  it(
    'searches the workshops on the server: by school, date and coach name, by coach, the nearest 50 and whether there are more',
    async () => {
      const { user, workshopId } = await placedCoach(addDays(today, 12));
      await db.update(workshops).set({ institute: 'Schulhaus Suchfeld' }).where(eq(workshops.id, workshopId));
      const search = async (query: string) => {
        const { status, body } = await api(`/coach-fees/finance/options?${query}`, { token: finance });
        expect(status).toBe(200);
        return body.data as { workshops: { id: number; date: string }[]; more: boolean };
      };
      const [y, m, d] = addDays(today, 12).split('-');
      for (const q of ['suchfeld', `${d}.${m}.${y} Suchfeld`, `${user.lastname} Schulhaus`]) {
        const found = await search(`q=${encodeURIComponent(q)}`);
        expect(
          found.workshops.map((w) => w.id),
          q,
        ).toEqual([workshopId]);
        expect(found.more).toBe(false);
      }
      expect((await search(`q=suchfeld%20nirgends`)).workshops).toEqual([]);
      expect((await search(`coach_id=${user.id}`)).workshops.map((w) => w.id)).toEqual([workshopId]);

      // 55 placements of one coach over the window: the 50 nearest to today are sent, nearest first.
      const [offered] = await db.select({ id: offeredWorkshops.id }).from(offeredWorkshops).limit(1);
      const inserts = Array.from({ length: 55 }, (_, i) =>
        db
          .insert(workshops)
          .values({
            offeredWorkshopId: offered!.id,
            date: addDays(today, i % 2 ? i : -i),
            startTime: '09:00',
            endTime: '10:30',
            durationMinutes: 90,
            institute: 'Schulhaus Vielfalt',
            location: 'Bern',
            priceCentimes: 45000,
            state: 'to-realize',
          })
          .returning({ id: workshops.id, date: workshops.date }),
      );
      const many = (await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts])).flat();
      for (let i = 0; i < many.length; i += 25) {
        const rows = many.slice(i, i + 25).map((w) => ({ workshopId: w.id, coachId: user.id, placedAt: 1 }));
        await db.insert(workshopCoaches).values(rows);
      }
      const nearest = await search('q=vielfalt');
      expect(nearest.more).toBe(true);
      expect(nearest.workshops).toHaveLength(50);
      const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(today));
      const distances = nearest.workshops.map((w) => distance(w.date));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(
        Math.min(...many.filter((w) => !nearest.workshops.some((n) => n.id === w.id)).map((w) => distance(w.date))),
      );
      expect((await api('/coach-fees/finance/options?q=' + 'x'.repeat(101), { token: finance })).status).toBe(422);
    },
    SLOW,
  );

  it(
    'keeps money from admins and associates (403), anonymous callers (401) and other coaches (404)',
    async () => {
      const { fee, token } = await doneWorkshop();
      const admin = await sessionFor(await createUser({ role: 'admin' }));
      for (const staff of [admin, staffing.associate]) {
        expect((await api('/coach-fees/finance/all', { token: staff })).status).toBe(403);
        expect((await api(`/coach-fees/${fee.id}`, { token: staff })).status).toBe(403);
        expect((await api('/coach-fees/coach', { token: staff })).status).toBe(403);
        expect((await addExtra(staff, 1)).status).toBe(403);
      }
      expect((await api('/coach-fees/finance/all')).status).toBe(401);
      expect((await api('/coach-fees/coach')).status).toBe(401);
      expect((await api('/coach-fees/finance/all', { token })).status).toBe(403);
      expect((await api(`/coach-fees/${fee.id}`, { token })).status).toBe(403);
      const otherCoach = await sessionFor(await staffing.coach());
      const extra = await db
        .insert(extraFees)
        .values({ workshopId: fee.workshopId, coachId: fee.coachId, amountCentimes: 100, reason: 'x', payoutMonth: '2099-01' })
        .returning();
      expect((await api(`/coach-fees/extra-fees/${extra[0]!.id}`, { method: 'DELETE', token: otherCoach })).status).toBe(404);
    },
    SLOW,
  );
});
