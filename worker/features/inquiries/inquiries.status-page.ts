import { eq, sql } from 'drizzle-orm';
import { inquiries } from '../../db/schema';
import type { UiLanguage, WorkshopState } from '../../contract/enums';
import type { Database } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { readBatch } from '../../lib/read-batch';
import { hashToken } from '../../lib/tokens';
import type { InquiryStatus } from '../../contract/inquiries/inquiries.schemas';
import { viewOf } from './inquiries.rows';

type SchoolWorkshop = InquiryStatus['workshops'][number];

const schoolStatus = (state: WorkshopState): SchoolWorkshop['status'] =>
  state === 'cancelled'
    ? 'cancelled'
    : state === 'to-realize'
      ? 'confirmed'
      : state === 'done' || state === 'invoiceable' || state === 'invoiced'
        ? 'done'
        : 'planned';

/** The inquiry's workshops as the school sees them: state in its terms, and the placed trainers' names. */
async function schoolWorkshops(db: Database, inquiryId: number, language: UiLanguage): Promise<SchoolWorkshop[]> {
  const [rows, trainers] = (await readBatch(db, [
    sql`SELECT w.id, w.date, w.start_time, w.end_time, w.state,
          coalesce(t.title, tde.title, '') AS title,
          CASE WHEN i.id IS NULL THEN NULL WHEN i.credited_centimes >= i.amount_centimes THEN 'cancelled'
            WHEN i.paid_on IS NOT NULL THEN 'paid' ELSE 'open' END AS invoice
        FROM workshops w
        LEFT JOIN invoice_workshops iw ON iw.workshop_id = w.id
        LEFT JOIN invoices i ON i.id = iw.invoice_id AND i.state = 'invoiced'
        LEFT JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = ${language}
        LEFT JOIN offered_workshop_translations tde ON tde.offered_workshop_id = w.offered_workshop_id AND tde.language = 'de'
        WHERE w.inquiry_id = ${inquiryId}
        ORDER BY w.date, w.start_time, w.id`,
    sql`SELECT wc.workshop_id, u.firstname, u.lastname
        FROM workshop_coaches wc JOIN users u ON u.id = wc.coach_id JOIN workshops w ON w.id = wc.workshop_id
        WHERE w.inquiry_id = ${inquiryId}
        ORDER BY u.lastname, u.firstname`,
  ])) as [
    (Omit<SchoolWorkshop, 'status' | 'trainers'> & { id: number; state: WorkshopState })[],
    { workshop_id: number; firstname: string; lastname: string }[],
  ];
  return rows.map(({ id, state, ...workshop }) => {
    const status = schoolStatus(state);
    const named = status === 'confirmed' || status === 'done';
    return {
      ...workshop,
      status,
      trainers: named
        ? trainers.filter((t) => t.workshop_id === id).map(({ firstname, lastname }) => ({ firstname, lastname }))
        : [],
    };
  });
}

/** The requester’s private link: the inquiry as sent, and how its workshops stand. */
export async function viewInquiry(db: Database, token: string): Promise<InquiryStatus> {
  const [inquiry] = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.viewTokenHash, hashToken(token)))
    .limit(1);
  if (!inquiry) throw new AppError(404, 'token_invalid', 'The link is invalid');
  const [view, workshops] = await Promise.all([viewOf(db, inquiry), schoolWorkshops(db, inquiry.id, inquiry.language)]);
  return { ...view, workshops };
}
