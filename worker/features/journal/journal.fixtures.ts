import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { assertContract } from '../../../test-support/openapi-contract';
import { todayInZurich } from '../../contract/lib/dates';
import { organisation } from '../../db/schema';
import { seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, fetchApp, nextIp, sessionFor } from '../../test/factories';
import { sentInvoices, TEST_IBAN, TEST_QR_IBAN, useAccount } from '../../test/sent-invoices';
import { payableCoach, pendingItems } from '../payouts/payouts.fixtures';

/*
 * A period with one of everything the journal books (decision 061): two invoices sent by a VAT-registered
 * organisation (a series of the children's-rights workshop, which has a revenue account of its own, and a single
 * workshop), a partial payment, a partial credit note, reminders (one sent with a fee) and a payout run.
 */

export const UID = 'CHE-116.281.710';
/** The revenue account of the children's-rights workshop. */
export const RIGHTS_REVENUE = '3401';

export interface Tokens {
  finance: string;
  financeFr: string;
  admin: string;
  staff: string;
  coach: string;
}

export async function journalUsers(): Promise<Tokens> {
  const session = async (role: 'finance' | 'admin' | 'associate' | 'coach', language: 'de' | 'fr' = 'de') =>
    sessionFor(await createUser({ role, language }));
  return {
    finance: await session('finance'),
    financeFr: await session('finance', 'fr'),
    admin: await session('admin'),
    staff: await session('associate'),
    coach: await session('coach'),
  };
}

/** A reminder as the reminders feature writes it (decision 060): only state, level, fee and day matter here. */
const insertReminder = (invoiceId: number, level: number, state: 'proposed' | 'sent', fee: number, sentOn: string | null) =>
  db.run(sql`INSERT INTO invoice_reminders (invoice_id, level, state, fee_centimes, sent_on) VALUES
    (${invoiceId}, ${level}, ${state}, ${fee}, ${sentOn})`);

export async function journalScenario(tokens: Tokens) {
  const catalogue = await seedCatalogue();
  await useAccount({ qrIban: TEST_QR_IBAN, iban: TEST_IBAN });
  await db.update(organisation).set({ vatStatus: 'registered', vatUid: UID }).where(eq(organisation.id, 1));
  const { body: accounts } = await api('/master-data/accounts', { token: tokens.finance });
  const saved = await api('/master-data/accounts', {
    method: 'PUT',
    token: tokens.finance,
    json: { ...accounts.data, offered_workshops: [{ id: catalogue.rights.id, revenue_account: RIGHTS_REVENUE }] },
  });
  expect(saved.status).toBe(200);

  const today = todayInZurich();
  const { series, single } = await sentInvoices(catalogue, tokens);
  const payment = await api(`/invoices/${series.id}/payments`, {
    method: 'POST',
    token: tokens.finance,
    json: { booking_date: today, amount_centimes: 40_000 },
  });
  expect(payment.status).toBe(200);
  const credited = await api(`/invoices/${single.id}/credit-notes`, {
    method: 'POST',
    token: tokens.finance,
    json: { cancel: false, amount_centimes: 10_000, reason: 'Rabatt' },
  });
  expect(credited.status).toBe(200);
  await insertReminder(series.id, 1, 'sent', 0, today);
  await insertReminder(series.id, 2, 'sent', 2_000, today);
  await insertReminder(series.id, 3, 'proposed', 3_000, null);

  const month = today.slice(0, 7);
  const coach = await payableCoach();
  const items = await pendingItems(coach.id, month);
  const run = await api('/payouts', { method: 'POST', token: tokens.finance, json: { month } });
  expect(run.status).toBe(201);
  return {
    catalogue,
    today,
    month,
    series,
    single,
    creditNote: credited.body.data.credit_notes[0] as { id: number; number: string },
    items,
    run: run.body.data as { id: number; message_id: string; execution_date: string },
  };
}

export type Scenario = Awaited<ReturnType<typeof journalScenario>>;

/** `POST journal/exports`, the answer's bytes (the `api` helper reads bodies as text) checked against openapi.json. */
export async function exportFile(token: string, json: Record<string, unknown>) {
  const url = 'http://localhost/api/journal/exports';
  const request = new Request(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
    body: JSON.stringify(json),
  });
  const response = await fetchApp(request);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  assertContract({ method: 'POST', url }, response, isJson ? JSON.parse(new TextDecoder().decode(bytes)) : undefined);
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}
