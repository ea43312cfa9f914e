import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { evaluations, inquiries, users, workshopCoaches, type workshops } from '../../db/schema';
import { appLink } from '../../lib/app-links';
import type { Database, Env } from '../../lib/env';
import { nowSeconds } from '../../lib/tokens';
import {
  inquiryContactColumns,
  mailRecipientColumns,
  schoolContact,
  schoolLanguage,
  type MailRecipient,
} from '../../mail/addressee';
import { formatSlot, greeting } from '../../mail/format';
import type { OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { evaluationAudience, evaluationCoach } from '../../mail/templates/evaluation-invitations';
import { currentQuestionnaireIds } from './answers';
import { addLinkTotals, withdrawLinkTotals } from './evaluation-totals';
import { catalogueTitles, insertedWithToken, publicLink } from './evaluations.invitations';

type Statement = BatchItem<'sqlite'>;
type Workshop = typeof workshops.$inferSelect;
type Created = { statements: Statement[]; mails: OutgoingMail[] };
type TitleOf = (offeredWorkshopId: number, language: 'de' | 'fr' | 'it' | 'en') => string;

/**
 * When workshops become done (from to-realize, or again from invoiceable): what does not exist yet of
 * - the audience evaluation of each workshop with a contact email: a public link (token, 60 days), mailed to the
 *   school's contact, one mail per date (each date of a series has its own link);
 * - one open by_coach evaluation per placed coach and workshop, and one mail per coach naming the dates.
 * Coming back from invoiceable finds them all and creates nothing. The set-state batch guard lets only one of two
 * concurrent calls write; the partial unique indexes are the last net (insert or nothing), and an audience mail is
 * written only if its evaluation was.
 */
export async function evaluationsForDoneWorkshops(
  db: Database,
  env: Env,
  group: Workshop[],
  /** A coach placed by the same batch on a workshop already done: only their evaluation is created. */
  placedNow?: MailRecipient,
): Promise<Created> {
  const ids = group.map((w) => w.id);
  const first = group[0];
  if (!first) return { statements: [], mails: [] };
  // Separate reads, not a batch: set-state's guarded write batch must stay the first batch a request sends.
  const [existing, questionnaires, placed, [inquiry], titleOf] = await Promise.all([
    db
      .select({ workshopId: evaluations.workshopId, kind: evaluations.kind, coachId: evaluations.coachId })
      .from(evaluations)
      .where(inArray(evaluations.workshopId, ids)),
    currentQuestionnaireIds(db),
    db
      .select({ workshopId: workshopCoaches.workshopId, coach: mailRecipientColumns })
      .from(workshopCoaches)
      .innerJoin(users, eq(users.id, workshopCoaches.coachId))
      .where(inArray(workshopCoaches.workshopId, ids)),
    first.inquiryId
      ? db.select(inquiryContactColumns).from(inquiries).where(eq(inquiries.id, first.inquiryId))
      : Promise.resolve([]),
    catalogueTitles(
      db,
      group.map((w) => w.offeredWorkshopId),
    ),
  ]);
  const has = (workshopId: number, kind: string, coachId: number | null = null) =>
    existing.some((e) => e.workshopId === workshopId && e.kind === kind && e.coachId === coachId);

  const now = nowSeconds();
  const audience = placedNow ? [] : group.filter((w) => w.contactEmail && !has(w.id, 'by_audience'));
  const placedAll = placedNow ? [...placed, ...group.map((w) => ({ workshopId: w.id, coach: placedNow }))] : placed;
  const coaching = placedAll.filter((p) => !has(p.workshopId, 'by_coach', p.coach.id));
  const audienceQuestionnaire = questionnaires.get('by_audience') ?? null;
  const coachQuestionnaire = questionnaires.get('by_coach') ?? null;

  const created: Created = { statements: [], mails: [] };
  for (const workshop of audience) {
    const language = schoolLanguage(workshop.language, inquiry?.language);
    const link = publicLink(env, language, now);
    created.statements.push(
      db
        .insert(evaluations)
        .values({
          workshopId: workshop.id,
          kind: 'by_audience',
          questionnaireId: audienceQuestionnaire,
          publicTokenHash: link.tokenHash,
          expiresAt: link.expiresAt,
          recipientEmail: workshop.contactEmail,
          language,
          sentAt: now,
        })
        .onConflictDoNothing(),
      // Counted in the statistics' totals once it exists (nothing when the insert did nothing).
      addLinkTotals(db, sql`e.public_token_hash = ${link.tokenHash}`),
    );
    created.mails.push({
      ...renderMail(evaluationAudience, language, {
        greeting: greeting(language, schoolContact(workshop, inquiry)),
        title: titleOf(workshop.offeredWorkshopId, language),
        date: formatSlot(workshop.date, workshop.startTime, workshop.endTime, language),
        evaluationUrl: link.url,
        printUrl: link.printUrl,
        closesOn: link.closesOn,
      }),
      recipient: workshop.contactEmail!,
      onlyIf: insertedWithToken(link.tokenHash),
    });
  }
  for (const { workshopId, coach } of coaching) {
    created.statements.push(
      db
        .insert(evaluations)
        .values({
          workshopId,
          kind: 'by_coach',
          questionnaireId: coachQuestionnaire,
          coachId: coach.id,
          language: coach.language,
          sentAt: now,
        })
        .onConflictDoNothing(),
    );
  }
  created.mails.push(...coachMails(env, group, coaching, titleOf));
  return created;
}

/** One mail per coach, naming the dates of the group they evaluate. */
function coachMails(
  env: Env,
  group: Workshop[],
  coaching: { workshopId: number; coach: MailRecipient }[],
  titleOf: TitleOf,
): OutgoingMail[] {
  const byCoach = new Map<number, { coach: MailRecipient; workshops: Workshop[] }>();
  for (const { workshopId, coach } of coaching) {
    const entry = byCoach.get(coach.id) ?? { coach, workshops: [] };
    entry.workshops.push(group.find((w) => w.id === workshopId)!);
    byCoach.set(coach.id, entry);
  }
  return [...byCoach.values()].map(({ coach, workshops: dates }) => ({
    ...renderMail(evaluationCoach, coach.language, {
      greeting: greeting(coach.language, coach),
      title: titleOf(dates[0]!.offeredWorkshopId, coach.language),
      dates: dates
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((w) => formatSlot(w.date, w.startTime, w.endTime, coach.language)),
      evaluationsUrl: appLink(env, coach.language, '/manager/evaluations'),
    }),
    recipient: coach.email,
    recipientUserId: coach.id,
  }));
}

/**
 * A cancelled workshop: its evaluations that nobody has answered yet are deleted (a saved draft of a coach counts as
 * unanswered; a submitted response stays, with its evaluation, for the record).
 */
export function withdrawEvaluations(db: Database, workshopIds: number[]): Statement[] {
  const unanswered = sql`NOT EXISTS (SELECT 1 FROM evaluation_responses r WHERE r.evaluation_id = e.id AND r.submitted_at IS NOT NULL)`;
  return [
    // Out of the statistics' totals first (the public ones: coach evaluations count only once validated).
    ...withdrawLinkTotals(
      db,
      sql`e.workshop_id IN (SELECT value FROM json_each(${JSON.stringify(workshopIds)})) AND ${unanswered}`,
      workshopIds,
    ),
    db.delete(evaluations).where(
      and(
        inArray(evaluations.workshopId, workshopIds),
        // Written out: drizzle leaves the id unqualified in a one-table delete, where it would be the response's own.
        sql`NOT EXISTS (SELECT 1 FROM evaluation_responses r WHERE r.evaluation_id = "evaluations"."id" AND r.submitted_at IS NOT NULL)`,
      ),
    ),
  ];
}
