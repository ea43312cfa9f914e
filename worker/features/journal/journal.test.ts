import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTS } from '../../contract/journal/journal.schemas';
import { addDays } from '../../contract/lib/dates';
import { api } from '../../test/factories';
import { includedVat } from '../invoices/vat';
import { journalScenario, journalUsers, RIGHTS_REVENUE, type Scenario, type Tokens } from './journal.fixtures';

/*
 * The booking journal (decision 061): the accounts in master data, each document of a period as double-entry
 * bookings on them, debits equal to credits, the period filter and the texts in the reader's language. The files
 * and "nothing exported twice" are in journal.files.test.ts.
 */

interface Booking {
  key: string;
  kind: string;
  date: string;
  document: string;
  text: string;
  debit: string;
  credit: string;
  amount_centimes: number;
  exported: boolean;
}

let tokens: Tokens;
let scenario: Scenario;
let period: string;

const preview = (query: string, token = tokens.finance) => api(`/journal?${query}`, { token });
const fieldsOf = (body: { error: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.fields ?? []).map((f) => [f.path, f.message]));
const accountsBody = (changes: Record<string, unknown> = {}) => ({ ...DEFAULT_ACCOUNTS, ...changes });

beforeAll(async () => {
  tokens = await journalUsers();
  // Before the scenario saves them: the defaults of the Swiss SME chart.
  const defaults = await api('/master-data/accounts', { token: tokens.finance });
  expect(defaults.status).toBe(200);
  expect(defaults.body.data).toMatchObject(DEFAULT_ACCOUNTS);
  scenario = await journalScenario(tokens);
  period = `from=${scenario.today}&to=${scenario.run.execution_date}`;
});

describe('GET/PUT master-data/accounts', () => {
  it('keeps the accounts and each offered workshop’s revenue account, audited', async () => {
    const { status, body } = await api('/master-data/accounts', { token: tokens.admin });
    expect(status).toBe(200);
    expect(body.data).toMatchObject(DEFAULT_ACCOUNTS);
    const offers = body.data.offered_workshops as { id: number; title: string; revenue_account: string | null }[];
    expect(offers.find((offer) => offer.id === scenario.catalogue.rights.id)).toMatchObject({
      title: 'Kinderrechte',
      revenue_account: RIGHTS_REVENUE,
    });
    expect(offers.find((offer) => offer.id === scenario.catalogue.racism.id)?.revenue_account).toBeNull();

    // Left out, an offer keeps its account; ` 2201 ` is trimmed.
    const saved = await api('/master-data/accounts', {
      method: 'PUT',
      token: tokens.admin,
      json: accountsBody({ vat_payable: ' 2201 ' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.vat_payable).toBe('2201');
    const kept = saved.body.data.offered_workshops.find((o: { id: number }) => o.id === scenario.catalogue.rights.id);
    expect(kept.revenue_account).toBe(RIGHTS_REVENUE);
    const back = await api('/master-data/accounts', { method: 'PUT', token: tokens.finance, json: accountsBody() });
    expect(back.body.data.vat_payable).toBe(DEFAULT_ACCOUNTS.vat_payable);
  });

  it('refuses accounts that are not 1–10 digits and offered workshops that do not exist (422)', async () => {
    const put = (json: Record<string, unknown>) => api('/master-data/accounts', { method: 'PUT', token: tokens.finance, json });
    const bad = await put(accountsBody({ receivables: '11a0', revenue: '12345678901', bank: '', payouts: -1 }));
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toMatchObject({
      receivables: 'account_invalid',
      revenue: 'account_invalid',
      bank: 'required',
      payouts: 'required',
    });
    const unknown = await put(accountsBody({ offered_workshops: [{ id: 999_999, revenue_account: '3402' }] }));
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown.body)).toEqual({ 'offered_workshops.0.id': 'unknown_value' });
    const badOffer = await put(accountsBody({ offered_workshops: [{ id: scenario.catalogue.rights.id, revenue_account: 'x' }] }));
    expect(fieldsOf(badOffer.body)).toEqual({ 'offered_workshops.0.revenue_account': 'account_invalid' });
    expect((await put({})).status).toBe(422);
  });

  it('is finance’s and admins’ only', async () => {
    for (const token of [tokens.staff, tokens.coach]) {
      expect((await api('/master-data/accounts', { token })).status).toBe(403);
      expect((await api('/master-data/accounts', { method: 'PUT', token, json: accountsBody() })).status).toBe(403);
    }
    expect((await api('/master-data/accounts')).status).toBe(401);
  });
});

describe('GET journal', () => {
  it('books every document of the period on its accounts; debits equal credits', async () => {
    const { status, body } = await preview(period);
    expect(status).toBe(200);
    const bookings = body.data.bookings as Booking[];
    const { series, single, creditNote, run, today, month, items } = scenario;
    const find = (key: string) => bookings.find((entry) => entry.key === key);

    // The series (CHF 900, two workshops at 8.1 %, each line's VAT rounded) on the offer's own revenue account.
    const seriesVat = 2 * includedVat(45_000, 810);
    expect(find(`invoice:${series.id}:net:810`)).toMatchObject({
      kind: 'invoice',
      date: today,
      document: series.number,
      text: `Rechnung ${series.number} Scuola Media Lugano, netto 8.1\u00a0%`,
      debit: '1100',
      credit: RIGHTS_REVENUE,
      amount_centimes: 90_000 - seriesVat,
      exported: false,
    });
    expect(find(`invoice:${series.id}:vat:810`)).toMatchObject({ debit: '1100', credit: '2200', amount_centimes: seriesVat });
    expect(find(`invoice:${single.id}:net:810`)).toMatchObject({
      credit: '3400',
      amount_centimes: 60_000 - includedVat(60_000, 810),
    });
    expect(bookings.find((entry) => entry.kind === 'payment')).toMatchObject({
      document: series.number,
      text: `Zahlung Rechnung ${series.number}`,
      debit: '1020',
      credit: '1100',
      amount_centimes: 40_000,
    });
    // The credit note's VAT, pro rata as its PDF prints it.
    expect(find(`credit_note:${creditNote.id}:net:810`)).toMatchObject({
      document: creditNote.number,
      text: `Gutschrift ${creditNote.number} zu Rechnung ${single.number}, netto 8.1\u00a0%`,
      debit: '3400',
      credit: '1100',
      amount_centimes: 10_000 - includedVat(10_000, 810),
    });
    expect(find(`credit_note:${creditNote.id}:vat:810`)).toMatchObject({ debit: '2200', credit: '1100' });
    // Only the sent reminder with a fee is booked.
    const fees = bookings.filter((entry) => entry.kind === 'reminder_fee');
    expect(fees).toEqual([
      expect.objectContaining({
        document: series.number,
        text: `Mahngebühr Rechnung ${series.number} (2. Mahnung)`,
        debit: '1100',
        credit: '3600',
        amount_centimes: 2_000,
      }),
    ]);
    const expenses = items.expense.journeyCentimes + items.expense.cateringCentimes + items.expense.otherCentimes;
    expect(bookings.filter((entry) => entry.kind === 'payout')).toEqual([
      expect.objectContaining({
        date: run.execution_date,
        document: run.message_id,
        text: `Auszahlung Honorare ${month}`,
        debit: '4400',
        credit: '1090',
        amount_centimes: items.fee.amountCentimes + items.extra.amountCentimes,
      }),
      expect.objectContaining({ text: `Auszahlung Spesen ${month}`, debit: '5820', credit: '1090', amount_centimes: expenses }),
    ]);

    const total = bookings.reduce((sum, entry) => sum + entry.amount_centimes, 0);
    expect(body.data).toMatchObject({ count: bookings.length, debit_centimes: total, credit_centimes: total, again: false });
    const balance = (account: string) =>
      bookings.reduce(
        (sum, e) => sum + (e.debit === account ? e.amount_centimes : 0) - (e.credit === account ? e.amount_centimes : 0),
        0,
      );
    // What the schools owe: 1,500 invoiced, 400 paid, 100 credited, 20 reminder fee.
    expect(balance('1100')).toBe(150_000 - 40_000 - 10_000 + 2_000);
    const accounts = new Set(bookings.flatMap((entry) => [entry.debit, entry.credit]));
    expect([...accounts].reduce((sum, account) => sum + balance(account), 0)).toBe(0);
    expect(bookings.map((entry) => entry.date)).toEqual(bookings.map((entry) => entry.date).sort());
  });

  it('keeps to the period: by the day of each booking', async () => {
    const { series, today, run } = scenario;
    const yesterday = addDays(today, -1);
    const earlier = await api(`/invoices/${series.id}/payments`, {
      method: 'POST',
      token: tokens.finance,
      json: { booking_date: yesterday, amount_centimes: 1_000 },
    });
    expect(earlier.status).toBe(200);
    const only = await preview(`from=${yesterday}&to=${yesterday}`);
    expect(only.body.data.bookings.map((entry: Booking) => [entry.kind, entry.amount_centimes])).toEqual([['payment', 1_000]]);
    const later = await preview(`from=${run.execution_date}&to=${addDays(run.execution_date, 30)}`);
    expect(later.body.data.bookings.every((entry: Booking) => entry.kind === 'payout')).toBe(true);
    const none = await preview(`from=${addDays(today, -400)}&to=${addDays(today, -40)}`);
    expect(none.body.data).toMatchObject({ bookings: [], count: 0, debit_centimes: 0, credit_centimes: 0 });
  });

  it('writes the texts in the reader’s language', async () => {
    const { body } = await preview(period, tokens.financeFr);
    const texts = (body.data.bookings as Booking[]).map((entry) => entry.text);
    const { series, single, creditNote, month } = scenario;
    expect(texts).toEqual(
      expect.arrayContaining([
        `Facture ${series.number} Scuola Media Lugano, net 8.1\u202f%`,
        `Facture ${series.number} Scuola Media Lugano, TVA 8.1\u202f%`,
        `Paiement facture ${series.number}`,
        `Note de crédit ${creditNote.number} sur facture ${single.number}, net 8.1\u202f%`,
        `Frais de rappel facture ${series.number} (2e rappel)`,
        `Versement honoraires ${month}`,
        `Versement frais ${month}`,
      ]),
    );
  });

  it('refuses a period without dates, backwards or longer than a year (422)', async () => {
    const { today } = scenario;
    expect(fieldsOf((await preview('')).body)).toMatchObject({ from: 'required', to: 'required' });
    expect(fieldsOf((await preview(`from=${today}&to=${addDays(today, -1)}`)).body)).toEqual({ to: 'end_date_before_start' });
    expect(fieldsOf((await preview(`from=${today}&to=${addDays(today, 366)}`)).body)).toEqual({ to: 'range_too_long' });
    expect((await preview(`from=${today}&to=${addDays(today, 365)}`)).status).toBe(200);
    expect(fieldsOf((await preview(`from=2026-02-30&to=${today}`)).body)).toEqual({ from: 'date_invalid' });
  });

  it('is finance’s only', async () => {
    for (const token of [tokens.admin, tokens.staff, tokens.coach]) {
      expect((await preview(period, token)).status).toBe(403);
      const exported = await api('/journal/exports', {
        method: 'POST',
        token,
        json: { from: '2026-01-01', to: '2026-01-31', format: 'xlsx' },
      });
      expect(exported.status).toBe(403);
    }
    expect((await api(`/journal?${period}`)).status).toBe(401);
  });
});
