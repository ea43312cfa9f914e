import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expenseCorrections, expenseReceipts, expenses, workshopCoaches, workshops } from '../../db/schema';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { contractFetch } from '../../test/contract-fetch';
import { api, createUser, db, nextIp, outboxFor, sessionFor } from '../../test/factories';
import { testFiles, type TestFile } from '../../test/files';
import { atOnce } from '../../test/race';
import { expectedPayoutMonth } from './expenses.write';

const SLOW = 20_000;

let offeredWorkshopId: number;
let financeToken: string;

beforeAll(async () => {
  const catalogue = await seedCatalogue();
  offeredWorkshopId = catalogue.rights.id;
  financeToken = await sessionFor(await createUser({ role: 'finance' }));
});

async function workshopOn(date: string, coachId: number | null, state: 'done' | 'cancelled' | 'to-realize' = 'done') {
  const [workshop] = await db
    .insert(workshops)
    .values({
      offeredWorkshopId,
      date,
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      institute: `Schule ${Math.random().toString(36).slice(2, 6)}`,
      location: 'Bern',
      priceCentimes: 45000,
      state,
    })
    .returning();
  if (coachId) await db.insert(workshopCoaches).values({ workshopId: workshop!.id, coachId, placedAt: 1 });
  return workshop!;
}

/** A coach placed on a workshop held 10 days ago, signed in. */
async function coachWithWorkshop(language: 'de' | 'fr' = 'de') {
  const user = await createUser({ role: 'coach', language });
  const token = await sessionFor(user);
  const workshop = await workshopOn(dateIn(-10), user.id);
  return { user, token, workshop };
}

type Fields = Record<string, string | number | (string | number)[]>;

/** A multipart request as the SPA sends it: text fields (repeated for lists) and `receipts` files. */
async function sendForm(method: 'POST' | 'PUT', path: string, token: string, fields: Fields, files: TestFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  for (const file of files) form.append('receipts', new File([file.bytes], file.name, { type: file.type }));
  const response = await contractFetch(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

const amounts = { journey_centimes: 4250, catering_centimes: 1890, other_centimes: 0 };

async function claim(token: string, coachId: number, workshopId: number, files: TestFile[] = [testFiles.permitJpeg]) {
  return sendForm('POST', `/expenses/coach/${coachId}`, token, { workshop_id: workshopId, ...amounts }, files);
}

type Batch = D1Database['batch'];
const d1 = Object.getPrototypeOf(env.DB) as { batch: Batch };

/**
 * Runs the request; its first D1 batch (after the request has read the expense) is preceded by a payout of the
 * expense, as if finance had clicked in between: the worst case the conditional write and the batch guard handle.
 */
async function payoutJustBeforeNextBatch<T>(expenseId: number, request: () => Promise<T>): Promise<T> {
  const original = d1.batch;
  d1.batch = async function paidOutFirst(this: D1Database, ...args: Parameters<Batch>) {
    d1.batch = original;
    await env.DB.prepare(`UPDATE expenses SET state = 'paid-out', paid_out_at = unixepoch() WHERE id = ?`).bind(expenseId).run();
    return original.apply(this, args);
  } as Batch;
  try {
    return await request();
  } finally {
    d1.batch = original;
  }
}

/** The stored objects of an expense's receipts (rows whose file is in R2). */
async function objectKeys(expenseId: number) {
  const rows = await db
    .select({ key: expenseReceipts.fileKey })
    .from(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, expenseId));
  const present = await Promise.all(rows.map((row) => env.FILES.head(row.key)));
  return rows.filter((_, index) => present[index]).map((row) => row.key);
}

/** Objects under expenses/ that no receipt row refers to (left behind by a failed or deleted expense). */
async function orphanObjects() {
  const stored = (await env.FILES.list({ prefix: 'expenses/' })).objects.map((o) => o.key);
  const referenced = new Set((await db.select({ key: expenseReceipts.fileKey }).from(expenseReceipts)).map((r) => r.key));
  return stored.filter((key) => !referenced.has(key));
}

describe('coach expenses', () => {
  it(
    'a coach claims an expense with receipts for a workshop they gave; it is pending with its payout month',
    async () => {
      const { user, token, workshop } = await coachWithWorkshop();
      await workshopOn(dateIn(5), user.id); // later: not claimable
      await workshopOn(dateIn(-3), user.id, 'cancelled'); // cancelled: not claimable
      await workshopOn(dateIn(-3), null); // not placed

      const before = await api(`/expenses/coach/${user.id}`, { token });
      expect(before.status).toBe(200);
      expect(before.body.data.items).toEqual([]);
      expect(before.body.data.workshops.map((w: { id: number }) => w.id)).toEqual([workshop.id]);
      expect(before.body.data.workshops[0]).toMatchObject({ title: 'Kinderrechte', institute: workshop.institute });

      const created = await claim(token, user.id, workshop.id, [testFiles.permitJpeg, testFiles.proofPdf]);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        state: 'pending',
        total_centimes: 6140,
        payout_month: expectedPayoutMonth(workshop.date),
        workshop: { id: workshop.id, date: workshop.date },
        paid_out_at: null,
      });
      expect(created.body.data.receipts.map((r: { content_type: string }) => r.content_type)).toEqual([
        'image/jpeg',
        'application/pdf',
      ]);
      expect(await objectKeys(created.body.data.id)).toHaveLength(2);

      const list = await api(`/expenses/coach/${user.id}`, { token });
      expect(list.body.data.items.map((e: { id: number }) => e.id)).toEqual([created.body.data.id]);

      const receipt = created.body.data.receipts[0];
      const { SELF } = await import('cloudflare:test');
      const file = await SELF.fetch(`http://localhost/api/expenses/${created.body.data.id}/receipts/${receipt.id}`, {
        headers: { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('Content-Type')).toBe('image/jpeg');
      expect(file.headers.get('Content-Disposition')).toMatch(/^inline; /);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(testFiles.permitJpeg.bytes);
    },
    SLOW,
  );

  it('refuses an amount without a receipt (receipt_required), no amount, a foreign workshop and bad bytes', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const noReceipt = await claim(token, user.id, workshop.id, []);
    expect(noReceipt.status).toBe(422);
    expect(noReceipt.body.error.fields).toEqual([expect.objectContaining({ path: 'receipts', message: 'receipt_required' })]);

    const nothing = await sendForm('POST', `/expenses/coach/${user.id}`, token, { workshop_id: workshop.id }, [
      testFiles.proofPdf,
    ]);
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.fields[0].path).toBe('journey_centimes');

    const notPlaced = await workshopOn(dateIn(-2), null);
    const foreign = await claim(token, user.id, notPlaced.id);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields[0].path).toBe('workshop_id');

    const text = { bytes: new TextEncoder().encode('not a receipt'), name: 'beleg.jpg', type: 'image/jpeg' };
    const badBytes = await claim(token, user.id, workshop.id, [testFiles.permitJpeg, text]);
    expect(badBytes.status).toBe(415);
    expect(badBytes.body.error.code).toBe('file_type_not_allowed');

    const negative = await sendForm('POST', `/expenses/coach/${user.id}`, token, {
      workshop_id: workshop.id,
      journey_centimes: '-5',
    });
    expect(negative.status).toBe(422);

    const malformed = await contractFetch(`http://localhost/api/expenses/coach/${user.id}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'CF-Connecting-IP': nextIp(),
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body: 'not multipart',
    });
    expect(malformed.status).toBe(400);

    const rows = await db.select().from(expenses).where(eq(expenses.coachId, user.id));
    expect(rows).toEqual([]);
  });

  it('removes the stored receipts when a refused file makes the expense fail', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const text = { bytes: new TextEncoder().encode('%PDX'), name: 'x.pdf', type: 'application/pdf' };
    const refused = await claim(token, user.id, workshop.id, [testFiles.permitJpeg, text]);
    expect(refused.status).toBe(415);
    expect(await db.select().from(expenses).where(eq(expenses.coachId, user.id))).toEqual([]);
    // Every stored receipt belongs to an expense that exists: the refused claim left no objects behind.
    expect(await orphanObjects()).toEqual([]);
  });

  it('keeps coaches to their own money and admins and associates out', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const created = await claim(token, user.id, workshop.id);
    const id = created.body.data.id as number;
    const receiptId = created.body.data.receipts[0].id as number;
    const other = await coachWithWorkshop();

    expect((await api(`/expenses/coach/${user.id}`, { token: other.token })).status).toBe(404);
    expect((await claim(other.token, user.id, workshop.id)).status).toBe(404);
    expect((await sendForm('PUT', `/expenses/${id}`, other.token, { workshop_id: workshop.id, ...amounts })).status).toBe(404);
    expect((await api(`/expenses/${id}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await api(`/expenses/${id}/receipts/${receiptId}`, { token: other.token })).status).toBe(404);
    expect((await api('/expenses/finance', { token })).status).toBe(403);

    for (const role of ['admin', 'associate'] as const) {
      const staff = await sessionFor(await createUser({ role }));
      expect((await api(`/expenses/coach/${user.id}`, { token: staff })).status).toBe(403);
      expect((await api('/expenses/finance', { token: staff })).status).toBe(403);
      expect((await api(`/expenses/${id}`, { method: 'DELETE', token: staff })).status).toBe(403);
      expect((await api('/expenses/set-paid-out', { method: 'POST', token: staff, json: { ids: [id] } })).status).toBe(403);
    }
    expect((await api(`/expenses/coach/${user.id}`)).status).toBe(401);
    expect((await api('/expenses/finance')).status).toBe(401);
    expect((await api(`/expenses/${id}/receipts/${receiptId}`)).status).toBe(401);

    // Finance reads any coach's expenses and receipts, but does not claim for a coach.
    const seen = await api(`/expenses/coach/${user.id}`, { token: financeToken });
    expect(seen.body.data.items.map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await api(`/expenses/finance/${id}`, { token: financeToken })).body.data.id).toBe(id);
    expect((await claim(financeToken, user.id, workshop.id)).status).toBe(403);
    // Finance changes a claim only with a reason, through its own calls (below), not as the coach does.
    expect((await sendForm('PUT', `/expenses/${id}`, financeToken, { workshop_id: workshop.id, ...amounts })).status).toBe(403);
    expect((await api(`/expenses/${id}`, { method: 'DELETE', token: financeToken })).status).toBe(403);
    for (const who of [token, await sessionFor(await createUser({ role: 'associate' }))]) {
      const correct = { method: 'PUT' as const, token: who, json: { ...amounts, reason: 'x' } };
      expect((await api(`/expenses/finance/${id}`, correct)).status).toBe(403);
      const remove = { method: 'POST' as const, token: who, json: { reason: 'x' } };
      expect((await api(`/expenses/finance/${id}/delete`, remove)).status).toBe(403);
    }
    expect(await db.select().from(expenses).where(eq(expenses.coachId, user.id))).toHaveLength(1);
  });

  it(
    'edits and deletes a pending expense (receipts added and removed, at least one kept; R2 objects go on delete)',
    async () => {
      const { user, token, workshop } = await coachWithWorkshop();
      const created = await claim(token, user.id, workshop.id);
      const id = created.body.data.id as number;
      const [first] = created.body.data.receipts;

      const emptied = await sendForm('PUT', `/expenses/${id}`, token, {
        workshop_id: workshop.id,
        ...amounts,
        remove_receipt_ids: [first.id],
      });
      expect(emptied.status).toBe(422);
      expect(emptied.body.error.fields[0]).toMatchObject({ path: 'receipts', message: 'receipt_required' });

      const swapped = await sendForm(
        'PUT',
        `/expenses/${id}`,
        token,
        {
          workshop_id: workshop.id,
          journey_centimes: 1000,
          other_centimes: 5,
          description: 'Zug',
          remove_receipt_ids: [first.id],
        },
        [testFiles.proofPdf],
      );
      expect(swapped.status).toBe(200);
      expect(swapped.body.data).toMatchObject({ total_centimes: 1005, description: 'Zug', catering_centimes: 0 });
      expect(swapped.body.data.receipts.map((r: { content_type: string }) => r.content_type)).toEqual(['application/pdf']);
      expect(await objectKeys(id)).toHaveLength(1);

      expect((await api(`/expenses/${id}`, { method: 'DELETE', token })).status).toBe(204);
      expect(await db.select().from(expenses).where(eq(expenses.id, id))).toEqual([]);
      expect(await db.select().from(expenseReceipts).where(eq(expenseReceipts.expenseId, id))).toEqual([]);
      expect(await orphanObjects()).toEqual([]);
    },
    SLOW,
  );

  it('locks a paid-out expense: edit and delete answer 409 paid_out', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const id = (await claim(token, user.id, workshop.id)).body.data.id as number;
    expect((await api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [id] } })).status).toBe(200);

    const edit = await sendForm('PUT', `/expenses/${id}`, token, { workshop_id: workshop.id, journey_centimes: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('paid_out');
    const byFinance = await api(`/expenses/finance/${id}/delete`, {
      method: 'POST',
      token: financeToken,
      json: { reason: 'Doppelt erfasst' },
    });
    expect(byFinance.status).toBe(409);
    expect(byFinance.body.error.code).toBe('paid_out');
    const correction = await api(`/expenses/finance/${id}`, {
      method: 'PUT',
      token: financeToken,
      json: { ...amounts, reason: 'Halbtax' },
    });
    expect(correction.status).toBe(409);
    expect(correction.body.error.code).toBe('paid_out');
    const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
    expect(row).toMatchObject({ state: 'paid-out', journeyCentimes: 4250 });
    expect(await objectKeys(id)).toHaveLength(1);
  });

  it('a payout landing between the read and the write of an edit or delete wins', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const id = (await claim(token, user.id, workshop.id)).body.data.id as number;
    const edit = await payoutJustBeforeNextBatch(id, () =>
      sendForm('PUT', `/expenses/${id}`, token, { workshop_id: workshop.id, journey_centimes: 1 }),
    );
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('paid_out');
    const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
    expect(row).toMatchObject({ state: 'paid-out', journeyCentimes: 4250 });

    const second = (await claim(token, user.id, workshop.id)).body.data.id as number;
    const removal = await payoutJustBeforeNextBatch(second, () => api(`/expenses/${second}`, { method: 'DELETE', token }));
    expect(removal.status).toBe(409);
    expect(removal.body.error.code).toBe('paid_out');
    expect(await db.select().from(expenses).where(eq(expenses.id, second))).toHaveLength(1);
    expect(await objectKeys(second)).toHaveLength(1);
  });

  it('an edit and a payout sent at once: whichever writes second sees the other, nothing is lost', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const id = (await claim(token, user.id, workshop.id)).body.data.id as number;
    const [edit, payout] = await atOnce(
      () => sendForm('PUT', `/expenses/${id}`, token, { workshop_id: workshop.id, journey_centimes: 1 }, [testFiles.proofPdf]),
      () => api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [id] } }),
    );
    expect(payout.status).toBe(200);
    const [row] = await db.select().from(expenses).where(eq(expenses.id, id));
    const receipts = await db.select().from(expenseReceipts).where(eq(expenseReceipts.expenseId, id));
    if (edit.status === 200) {
      // The edit wrote first: the payout paid the edited expense.
      expect(row).toMatchObject({ state: 'paid-out', journeyCentimes: 1 });
      expect(receipts).toHaveLength(2);
    } else {
      // The payout wrote first: the edit changed nothing and its uploaded receipt is gone again.
      expect(edit.body.error.code).toBe('paid_out');
      expect(row).toMatchObject({ state: 'paid-out', journeyCentimes: 4250 });
      expect(receipts).toHaveLength(1);
      expect(await objectKeys(id)).toHaveLength(1);
    }
  });
});

describe('finance expenses', () => {
  it(
    'filters by state, month, coach and workshop with totals over every matching row, to the centime',
    async () => {
      const a = await coachWithWorkshop();
      const b = await coachWithWorkshop();
      const odd = [
        { journey_centimes: 1, catering_centimes: 2, other_centimes: 3 },
        { journey_centimes: 9999, catering_centimes: 1, other_centimes: 0 },
        { journey_centimes: 0, catering_centimes: 0, other_centimes: 333 },
      ];
      for (const fields of odd) {
        const made = await sendForm('POST', `/expenses/coach/${a.user.id}`, a.token, { workshop_id: a.workshop.id, ...fields }, [
          testFiles.permitJpeg,
        ]);
        expect(made.status).toBe(201);
      }
      await claim(b.token, b.user.id, b.workshop.id);

      const page1 = await api(`/expenses/finance?coach_id=${a.user.id}&per_page=2`, { token: financeToken });
      expect(page1.status).toBe(200);
      expect(page1.body.data.items).toHaveLength(2);
      expect(page1.body.data.total).toBe(3);
      const page2 = await api(`/expenses/finance?coach_id=${a.user.id}&per_page=2&page=2`, { token: financeToken });
      const rows = [...page1.body.data.items, ...page2.body.data.items];
      const sum = (key: string) => rows.reduce((s: number, r: Record<string, number>) => s + r[key]!, 0);
      expect(page1.body.data.totals).toEqual({
        journey: sum('journey_centimes'),
        catering: sum('catering_centimes'),
        other: sum('other_centimes'),
        total: sum('total_centimes'),
        count: 3,
      });
      expect(page1.body.data.totals.total).toBe(6 + 10000 + 333);
      expect(page1.body.data.workshops.map((w: { id: number }) => w.id)).toEqual([a.workshop.id]);
      expect(page1.body.data.workshops[0]).toMatchObject({ title: 'Kinderrechte', institute: a.workshop.institute });
      expect(page1.body.data.coaches).toEqual(expect.arrayContaining([{ id: a.user.id, name: `${a.user.firstname} User` }]));

      const month = expectedPayoutMonth(a.workshop.date);
      const byWorkshop = await api(`/expenses/finance?workshop_id=${b.workshop.id}&month=${month}&state=pending`, {
        token: financeToken,
      });
      expect(byWorkshop.body.data.items.map((e: { coach: { id: number } }) => e.coach.id)).toEqual([b.user.id]);
      expect(byWorkshop.body.data.totals.total).toBe(6140);
      const paidOnly = await api(`/expenses/finance?workshop_id=${b.workshop.id}&state=paid-out`, { token: financeToken });
      expect(paidOnly.body.data.totals).toEqual({ journey: 0, catering: 0, other: 0, total: 0, count: 0 });
      expect((await api('/expenses/finance?month=2026-13', { token: financeToken })).status).toBe(422);
      expect((await api('/expenses/finance?state=open', { token: financeToken })).status).toBe(422);
    },
    SLOW,
  );

  it(
    'marks expenses paid out all or nothing, with who and when and an audit row each',
    async () => {
      const { user, token, workshop } = await coachWithWorkshop();
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push((await claim(token, user.id, workshop.id)).body.data.id);
      const [one, two, three] = ids as [number, number, number];

      expect((await api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [one] } })).status).toBe(
        200,
      );
      const mixed = await api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [two, one] } });
      expect(mixed.status).toBe(409);
      expect(mixed.body.error.code).toBe('paid_out');
      const missing = await api('/expenses/set-paid-out', {
        method: 'POST',
        token: financeToken,
        json: { ids: [two, 99999999] },
      });
      expect(missing.status).toBe(404);
      expect((await db.select().from(expenses).where(eq(expenses.id, two)))[0]!.state).toBe('pending');
      expect((await api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [] } })).status).toBe(422);

      const done = await api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [two, three] } });
      expect(done.status).toBe(200);
      const rows = await db
        .select()
        .from(expenses)
        .where(inArray(expenses.id, [two, three]));
      for (const row of rows) {
        expect(row).toMatchObject({
          state: 'paid-out',
          paidOutAt: done.body.data.paid_out_at,
          payoutMonth: expectedPayoutMonth(workshop.date),
        });
        expect(row.paidOutById).not.toBeNull();
      }
      const audits = await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.entityId, [String(two), String(three)]));
      expect(audits.filter((a) => a.action === 'expense.paid_out')).toHaveLength(2);

      const list = await api(`/expenses/coach/${user.id}`, { token });
      expect(
        list.body.data.items.every((e: { state: string; paid_out_by: string | null }) => e.state === 'paid-out' && e.paid_out_by),
      ).toBe(true);
    },
    SLOW,
  );

  it('two finance people marking overlapping expenses at once: one wins, the other changes nothing', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await claim(token, user.id, workshop.id)).body.data.id);
    const other = await sessionFor(await createUser({ role: 'finance' }));
    const [first, second] = await atOnce(
      () => api('/expenses/set-paid-out', { method: 'POST', token: financeToken, json: { ids: [ids[0], ids[1]] } }),
      () => api('/expenses/set-paid-out', { method: 'POST', token: other, json: { ids: [ids[1], ids[2]] } }),
    );
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.error.code).toBe('paid_out');
    const states = await db.select({ id: expenses.id, state: expenses.state }).from(expenses).where(inArray(expenses.id, ids));
    const paid = states.filter((s) => s.state === 'paid-out').map((s) => s.id);
    expect(paid.sort()).toEqual((first.status === 200 ? [ids[0], ids[1]] : [ids[1], ids[2]]).sort());
  });
});

describe('finance corrects or deletes a pending expense with a reason the coach sees', () => {
  const correct = (id: number, json: unknown) => api(`/expenses/finance/${id}`, { method: 'PUT', token: financeToken, json });
  const remove = (id: number, json: unknown) =>
    api(`/expenses/finance/${id}/delete`, { method: 'POST', token: financeToken, json });

  it('a correction needs a reason, changes the amounts, keeps the history and mails the coach in their language', async () => {
    const { user, token, workshop } = await coachWithWorkshop('fr');
    const id = (await claim(token, user.id, workshop.id)).body.data.id as number;

    const noReason = await correct(id, { ...amounts, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.fields).toEqual([expect.objectContaining({ path: 'reason', message: 'required' })]);
    expect(await outboxFor(user.email)).toEqual([]);

    const corrected = await correct(id, {
      ...amounts,
      journey_centimes: 2250,
      description: 'Demi-tarif',
      reason: 'Billet demi-tarif',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ total_centimes: 4140, description: 'Demi-tarif', state: 'pending' });
    expect(corrected.body.data.corrections).toEqual([
      expect.objectContaining({
        kind: 'corrected',
        reason: 'Billet demi-tarif',
        total_before_centimes: 6140,
        total_after_centimes: 4140,
      }),
    ]);
    expect(corrected.body.data.corrections[0].by).toMatch(/^Test\d+ /);

    const seen = await api(`/expenses/coach/${user.id}`, { token });
    expect(seen.body.data.items[0].corrections).toEqual(corrected.body.data.corrections);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ template: 'expense-corrected', language: 'fr' });
    expect(mail!.subject).toBe('Frais corrigés\u202f: CHF 61.40 → CHF 41.40');
    expect(mail!.textBody).toContain('Billet demi-tarif');
    expect(mail!.textBody).toContain(`à ${workshop.institute}`);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'expense.correct'));
    expect(audit).toMatchObject({ entityId: String(id) });
  });

  it('a deletion needs a reason, removes the expense and its receipts, and the coach still sees why', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const id = (await claim(token, user.id, workshop.id)).body.data.id as number;
    const keys = await objectKeys(id);
    expect(keys).toHaveLength(1);

    expect((await remove(id, {})).status).toBe(422);
    expect((await remove(id, { reason: 'Bereits mit dem Lohn vergütet' })).status).toBe(204);
    expect(await db.select().from(expenses).where(eq(expenses.id, id))).toEqual([]);
    expect(await env.FILES.head(keys[0]!)).toBeNull();

    const seen = await api(`/expenses/coach/${user.id}`, { token });
    expect(seen.body.data.items).toEqual([]);
    expect(seen.body.data.deleted).toEqual([
      expect.objectContaining({
        kind: 'deleted',
        reason: 'Bereits mit dem Lohn vergütet',
        total_before_centimes: 6140,
        total_after_centimes: null,
        workshop: expect.objectContaining({ id: workshop.id, institute: workshop.institute }),
      }),
    ]);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ template: 'expense-deleted', language: 'de', subject: 'Spesen gelöscht: CHF 61.40' });
    expect(mail!.textBody).toContain('Bereits mit dem Lohn vergütet');
    expect((await remove(id, { reason: 'again' })).status).toBe(404);
  });

  it('a payout landing first wins: nothing corrected, nothing deleted, no mail, no history', async () => {
    const { user, token, workshop } = await coachWithWorkshop();
    const first = (await claim(token, user.id, workshop.id)).body.data.id as number;
    const second = (await claim(token, user.id, workshop.id)).body.data.id as number;

    const correction = await payoutJustBeforeNextBatch(first, () => correct(first, { ...amounts, reason: 'Halbtax' }));
    expect(correction.status).toBe(409);
    const removal = await payoutJustBeforeNextBatch(second, () => remove(second, { reason: 'Doppelt' }));
    expect(removal.status).toBe(409);

    const rows = await db
      .select()
      .from(expenses)
      .where(inArray(expenses.id, [first, second]));
    expect(rows.map((r) => r.journeyCentimes)).toEqual([4250, 4250]);
    expect(await db.select().from(expenseCorrections).where(eq(expenseCorrections.coachId, user.id))).toEqual([]);
    expect(await outboxFor(user.email)).toEqual([]);
    expect(await objectKeys(second)).toHaveLength(1);
  });
});

describe('expected payout month', () => {
  it('is the month after the workshop, never before the current month', () => {
    expect(expectedPayoutMonth('2026-10-15', '2026-10-20')).toBe('2026-11');
    expect(expectedPayoutMonth('2026-12-31', '2026-12-31')).toBe('2027-01');
    expect(expectedPayoutMonth('2026-06-03', '2026-11-24')).toBe('2026-11');
  });
});
