import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, invoiceReminders, invoices, organisation } from '../../db/schema';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import { camt054 } from '../../test/camt-files';
import { dateIn, seedCatalogue } from '../../test/catalogue';
import { api, createUser, db, outboxFor, sessionFor } from '../../test/factories';
import { uploadFile } from '../../test/files';
import { pdfText } from '../../test/pdf-text';
import { sentInvoices, TEST_QR_IBAN, useAccount, type SentInvoice } from '../../test/sent-invoices';
import { contractFetch } from '../../test/contract-fetch';
import { proposeReminders } from './reminders.propose';

/*
 * Reminders (decision 060): the daily job proposes the next due level of each overdue invoice, finance sends them,
 * each is frozen and mailed to the invoice contact with a link to its PDF; nothing is sent for what is paid.
 */

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let staff: string;
let finance: string;
let n = 0;

beforeAll(async () => {
  catalogue = await seedCatalogue();
  staff = await sessionFor(await createUser({ role: 'associate' }));
  finance = await sessionFor(await createUser({ role: 'finance' }));
});
beforeEach(async () => {
  await useAccount({ qrIban: TEST_QR_IBAN });
  await db
    .update(organisation)
    .set({
      reminderLevels: [
        { days: 10, fee_centimes: 0 },
        { days: 20, fee_centimes: 2000 },
      ],
      reminderTermDays: 10,
    })
    .where(eq(organisation.id, 1));
});

/** A sent invoice of CHF 600 whose due date was `daysAgo` days ago, with the school's e-mail (the inquiry is Italian). */
async function overdue(daysAgo: number, language = 'it') {
  const { single, email } = await sentInvoices(catalogue, { staff, finance }, { language });
  await db
    .update(invoices)
    .set({ date: addDays(todayInZurich(), -daysAgo - 30), dueDate: addDays(todayInZurich(), -daysAgo) })
    .where(eq(invoices.id, single.id));
  return { invoice: single, email };
}

const proposed = async () =>
  (await api('/invoice-reminders?state=proposed', { token: finance })).body.data.items as {
    id: number;
    invoice_id: number;
    level: number;
    fee_centimes: number;
    email: string | null;
  }[];
const proposalOf = async (invoice: SentInvoice) => (await proposed()).find((r) => r.invoice_id === invoice.id);
const send = (ids: number[], token = finance) => api('/invoice-reminders/send', { method: 'POST', token, json: { ids } });
const tokenOf = (textBody: string) => /\/reminder\/([A-Za-z0-9._-]+)/.exec(textBody)![1]!;

describe('the daily job', () => {
  it('proposes reminder 1 ten days past the due date, not before, once however often it runs', async () => {
    const early = await overdue(9);
    const due = await overdue(10);
    const today = todayInZurich();

    await proposeReminders(db, today);
    await proposeReminders(db, today);

    expect(await proposalOf(early.invoice)).toBeUndefined();
    const proposal = (await proposed()).filter((r) => r.invoice_id === due.invoice.id);
    expect(proposal).toEqual([expect.objectContaining({ level: 1, fee_centimes: 0, email: due.email })]);
    await proposeReminders(db, addDays(today, 1));
    expect(await proposalOf(early.invoice)).toMatchObject({ level: 1 });
  });

  it('withdraws a proposal once the invoice is paid, and proposes none for a paid one', async () => {
    const { invoice } = await overdue(15);
    await proposeReminders(db, todayInZurich());
    expect(await proposalOf(invoice)).toBeDefined();
    await api(`/invoices/${invoice.id}/payments`, {
      method: 'POST',
      token: finance,
      json: { booking_date: dateIn(-1), amount_centimes: 60000 },
    });
    const counts = await proposeReminders(db, todayInZurich());
    expect(counts.withdrawn).toBeGreaterThanOrEqual(1);
    expect(await proposalOf(invoice)).toBeUndefined();
  });
});

describe('POST invoice-reminders/send', () => {
  it('sends reminder 1 in the school’s language with a link to its PDF; reminder 2 comes with its fee 20 days later', async () => {
    const { invoice, email } = await overdue(12);
    await proposeReminders(db, todayInZurich());
    const first = (await proposalOf(invoice))!;

    const answer = await send([first.id]);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sent: 1, mailed: 1, withdrawn: 0, skipped: 0 });
    const [mail] = await outboxFor(email);
    const reminderMail = (await outboxFor(email)).find((m) => m.template === 'invoice-reminder')!;
    expect(mail).toBeDefined();
    expect(reminderMail).toMatchObject({ language: 'it', subject: `Promemoria di pagamento: fattura ${invoice.number}` });
    expect(reminderMail.textBody).toContain('CHF 600.00');
    const token = tokenOf(reminderMail.textBody);
    expect(reminderMail.textBody).toContain(`/it/reminder/${token}`);

    const page = await api(`/invoice-reminders/link/${token}`);
    expect(page.body.data).toMatchObject({ level: 1, invoice_number: invoice.number, owed_centimes: 60000 });
    const pdf = await contractFetch(`http://localhost/api/invoice-reminders/pdf/${token}`);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Promemoria di pagamento – ${invoice.number}`);
    expect(text).toContain('CHF 600.00');
    expect((await api(`/invoice-reminders/link/${token}x`)).status).toBe(400);

    // Twenty days after reminder 1: reminder 2, with its fee added to what the school owes.
    await db
      .update(invoiceReminders)
      .set({ sentOn: dateIn(-21) })
      .where(eq(invoiceReminders.id, first.id));
    await proposeReminders(db, todayInZurich());
    const second = (await proposalOf(invoice))!;
    expect(second).toMatchObject({ level: 2, fee_centimes: 2000 });
    expect((await send([second.id])).body.data.sent).toBe(1);
    const listed = (await api(`/workshops/invoices/invoiced?q=${invoice.number}`, { token: finance })).body.data.items[0];
    expect(listed).toMatchObject({ reminder_fees_centimes: 2000, open_centimes: 62000, overdue: true });
    const sent = (await api('/invoice-reminders?state=sent', { token: finance })).body.data.items.filter(
      (r: { invoice_id: number }) => r.invoice_id === invoice.id,
    );
    expect(sent.map((r: { level: number; owed_centimes: number }) => [r.level, r.owed_centimes])).toEqual([
      [2, 62000],
      [1, 60000],
    ]);
    const secondPdf = await api(`/invoice-reminders/${second.id}/pdf`, { token: finance });
    expect(secondPdf.status).toBe(200);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'invoice.reminder_sent'));
    expect(audit).toBeDefined();
    // Paying what the QR-bill asks settles the invoice, the fee included.
    const paid = await api(`/invoices/${invoice.id}/payments`, {
      method: 'POST',
      token: finance,
      json: { booking_date: todayInZurich(), amount_centimes: 62000 },
    });
    expect(paid.body).toMatchObject({ data: { open_centimes: 0 } });
    expect((await api(`/workshops/invoices/invoiced?q=${invoice.number}`, { token: finance })).body.data.items[0]).toMatchObject({
      open_centimes: 0,
      paid_on: todayInZurich(),
    });
  });

  it('never sends a reminder for an invoice a bank file has just paid: the proposal is withdrawn, no mail', async () => {
    const { invoice, email } = await overdue(11);
    await proposeReminders(db, todayInZurich());
    const proposal = (await proposalOf(invoice))!;
    const credit = { bankRef: `PAID-${Date.now()}-${++n}`, amount: '600.00', reference: invoice.reference };
    const upload = await uploadFile('/bank-files', finance, {
      bytes: new TextEncoder().encode(camt054(`MSG-${Date.now()}-${n}`, [{ bookingDate: dateIn(-1), credits: [credit] }])),
      name: 'paid.xml',
      type: 'application/xml',
    });
    expect(upload.body.data.counts.matched).toBe(1);

    const answer = await send([proposal.id]);

    expect(answer.body.data).toEqual({ sent: 0, mailed: 0, withdrawn: 1, skipped: 0 });
    expect((await outboxFor(email)).filter((m) => m.template === 'invoice-reminder')).toEqual([]);
    expect(await proposalOf(invoice)).toBeUndefined();
  });

  it('sends without mail when the school has no address, and counts proposals gone meanwhile as skipped', async () => {
    const { invoice } = await overdue(30, 'fr');
    await proposeReminders(db, todayInZurich());
    const proposal = (await proposalOf(invoice))!;
    const { inquiries } = await import('../../db/schema');
    const [row] = await db.select({ inquiryId: invoices.workshopId }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toBeDefined();
    await db.run(
      (await import('drizzle-orm'))
        .sql`UPDATE workshops SET inquiry_id = NULL, contact_email = NULL WHERE id = ${row!.inquiryId}`,
    );
    expect(inquiries).toBeDefined();

    const answer = await send([proposal.id, 999_999]);

    expect(answer.body.data).toEqual({ sent: 1, mailed: 0, withdrawn: 0, skipped: 1 });
    expect((await send([proposal.id])).body.data).toEqual({ sent: 0, mailed: 0, withdrawn: 0, skipped: 1 });
  });

  it('is finance’s; the signed link is anyone’s who has it', async () => {
    for (const role of ['admin', 'associate', 'coach'] as const) {
      const token = await sessionFor(await createUser({ role }));
      expect((await api('/invoice-reminders', { token })).status).toBe(403);
      expect((await send([1], token)).status).toBe(403);
      expect((await api('/invoice-reminders/1/pdf', { token })).status).toBe(403);
    }
    expect((await api('/invoice-reminders')).status).toBe(401);
    expect((await send([])).status).toBe(422);
    expect((await api('/invoice-reminders?state=open', { token: finance })).status).toBe(422);
    expect(env.SIGNING_SECRET).toBeTruthy();
  });
});
