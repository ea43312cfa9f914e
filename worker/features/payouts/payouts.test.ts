import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachFees, expenses, extraFees, payoutRuns } from '../../db/schema';
import { nextBankingDay } from './preview';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { atOnce } from '../../test/race';
import {
  coachIban,
  freshMonth,
  monthBefore,
  ORGANISATION_IBAN,
  payableCoach,
  pendingItems,
  renameCoach,
  setOrganisationIban,
  swissIban,
} from './payouts.fixtures';

let finance: Awaited<ReturnType<typeof createUser>>;
let financeToken: string;

beforeAll(async () => {
  await setOrganisationIban(ORGANISATION_IBAN);
  finance = await createUser({ role: 'finance' });
  financeToken = await sessionFor(finance);
});
afterAll(() => setOrganisationIban(null));

const preview = (month: string, token = financeToken) => api(`/payouts/preview?month=${month}`, { token });
const run = (month: string, extra: Record<string, unknown> = {}, token = financeToken) =>
  api('/payouts', { method: 'POST', token, json: { month, ...extra } });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const coachIn = (body: any, id: number) => body.data.coaches.find((c: { coach: { id: number } }) => c.coach.id === id);

async function statesOf(items: Awaited<ReturnType<typeof pendingItems>>) {
  const [fee] = await db.select().from(coachFees).where(eq(coachFees.id, items.fee.id));
  const [extra] = await db.select().from(extraFees).where(eq(extraFees.id, items.extra.id));
  const [expense] = await db.select().from(expenses).where(eq(expenses.id, items.expense.id));
  return [fee!, extra!, expense!];
}

describe('GET /payouts/preview', () => {
  it('groups everything due per coach, carries earlier months over, and lists blocked coaches with the reason', async () => {
    const month = freshMonth();
    const anna = await payableCoach();
    const annaItems = await pendingItems(anna.id, month);
    const earlier = await pendingItems(anna.id, monthBefore(month), { fee: 10_000, extra: 0, expense: [100, 0, 0] });
    const later = await pendingItems(anna.id, `${month.slice(0, 4)}-07`);
    const noIban = await payableCoach({ iban: null });
    await pendingItems(noIban.id, month);
    const badIban = await payableCoach({ iban: 'CH9300762011623852958' });
    await pendingItems(badIban.id, month);
    const unapproved = await payableCoach({ approvedAt: null });
    await pendingItems(unapproved.id, month);
    const inactive = await payableCoach({}, 'de', 'processing');
    await pendingItems(inactive.id, month);
    const noAddress = await payableCoach({ street: null });
    await pendingItems(noAddress.id, month);

    const { status, body } = await preview(month);
    expect(status).toBe(200);
    const annaRow = coachIn(body, anna.id);
    expect(annaRow.payable).toBe(true);
    expect(annaRow.blocked_reasons).toEqual([]);
    expect(annaRow.total_centimes).toBe(annaItems.total + earlier.total);
    expect(annaRow.items.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`).sort()).toEqual(
      [
        `fee:${annaItems.fee.id}`,
        `extra_fee:${annaItems.extra.id}`,
        `expense:${annaItems.expense.id}`,
        `fee:${earlier.fee.id}`,
        `extra_fee:${earlier.extra.id}`,
        `expense:${earlier.expense.id}`,
      ].sort(),
    );
    expect(annaRow.items.some((i: { id: number; kind: string }) => i.kind === 'fee' && i.id === later.fee.id)).toBe(false);
    const expense = annaRow.items.find(
      (i: { kind: string; id: number }) => i.kind === 'expense' && i.id === annaItems.expense.id,
    );
    expect(expense).toMatchObject({ amount_centimes: 4_640 + 1_850 + 5, title: 'Kinderrechte', date: '2026-10-14' });

    expect(coachIn(body, noIban.id)).toMatchObject({ payable: false, blocked_reasons: ['no_iban'] });
    expect(coachIn(body, badIban.id)).toMatchObject({ payable: false, blocked_reasons: ['iban_invalid'] });
    expect(coachIn(body, unapproved.id)).toMatchObject({ payable: false, blocked_reasons: ['profile_not_approved'] });
    expect(coachIn(body, inactive.id)).toMatchObject({ payable: false, blocked_reasons: ['profile_not_approved'] });
    expect(coachIn(body, noAddress.id)).toMatchObject({ payable: false, blocked_reasons: ['no_address'] });
    const sum = (payable: boolean) =>
      body.data.coaches
        .filter((c: { payable: boolean }) => c.payable === payable)
        .reduce((s: number, c: { total_centimes: number }) => s + c.total_centimes, 0);
    expect(body.data.payable_centimes).toBe(sum(true));
    expect(body.data.blocked_centimes).toBe(sum(false));
    expect(body.data.blocked_coach_count).toBeGreaterThanOrEqual(5);
    expect(body.data.debtor_account_ready).toBe(true);
    expect(body.data.default_execution_date).toBe(nextBankingDay());
  });

  it('refuses a malformed month', async () => {
    const { status, body } = await preview('2026-13');
    expect(status).toBe(422);
    expect(body.error.fields[0]).toMatchObject({ path: 'month', message: 'month_invalid' });
  });
});

describe('POST /payouts', () => {
  it('pays every payable coach in one run, marks each item paid out with the run, and leaves blocked coaches pending', async () => {
    const month = freshMonth();
    const anna = await payableCoach({}, 'fr');
    await renameCoach(anna.id, 'Anna', 'Dvořák');
    const annaItems = await pendingItems(anna.id, month);
    const ben = await payableCoach();
    const benItems = await pendingItems(ben.id, month, { fee: 99_999_99, extra: 5_000, expense: [1, 2, 3] });
    const blocked = await payableCoach({ iban: null });
    const blockedItems = await pendingItems(blocked.id, month);

    const { status, body } = await run(month);
    expect(status).toBe(201);
    const runId = body.data.id;
    expect(body.data).toMatchObject({
      month,
      coach_count: 2,
      item_count: 6,
      total_centimes: annaItems.total + benItems.total,
      execution_date: nextBankingDay(),
    });
    expect(body.data.coaches.map((c: { coach: { id: number } }) => c.coach.id).sort()).toEqual([anna.id, ben.id].sort());

    for (const row of [...(await statesOf(annaItems)), ...(await statesOf(benItems))]) {
      expect(row).toMatchObject({ state: 'paid-out', payoutRunId: runId, paidOutById: finance.id });
      expect(row.paidOutAt).toBeGreaterThan(0);
    }
    for (const row of await statesOf(blockedItems)) expect(row).toMatchObject({ state: 'pending', payoutRunId: null });

    const file = await api(`/payouts/${runId}/payment-file`, { token: financeToken });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toContain('application/xml');
    expect(file.headers.get('Content-Disposition')).toMatch(/attachment; filename="pain001-.*\.xml"/);
    const xml = file.body as string;
    const total = (annaItems.total + benItems.total) / 100;
    expect(xml.match(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)).toEqual([
      `<CtrlSum>${total.toFixed(2)}</CtrlSum>`,
      `<CtrlSum>${total.toFixed(2)}</CtrlSum>`,
    ]);
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml).toContain(`<InstdAmt Ccy="CHF">${(benItems.total / 100).toFixed(2)}</InstdAmt>`);
    expect(xml).toContain('<Nm>Anna Dvorák</Nm>');
    expect(xml).toContain('<StrtNm>Länggassstrasse</StrtNm><BldgNb>7a</BldgNb>');
    expect(xml).toContain('<Ustrd>Honoraires et frais');
    expect(xml).toContain(`<DbtrAcct><Id><IBAN>${ORGANISATION_IBAN}</IBAN></Id></DbtrAcct>`);
    // The coaches' IBANs are stored encrypted; the payment file carries them in clear.
    expect(xml).toContain(`<CdtrAcct><Id><IBAN>${coachIban(ben.id)}</IBAN></Id></CdtrAcct>`);
    expect(xml).not.toContain('enc1:');

    const list = await api('/payouts', { token: financeToken });
    expect(list.body.data[0]).toMatchObject({ id: runId, month });
    const detail = await api(`/payouts/${runId}`, { token: financeToken });
    expect(coachIn(detail.body, ben.id).total_centimes).toBe(benItems.total);

    const pdf = await api(`/payouts/${runId}/statements/${anna.id}`, { token: financeToken });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);

    const again = await run(month);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('nothing_to_pay_out');
    const runs = await db.select().from(payoutRuns).where(eq(payoutRuns.month, month));
    expect(runs).toHaveLength(1);
  });

  it('lets only one of two simultaneous runs for the same month pay, and deletes the loser’s file', async () => {
    const month = freshMonth();
    const coach = await payableCoach();
    const items = await pendingItems(coach.id, month);
    const [a, b] = await atOnce(
      () => run(month),
      () => run(month),
    );
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.error.code).toBe('conflict');
    const runs = await db.select().from(payoutRuns).where(eq(payoutRuns.month, month));
    expect(runs).toHaveLength(1);
    for (const row of await statesOf(items)) expect(row.payoutRunId).toBe(runs[0]!.id);
    const stored = await env.FILES.list({ prefix: 'payouts/' });
    const keys = stored.objects.map((o) => o.key);
    expect(keys).toContain(runs[0]!.paymentFileKey);
    const allRuns = await db.select({ key: payoutRuns.paymentFileKey }).from(payoutRuns);
    expect(keys.sort()).toEqual(allRuns.map((r) => r.key).sort());
  });

  it('refuses a month with nothing payable, and leaves the blocked items pending', async () => {
    const month = freshMonth();
    const blocked = await payableCoach({ iban: 'DE00' });
    const items = await pendingItems(blocked.id, month);
    const { status, body } = await run(month);
    expect(status).toBe(409);
    expect(body.error.code).toBe('nothing_to_pay_out');
    for (const row of await statesOf(items)) expect(row.state).toBe('pending');
  });

  it('fails closed without the organisation’s IBAN', async () => {
    const month = freshMonth();
    const coach = await payableCoach();
    const items = await pendingItems(coach.id, month);
    await setOrganisationIban(null);
    try {
      const { status, body } = await run(month);
      expect(status).toBe(409);
      expect(body.error.code).toBe('bank_account_missing');
      expect((await preview(month)).body.data.debtor_account_ready).toBe(false);
    } finally {
      await setOrganisationIban(ORGANISATION_IBAN);
    }
    for (const row of await statesOf(items)) expect(row.state).toBe('pending');
  });

  it('takes an execution date that is a banking day and refuses a weekend or a past day', async () => {
    const month = freshMonth();
    const coach = await payableCoach();
    await pendingItems(coach.id, month);
    const saturday = await run(month, { execution_date: '2099-01-03' });
    expect(saturday.status).toBe(422);
    expect(saturday.body.error.fields[0]).toMatchObject({ path: 'execution_date', code: 'date_invalid' });
    const past = await run(month, { execution_date: '2020-01-06' });
    expect(past.body.error.fields[0]).toMatchObject({ path: 'execution_date', code: 'date_in_past' });
    const monday = await run(month, { execution_date: '2099-01-05' });
    expect(monday.status).toBe(201);
    expect(monday.body.data.execution_date).toBe('2099-01-05');
  });
});

describe('workshop titles in the reader’s language', () => {
  it('shows finance the titles in their own language on the preview and the run, whatever the coach speaks', async () => {
    const month = freshMonth();
    const coach = await payableCoach({}, 'fr');
    await pendingItems(coach.id, month);
    const frenchFinance = await sessionFor(await createUser({ role: 'finance', language: 'fr' }));
    const titles = (body: unknown) => coachIn(body, coach.id).items.map((i: { title: string }) => i.title);

    expect(titles((await preview(month)).body)).toEqual(['Kinderrechte', 'Kinderrechte', 'Kinderrechte']);
    expect(titles((await preview(month, frenchFinance)).body)).toEqual(Array(3).fill('Droits de l’enfant'));

    const created = await run(month);
    expect(created.status).toBe(201);
    expect(titles(created.body)).toEqual(['Kinderrechte', 'Kinderrechte', 'Kinderrechte']);
    const read = await api(`/payouts/${created.body.data.id}`, { token: frenchFinance });
    expect(titles(read.body)).toEqual(Array(3).fill('Droits de l’enfant'));
  });
});

describe('permissions', () => {
  it('gives a coach their own statements only; admin and associate nothing; anonymous 401', async () => {
    const month = freshMonth();
    const coach = await payableCoach({ iban: swissIban('123456789012') });
    const other = await payableCoach();
    await pendingItems(coach.id, month);
    await pendingItems(other.id, month);
    const { body } = await run(month);
    const runId = body.data.id;
    const coachToken = await sessionFor(coach);

    const own = await api(`/payouts/${runId}/statements/${coach.id}`, { token: coachToken });
    expect(own.status).toBe(200);
    expect(String(own.body).startsWith('%PDF-')).toBe(true);
    expect((await api(`/payouts/${runId}/statements/${other.id}`, { token: coachToken })).status).toBe(404);
    const statements = await api('/payouts/statements', { token: coachToken });
    expect(statements.status).toBe(200);
    expect(statements.body.data).toEqual([
      expect.objectContaining({ run_id: runId, month, total_centimes: coachIn(body, coach.id).total_centimes }),
    ]);
    expect((await api(`/payouts/${runId}/statements/${finance.id}`, { token: financeToken })).status).toBe(404);
    expect((await api(`/payouts/999999`, { token: financeToken })).status).toBe(404);

    for (const role of ['admin', 'associate'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await preview(month, token)).status).toBe(403);
      expect((await run(month, {}, token)).status).toBe(403);
      expect((await api('/payouts', { token })).status).toBe(403);
      expect((await api(`/payouts/${runId}`, { token })).status).toBe(403);
      expect((await api(`/payouts/${runId}/payment-file`, { token })).status).toBe(403);
      expect((await api(`/payouts/${runId}/statements/${coach.id}`, { token })).status).toBe(403);
      expect((await api('/payouts/statements', { token })).status).toBe(403);
    }
    expect((await preview(month, coachToken)).status).toBe(403);
    expect((await api(`/payouts/${runId}/payment-file`, { token: coachToken })).status).toBe(403);
    expect((await api('/payouts/statements', { token: financeToken })).status).toBe(403);
    for (const path of [`/payouts/preview?month=${month}`, '/payouts', `/payouts/${runId}/statements/${coach.id}`]) {
      expect((await api(path)).status).toBe(401);
    }
    const paid = await db
      .select()
      .from(coachFees)
      .where(inArray(coachFees.coachId, [coach.id, other.id]));
    expect(paid.every((f) => f.payoutRunId === runId)).toBe(true);
  });
});
