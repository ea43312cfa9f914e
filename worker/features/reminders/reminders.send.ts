import { sql } from 'drizzle-orm';
import type { SendRemindersResult } from '../../contract/reminders/reminders.schemas';
import { addDays, todayInZurich } from '../../contract/lib/dates';
import { formatChf } from '../../contract/lib/money';
import { auditInsert } from '../../lib/audit';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { readBatch, writeBatch } from '../../lib/read-batch';
import type { SessionUser } from '../../lib/session-user';
import { formatDate, greeting } from '../../mail/format';
import type { Salutation } from '../../contract/enums';
import { commitSqlWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { invoiceReminder } from '../../mail/templates/invoice-reminder';
import { invoiceRows, recipientOf, type InvoiceRow } from '../invoices/invoices.read';
import { frozenIssuerOf } from '../invoices/invoices.service';
import { frozenVatOf } from '../invoices/vat';
import { openCentimesSql, settleInvoicesSql, settledCentimesSql } from '../payments/settle';
import { reminderTitle } from './reminder-titles';
import { reminderPageLink, type ReminderDocument } from './reminders.documents';

interface Proposal {
  id: number;
  invoice_id: number;
  level: number;
  fee_centimes: number;
}

interface Contact {
  invoice_id: number;
  email: string | null;
  salutation: Salutation | null;
  firstname: string | null;
  lastname: string | null;
}

/** The proposals among `ids`, with the invoice contact each mail goes to (the inquiry's, else the workshop's). */
async function loadProposals(db: Database, ids: number[]) {
  const list = JSON.stringify(ids);
  const [proposals, contacts, previous] = (await readBatch(db, [
    sql`SELECT id, invoice_id, level, fee_centimes FROM invoice_reminders
        WHERE state = 'proposed' AND id IN (SELECT value FROM json_each(${list})) ORDER BY id`,
    sql`SELECT r.invoice_id, coalesce(q.email, w.contact_email) AS email, q.gender AS salutation,
          coalesce(q.firstname, w.contact_firstname) AS firstname, coalesce(q.lastname, w.contact_lastname) AS lastname
        FROM invoice_reminders r JOIN invoices i ON i.id = r.invoice_id JOIN workshops w ON w.id = i.workshop_id
        LEFT JOIN inquiries q ON q.id = w.inquiry_id
        WHERE r.id IN (SELECT value FROM json_each(${list}))`,
    sql`SELECT s.invoice_id, s.level, s.sent_on FROM invoice_reminders s
        WHERE s.state = 'sent' AND s.invoice_id IN (SELECT invoice_id FROM invoice_reminders WHERE id IN (SELECT value FROM json_each(${list})))
        ORDER BY s.level`,
  ])) as [Proposal[], Contact[], { invoice_id: number; level: number; sent_on: string }[]];
  const invoiceIds = [...new Set(proposals.map((p) => p.invoice_id))];
  const invoices = invoiceIds.length
    ? await invoiceRows(db, sql`i.id IN (SELECT value FROM json_each(${JSON.stringify(invoiceIds)}))`)
    : [];
  return { proposals, contacts, previous, invoices: new Map(invoices.map((row) => [row.id, row])) };
}

const openOf = (row: InvoiceRow) => row.amount_centimes + row.reminder_fees_centimes - row.credited_centimes - row.paid_centimes;

/** What the reminder prints, frozen now: the PDF renders from it and nothing else. */
function documentOf(row: InvoiceRow, previous: { level: number; sent_on: string }[], email: string | null) {
  const { payment_term_days: _term, ...organisation } = frozenIssuerOf(row);
  const document: ReminderDocument = {
    language: row.language,
    recipient: recipientOf(row),
    organisation,
    vat: frozenVatOf(row),
    invoice: {
      number: row.number!,
      date: row.date,
      dueDate: row.due_date,
      amountCentimes: row.amount_centimes,
      reference: row.reference!,
    },
    previous: previous.map((p) => ({ level: p.level, sentOn: p.sent_on })),
    openCentimes: openOf(row),
    email,
  };
  return document;
}

async function reminderMail(
  env: Env,
  proposal: Proposal,
  document: ReminderDocument,
  contact: Contact,
  owed: number,
  due: string,
) {
  const { language } = document;
  const rendered = renderMail(invoiceReminder, language, {
    greeting: greeting(language, contact),
    title: reminderTitle(proposal.level, language),
    invoiceNumber: document.invoice.number,
    invoiceDate: formatDate(document.invoice.date, language),
    owed: formatChf(owed),
    dueDate: formatDate(due, language),
    pageUrl: await reminderPageLink(env, proposal.id, language),
  });
  return { ...rendered, recipient: contact.email! } satisfies OutgoingMail;
}

/**
 * `POST invoice-reminders/send`: each proposal in its own guarded batch, so one paid meanwhile does not hold back
 * the others. Inside the batch the invoice must still have something open and nothing paid or credited since it was
 * read: a reminder is never sent for an invoice a bank file has just paid; such a proposal is withdrawn instead.
 */
export async function sendReminders(db: Database, env: Env, actor: SessionUser, ids: number[]): Promise<SendRemindersResult> {
  const { proposals, contacts, previous, invoices } = await loadProposals(db, ids);
  const result: SendRemindersResult = { sent: 0, mailed: 0, withdrawn: 0, skipped: ids.length - proposals.length };
  const today = todayInZurich();
  const term = await reminderTermDays(db);
  for (const proposal of proposals) {
    const row = invoices.get(proposal.invoice_id)!;
    if (row.state !== 'invoiced' || openOf(row) <= 0) {
      await writeBatch(db, [sql`DELETE FROM invoice_reminders WHERE id = ${proposal.id} AND state = 'proposed'`]);
      result.withdrawn += 1;
      continue;
    }
    const contact = contacts.find((c) => c.invoice_id === proposal.invoice_id)!;
    const document = documentOf(
      row,
      previous.filter((p) => p.invoice_id === row.id),
      contact.email,
    );
    const owed = document.openCentimes + proposal.fee_centimes;
    const due = addDays(today, term);
    const mails = contact.email ? [await reminderMail(env, proposal, document, contact, owed, due)] : [];
    try {
      await commitSqlWithMail(db, env, sendStatements(db, actor, proposal, row, { document, owed, due, today }), mails);
      result.sent += 1;
      result.mailed += mails.length;
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
      result.skipped += 1;
    }
  }
  return result;
}

function sendStatements(
  db: Database,
  actor: SessionUser,
  proposal: Proposal,
  row: InvoiceRow,
  sent: { document: ReminderDocument; owed: number; due: string; today: string },
) {
  const settled = row.credited_centimes + row.paid_centimes - row.reminder_fees_centimes;
  return [
    batchGuard(
      db,
      sql`(SELECT r.state = 'proposed' AND i.state = 'invoiced' AND ${openCentimesSql()} > 0 AND ${settledCentimesSql()} = ${settled}
           FROM invoice_reminders r JOIN invoices i ON i.id = r.invoice_id WHERE r.id = ${proposal.id})`,
    ),
    sql`UPDATE invoice_reminders SET state = 'sent', sent_on = ${sent.today}, due_date = ${sent.due},
          owed_centimes = ${sent.owed}, document = ${JSON.stringify(sent.document)}, sent_by_id = ${actor.id}
        WHERE id = ${proposal.id}`,
    sql`UPDATE invoices SET reminder_fees_centimes =
          (SELECT coalesce(sum(fee_centimes), 0) FROM invoice_reminders WHERE invoice_id = invoices.id AND state = 'sent')
        WHERE id = ${row.id}`,
    settleInvoicesSql(sql`(${row.id})`),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'invoice.reminder_sent',
      entityType: 'invoice',
      entityId: row.id,
      details: {
        level: proposal.level,
        fee_centimes: proposal.fee_centimes,
        owed_centimes: sent.owed,
        mailed: Boolean(sent.document.email),
      },
    }),
  ];
}

async function reminderTermDays(db: Database): Promise<number> {
  const [[row]] = (await readBatch(db, [sql`SELECT reminder_term_days FROM organisation WHERE id = 1`])) as [
    { reminder_term_days: number }[],
  ];
  return row?.reminder_term_days ?? 10;
}
