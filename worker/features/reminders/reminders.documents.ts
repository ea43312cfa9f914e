import { sql } from 'drizzle-orm';
import type { UiLanguage } from '../../contract/enums';
import type { InvoiceRecipient, InvoiceVat } from '../../contract/invoices/invoices.schemas';
import type { ReminderLink } from '../../contract/reminders/reminders.schemas';
import { appLink } from '../../lib/app-links';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { readBatch } from '../../lib/read-batch';
import { signLink, verifyLink } from '../../lib/signed-links';
import type { InvoicePdfInput } from '../invoices/invoice-pdf';

/** What a sent reminder froze (`invoice_reminders.document`): the PDF prints from this and its row alone. */
export interface ReminderDocument {
  language: UiLanguage;
  recipient: InvoiceRecipient;
  organisation: InvoicePdfInput['organisation'];
  vat: InvoiceVat | null;
  invoice: { number: string; date: string; dueDate: string; amountCentimes: number; reference: string };
  previous: { level: number; sentOn: string }[];
  /** Open on the invoice before this reminder's fee. */
  openCentimes: number;
  /** Where it was mailed; null when the school had no address (finance posts the PDF). */
  email: string | null;
}

const PDF_LINK_PURPOSE = 'invoice-reminder-pdf';
/** The school may open the mail weeks later; the link lasts as long as a reminder matters. */
const PDF_LINK_SECONDS = 180 * 24 * 3600;

/** The link in the school's mail: a page in its language with the reminder's PDF (the token is the permission). */
export async function reminderPageLink(env: Env, reminderId: number, language: UiLanguage): Promise<string> {
  const token = await signLink(env, PDF_LINK_PURPOSE, String(reminderId), PDF_LINK_SECONDS);
  return appLink(env, language, `/reminder/${token}`);
}

/** `GET invoice-reminders/link/{token}`: what the school's page shows of a sent reminder. */
export async function reminderOfLink(db: Database, env: Env, token: string): Promise<ReminderLink> {
  const id = await reminderIdOfLink(env, token);
  const [rows] = (await readBatch(db, [
    sql`SELECT r.level, i.number AS invoice_number, r.sent_on, r.due_date, r.owed_centimes
        FROM invoice_reminders r JOIN invoices i ON i.id = r.invoice_id WHERE r.id = ${id} AND r.state = 'sent'`,
  ])) as [ReminderLink[]];
  if (!rows[0]) throw notFound('Reminder');
  return rows[0];
}

/** The reminder a signed link names (400 `token_invalid` when tampered or expired). */
export async function reminderIdOfLink(env: Env, token: string): Promise<number> {
  const payload = await verifyLink(env, PDF_LINK_PURPOSE, token);
  return Number(payload.sub);
}

/** A sent reminder as PDF, printed from what it froze when sent. */
export async function reminderPdf(db: Database, id: number) {
  const [rows] = (await readBatch(db, [
    sql`SELECT level, state, fee_centimes, sent_on, due_date, document FROM invoice_reminders WHERE id = ${id}`,
  ])) as [
    {
      level: number;
      state: string;
      fee_centimes: number;
      sent_on: string | null;
      due_date: string | null;
      document: string | null;
    }[],
  ];
  const row = rows[0];
  if (!row) throw notFound('Reminder');
  if (row.state !== 'sent' || !row.document) {
    throw new AppError(409, 'invalid_transition', 'The reminder has not been sent yet');
  }
  const document = JSON.parse(row.document) as ReminderDocument;
  // Loaded on demand: the PDF stack stays out of every other request.
  const { renderReminderPdf } = await import('./reminder-pdf');
  const bytes = await renderReminderPdf({
    ...document,
    level: row.level,
    sentOn: row.sent_on!,
    dueDate: row.due_date!,
    feeCentimes: row.fee_centimes,
  });
  return { bytes, filename: `reminder-${row.level}-${document.invoice.number}.pdf` };
}
