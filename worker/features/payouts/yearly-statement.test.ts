import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachFees, expenses } from '../../db/schema';
import { assertContract } from '../../../test-support/openapi-contract';
import { api, createUser, db, fetchApp, nextIp, sessionFor } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { doneWorkshop, ORGANISATION_IBAN, payableCoach, pendingItems, setOrganisationIban } from './payouts.fixtures';
import { paidItems, paidYears, yearFigures } from './yearly-statement';

let financeToken: string;

beforeAll(async () => {
  await setOrganisationIban(ORGANISATION_IBAN);
  financeToken = await sessionFor(await createUser({ role: 'finance' }));
});
afterAll(() => setOrganisationIban(null));

const run = async (month: string, executionDate: string) => {
  const { status } = await api('/payouts', {
    method: 'POST',
    token: financeToken,
    json: { month, execution_date: executionDate },
  });
  expect(status).toBe(201);
};

/** Zurich's 1 January 2099, 00:30: still 31 December in UTC. */
const NEW_YEAR_NIGHT = Date.UTC(2098, 11, 31, 23, 30) / 1000;

/** A fee marked paid out by hand (no run): it counts on the Zurich day it was marked. */
async function feePaidByHand(coachId: number, amountCentimes: number, paidOutAt = NEW_YEAR_NIGHT) {
  const workshop = await doneWorkshop('2098-12-10');
  await db
    .insert(coachFees)
    .values({ workshopId: workshop.id, coachId, amountCentimes, payoutMonth: '2098-12', state: 'paid-out', paidOutAt });
}

/** An expense paid out by hand in June 2099. */
const expensePaidByHand = (coachId: number, journeyCentimes: number) =>
  db.insert(expenses).values({
    coachId,
    date: '2099-06-02',
    journeyCentimes,
    state: 'paid-out',
    payoutMonth: '2099-06',
    paidOutAt: Date.UTC(2099, 5, 12, 10) / 1000,
  });

/** The PDF's bytes (the `api` helper reads bodies as text), its answer checked against openapi.json. */
async function pdfOf(path: string, token: string) {
  const url = `http://localhost/api${path}`;
  const headers = { Authorization: `Bearer ${token}`, 'CF-Connecting-IP': nextIp() };
  const response = await fetchApp(new Request(url, { headers }));
  assertContract({ method: 'GET', url }, response, undefined);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

const zeros = { fee: 0, extra_fee: 0, journey: 0, catering: 0, other: 0, total: 0 };

describe('yearly statement', () => {
  it('sums what was paid out per month of payment and per year; pending items do not count', async () => {
    const coach = await payableCoach({}, 'fr');
    // Run of December 2098: the default amounts (fee 150.00, extra 25.00, expense 46.40 + 18.50 + 0.05).
    await pendingItems(coach.id, '1980-06');
    await run('1980-06', '2098-12-30');
    // Run executed in January 2099, and a fee paid by hand in Zurich's New Year night.
    await pendingItems(coach.id, '1980-07', { fee: 123_450, extra: 5_000, expense: [1_200, 0, 350] });
    await run('1980-07', '2099-01-05');
    await feePaidByHand(coach.id, 7_000);
    await expensePaidByHand(coach.id, 2_000);
    // Still pending: on no statement.
    await pendingItems(coach.id, '1980-08', { fee: 99_900, extra: 9_900, expense: [990, 990, 990] });

    const items = await paidItems(db, coach.id);
    expect(paidYears(items)).toEqual([
      { year: 2099, total_centimes: 137_000 + 2_000 },
      { year: 2098, total_centimes: 23_995 },
    ]);

    const y2099 = yearFigures(items, 2099)!;
    expect(y2099.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2099-${String(i + 1).padStart(2, '0')}`),
    );
    expect(y2099.months[0]).toEqual({
      month: '2099-01',
      fee: 130_450,
      extra_fee: 5_000,
      journey: 1_200,
      catering: 0,
      other: 350,
      total: 137_000,
    });
    expect(y2099.months[5]).toEqual({ month: '2099-06', ...zeros, journey: 2_000, total: 2_000 });
    for (const month of y2099.months.filter((_, i) => i !== 0 && i !== 5))
      expect(month).toEqual({ month: month.month, ...zeros });
    expect(y2099.total).toEqual({ fee: 130_450, extra_fee: 5_000, journey: 3_200, catering: 0, other: 350, total: 139_000 });

    const y2098 = yearFigures(items, 2098)!;
    expect(y2098.months[11]).toEqual({
      month: '2098-12',
      fee: 15_000,
      extra_fee: 2_500,
      journey: 4_640,
      catering: 1_850,
      other: 5,
      total: 23_995,
    });
    expect(y2098.total.total).toBe(23_995);
    expect(yearFigures(items, 2097)).toBeNull();

    const list = await api(`/payouts/coaches/${coach.id}/yearly-statements`, { token: financeToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(paidYears(items));
  });

  it('prints the year in the coach’s language, whoever downloads it', async () => {
    const coach = await payableCoach({}, 'fr');
    await pendingItems(coach.id, '1979-06', { fee: 123_450, extra: 5_000, expense: [1_200, 0, 350] });
    await run('1979-06', '2099-01-05');
    await feePaidByHand(coach.id, 7_000);

    // Finance reads German; the statement is the (French) coach's.
    const text = await pdfText(await pdfOf(`/payouts/coaches/${coach.id}/yearly-statements/2099/pdf`, financeToken));
    const lines = text.split('\n');
    expect(lines).toContain('Attestation annuelle des honoraires et des frais');
    expect(lines).toContain('Année civile\u202f: 2099');
    expect(lines).toContain('Janvier');
    expect(lines).toContain('Décembre');
    expect(lines).toContain("1'304.50");
    expect(lines).toContain('Total 2099');
    expect(lines).toContain("1'370.00");
    expect(lines).toContain('Honoraires et honoraires supplémentaires');
    expect(lines).toContain("CHF 1'354.50");
    expect(lines).toContain('Total versé');
    expect(lines).toContain("CHF 1'370.00");
    expect(lines.filter((line) => line === '0.00').length).toBe(11 * 6 + 2);
    expect(text).not.toContain('Jahresbescheinigung');

    const own = await pdfText(await pdfOf('/payouts/yearly-statements/2099/pdf', await sessionFor(coach)));
    expect(own.split('\n')).toContain('Attestation annuelle des honoraires et des frais');
    expect(own.split('\n')).toContain("CHF 1'370.00");
  });
});

describe('yearly statement permissions', () => {
  it('gives a coach their own years and statements only, finance any coach’s, other roles nothing', async () => {
    const anna = await payableCoach();
    const ben = await payableCoach();
    await feePaidByHand(anna.id, 10_000);
    await feePaidByHand(ben.id, 20_000);
    const annaToken = await sessionFor(anna);

    const own = await api('/payouts/yearly-statements', { token: annaToken });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([{ year: 2099, total_centimes: 10_000 }]);
    expect((await pdfText(await pdfOf('/payouts/yearly-statements/2099/pdf', annaToken))).split('\n')).toContain('CHF 100.00');
    // The coach's routes name no coach; finance's refuse a coach whatever id it names.
    for (const path of [
      `/payouts/coaches/${ben.id}/yearly-statements`,
      `/payouts/coaches/${ben.id}/yearly-statements/2099/pdf`,
    ]) {
      expect((await api(path, { token: annaToken })).status).toBe(403);
    }
    expect((await api(`/payouts/coaches/${ben.id}/yearly-statements`, { token: financeToken })).body.data).toEqual([
      { year: 2099, total_centimes: 20_000 },
    ]);
    const bens = await pdfText(await pdfOf(`/payouts/coaches/${ben.id}/yearly-statements/2099/pdf`, financeToken));
    expect(bens.split('\n')).toContain('CHF 200.00');

    for (const role of ['admin', 'associate'] as const) {
      const token = await sessionFor(await createUser({ role }));
      for (const path of [
        '/payouts/yearly-statements',
        '/payouts/yearly-statements/2099/pdf',
        `/payouts/coaches/${anna.id}/yearly-statements`,
        `/payouts/coaches/${anna.id}/yearly-statements/2099/pdf`,
      ]) {
        expect((await api(path, { token })).status).toBe(403);
      }
    }
    expect((await api('/payouts/yearly-statements', { token: financeToken })).status).toBe(403);
    expect((await api('/payouts/yearly-statements')).status).toBe(401);
    expect((await api(`/payouts/coaches/${anna.id}/yearly-statements/2099/pdf`)).status).toBe(401);
  });

  it('answers 404 for a year without payout or an id that is no coach, 422 for a malformed year', async () => {
    const coach = await payableCoach();
    const token = await sessionFor(coach);
    expect((await api('/payouts/yearly-statements', { token })).body.data).toEqual([]);
    expect((await api('/payouts/yearly-statements/2099/pdf', { token })).status).toBe(404);
    await feePaidByHand(coach.id, 5_000);
    expect((await api('/payouts/yearly-statements/2098/pdf', { token })).status).toBe(404);
    expect((await api(`/payouts/coaches/${coach.id}/yearly-statements/2098/pdf`, { token: financeToken })).status).toBe(404);

    const staff = await createUser({ role: 'finance' });
    for (const id of [999_999, staff.id]) {
      expect((await api(`/payouts/coaches/${id}/yearly-statements`, { token: financeToken })).status).toBe(404);
      expect((await api(`/payouts/coaches/${id}/yearly-statements/2099/pdf`, { token: financeToken })).status).toBe(404);
    }
    for (const year of ['99', '02099', '1899', '2201', '2099.0', 'x']) {
      const { status, body } = await api(`/payouts/yearly-statements/${year}/pdf`, { token });
      expect(status).toBe(422);
      expect(body.error.fields[0]).toMatchObject({ path: 'year', message: 'number_expected' });
    }
  });
});
