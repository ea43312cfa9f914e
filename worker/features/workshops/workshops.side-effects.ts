import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  coachFees,
  coachRequests,
  extraFees,
  inquiries,
  materialOrders,
  users,
  workshopCoaches,
  type workshops,
} from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { todayInZurich } from '../../contract/lib/dates';
import type { Database } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import { inquiryContactColumns, mailRecipientColumns, schoolContact, schoolLanguage } from '../../mail/addressee';
import { formatSlot, greeting, type Addressee } from '../../mail/format';
import type { OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { workshopCancelled, workshopReinitialized } from '../../mail/templates/workshop-changed';
import type { SetStateTarget } from '../../contract/workshops/workshops.states';
import { createFeesForDoneWorkshops } from '../coach-fees/coach-fees.lifecycle';
import { openInvoiceStatements, withdrawOpenInvoices } from '../invoices/invoices.lifecycle';
import { withdrawEvaluations } from '../evaluations/evaluations.lifecycle';

type Statement = BatchItem<'sqlite'>;
type Workshop = typeof workshops.$inferSelect;

/** Cancel and reinitialize tell the coaches concerned (requested or placed) and the school. */
export async function changeMails(db: Database, group: Workshop[], target: 'cancelled' | 'initialized', reason: string | null) {
  const first = group[0]!;
  const ids = group.map((w) => w.id);
  const template = target === 'cancelled' ? workshopCancelled : workshopReinitialized;
  const [coaches, [inquiry], titles] = await Promise.all([
    db
      .selectDistinct(mailRecipientColumns)
      .from(users)
      .where(
        sql`${users.id} IN (SELECT coach_id FROM coach_requests WHERE workshop_id IN ${ids} AND state IN ('new-request', 'approved', 'placed')
            UNION SELECT coach_id FROM workshop_coaches WHERE workshop_id IN ${ids})`,
      ),
    first.inquiryId
      ? db.select(inquiryContactColumns).from(inquiries).where(eq(inquiries.id, first.inquiryId))
      : Promise.resolve([]),
    db.all<{ language: UiLanguage; title: string }>(
      sql`SELECT language, title FROM offered_workshop_translations WHERE offered_workshop_id = ${first.offeredWorkshopId}`,
    ),
  ]);
  const titleIn = (language: UiLanguage) =>
    titles.find((t) => t.language === language)?.title ?? titles.find((t) => t.language === 'de')?.title ?? '';
  const params = (language: UiLanguage, addressee: Addressee) => ({
    greeting: greeting(language, addressee),
    title: titleIn(language),
    dates: group.map((w) => formatSlot(w.date, w.startTime, w.endTime, language)),
    institute: first.institute,
    reason,
  });

  const mails: OutgoingMail[] = coaches.map((coach) => ({
    ...renderMail(template, coach.language, params(coach.language, coach)),
    recipient: coach.email,
    recipientUserId: coach.id,
  }));
  if (first.contactEmail) {
    const language = schoolLanguage(first.language, inquiry?.language);
    const contact = schoolContact(first, inquiry);
    mails.push({ ...renderMail(template, language, params(language, contact)), recipient: first.contactEmail });
  }
  return mails;
}

const cancelOpenOrders = (db: Database, ids: number[], now: number) =>
  db
    .update(materialOrders)
    .set({ state: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(inArray(materialOrders.workshopId, ids), eq(materialOrders.state, 'ordered')));

/** What each target does besides the state, for all workshops of the group. */
export function sideEffects(db: Database, ids: number[], target: SetStateTarget, group: Workshop[]): Statement[] {
  const openRequests = inArray(coachRequests.state, ['new-request', 'approved', 'placed']);
  const now = nowSeconds();
  switch (target) {
    case 'cancelled':
      return [
        db
          .update(coachRequests)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(coachRequests.workshopId, ids), openRequests)),
        // A cancelled workshop pays no fee and no extra fee that is not paid out yet.
        db.delete(coachFees).where(and(inArray(coachFees.workshopId, ids), eq(coachFees.state, 'pending'))),
        db.delete(extraFees).where(and(inArray(extraFees.workshopId, ids), eq(extraFees.state, 'pending'))),
        withdrawOpenInvoices(db, ids),
        cancelOpenOrders(db, ids, now),
        ...withdrawEvaluations(db, ids),
      ];
    case 'initialized':
      return [
        db
          .update(coachRequests)
          .set({ state: 'cancelled', updatedAt: now })
          .where(and(inArray(coachRequests.workshopId, ids), openRequests)),
        db.delete(workshopCoaches).where(inArray(workshopCoaches.workshopId, ids)),
        cancelOpenOrders(db, ids, now),
      ];
    case 'invoiceable':
      return openInvoiceStatements(db, group, todayInZurich());
    case 'done':
      // From to-realize: the placed coaches' fees. From invoiceable back to done: the unsent invoice is withdrawn.
      return [createFeesForDoneWorkshops(db, ids), withdrawOpenInvoices(db, ids)];
  }
}
