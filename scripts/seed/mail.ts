/**
 * Demo data of the mail screens (issue 16): the outbox with mails in every state (one failed to resend, one
 * bounced), the bounce of one address, a run of every scheduled job, newsletter subscribers from the demo inquiries
 * that ticked the box (confirmed, one still pending, one unsubscribed), a newsletter sent four months ago (so the
 * admins' dashboard reminds of the next one) and a draft.
 */
import * as s from '../../worker/db/schema';
import type { UiLanguage } from '../../worker/contract/enums';
import { scheduledJobs } from '../../worker/jobs/schedule';
import { catalogue, sampleAppUrl } from '../../worker/mail/catalogue';
import { renderNewsletter } from '../../worker/features/newsletter/newsletter.mail';
import { renderMail } from '../../worker/mail/render';
import { newsletterMail, type NewsletterParams } from '../../worker/mail/templates/newsletter';
import { organisationNameSlot } from '../../worker/mail/wording';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

const APP_URL = 'http://localhost:8787';

type Row = typeof s.mailOutbox.$inferInsert;

export function mailDemo(cal: Calendar, earlier: SeedBatch[]): { batches: SeedBatch[] } {
  const rowsOf = <T>(table: unknown) => earlier.filter((b) => b.table === table).flatMap((b) => b.rows as T[]);
  const organisation = rowsOf<typeof s.organisation.$inferInsert>(s.organisation)[0]!.name;
  const users = new Map(rowsOf<typeof s.users.$inferInsert>(s.users).map((u) => [u.id!, u]));

  /** A catalogue sample as the outbox holds it: links on the local host, the organisation's name filled in. */
  const mail = (template: string, language: UiLanguage, fields: Partial<Row> & { recipient: string }): Row => {
    const entry = catalogue.find((e) => e.template.id === template)!;
    const rendered =
      entry.template === (newsletterMail as unknown)
        ? renderNewsletter(language, entry.sample(language) as NewsletterParams)
        : renderMail(entry.template, language, entry.sample(language));
    const local = (text: string) => text.replaceAll(sampleAppUrl, APP_URL).replaceAll(organisationNameSlot, organisation);
    return {
      template,
      language,
      subject: rendered.subject,
      textBody: local(rendered.textBody),
      htmlBody: local(rendered.htmlBody),
      carriesSecret: rendered.carriesSecret,
      stream: rendered.stream,
      status: 'sent',
      attempts: 1,
      ...fields,
    };
  };
  const email = (id: number) => users.get(id)!.email;

  const outbox: Row[] = [
    mail('coach-request', 'de', {
      recipient: email(U.coach),
      recipientUserId: U.coach,
      createdAt: cal.ts(-6),
      sentAt: cal.ts(-6),
    }),
    mail('coach-placed', 'fr', {
      recipient: email(U.sophie),
      recipientUserId: U.sophie,
      createdAt: cal.ts(-5),
      sentAt: cal.ts(-5),
    }),
    mail('inquiry-new', 'de', {
      recipient: email(U.associate),
      recipientUserId: U.associate,
      createdAt: cal.ts(-4),
      sentAt: cal.ts(-4),
    }),
    mail('evaluation-coach-reminder', 'it', {
      recipient: email(U.marco),
      recipientUserId: U.marco,
      createdAt: cal.ts(-3),
      sentAt: cal.ts(-3),
    }),
    mail('coach-request-reminder', 'de', {
      recipient: email(U.jonas),
      recipientUserId: U.jonas,
      status: 'failed',
      attempts: 6,
      lastError: 'Postmark: 500 Internal Server Error',
      deadLetteredAt: cal.ts(-2),
      createdAt: cal.ts(-2),
    }),
    mail('workshop-staffed', 'de', {
      recipient: 'sekretariat@schule-nirgendwo.example',
      status: 'bounced',
      providerMessageId: 'demo-bounce-1',
      createdAt: cal.ts(-2),
      sentAt: cal.ts(-2),
      bouncedAt: cal.ts(-2),
    }),
    mail('material-order-sent', 'de', {
      recipient: email(U.coach),
      recipientUserId: U.coach,
      status: 'queued',
      attempts: 0,
      createdAt: cal.ts(-1),
    }),
  ];

  const optedIn = rowsOf<typeof s.inquiries.$inferInsert>(s.inquiries).filter((inquiry) => inquiry.newsletterOptIn);
  const subscribers = optedIn.map((inquiry, i) => ({
    email: inquiry.email.toLowerCase(),
    firstname: inquiry.firstname,
    lastname: inquiry.lastname,
    salutation: inquiry.gender ?? null,
    language: inquiry.language ?? 'de',
    source: 'inquiry-form',
    inquiryId: inquiry.id,
    consentRequestedAt: cal.ts(-200 + i),
    confirmedAt: i === optedIn.length - 1 ? null : cal.ts(-199 + i),
    unsubscribedAt: i === 1 ? cal.ts(-20) : null,
  }));
  const unique = [...new Map(subscribers.map((row) => [row.email, row])).values()];

  const sentNewsletterId = 1;
  const sentAt = cal.ts(-120);
  const newsletterCopies = unique
    .filter((row) => row.confirmedAt !== null && row.confirmedAt < sentAt)
    .map((row) =>
      mail('newsletter', row.language, { recipient: row.email, newsletterId: sentNewsletterId, createdAt: sentAt, sentAt }),
    );

  /** What each job's last run did, in the shape its run returns. */
  const lastCounts: Record<string, Record<string, number>> = {
    'outbox-sweep': { secretBodiesRemoved: 0, deadLettered: 0, enqueued: 1, waitingWithoutTransport: 0 },
    'temporary-passwords': { expired: 0 },
    purge: { sessions: 4, resetTokens: 1, outboxBodies: 0, outboxRows: 0, jobRuns: 0, jobMarks: 0 },
    'workshops-done': { done: 1, skipped: 0 },
    'coach-request-reminders': { reminded: 1 },
    evaluations: { closed: 0, reminded: 1, sent: 0 },
    'material-order-reminders': { reminded: 0 },
    'news-published': { mailed: 0 },
    'staffing-escalations': { asked: 0, no_coach: 1 },
  };
  const runs = scheduledJobs.map((job, i) => ({
    job: job.name,
    trigger: job.cron,
    startedAt: cal.ts(-1) + i * 60,
    finishedAt: cal.ts(-1) + i * 60 + 1,
    counts: lastCounts[job.name] ?? {},
    error: null,
  }));

  return {
    batches: [
      batch(s.newsletters, [
        {
          id: sentNewsletterId,
          content: {
            de: {
              title: 'Neues aus den Workshops',
              text: 'Liebe Lehrpersonen\n\n- **Neu**: Workshop zu Kinderrechten\n- Termine für das Frühjahr',
            },
            fr: {
              title: 'Des nouvelles des ateliers',
              text: 'Chères enseignantes, chers enseignants\n\n- **Nouveau**\u202f: atelier sur les droits de l’enfant',
            },
          },
          state: 'sent',
          createdById: U.admin,
          testSentAt: sentAt - 3600,
          sentAt,
          sentById: U.admin,
          recipientCount: newsletterCopies.length,
          createdAt: sentAt - 86_400,
          updatedAt: sentAt,
        },
        {
          id: sentNewsletterId + 1,
          content: { de: { title: 'Workshops im neuen Jahr', text: 'Entwurf: die Termine folgen.' } },
          state: 'draft',
          createdById: U.admin,
        },
      ]),
      batch(s.newsletterSubscribers, unique),
      batch(s.mailOutbox, [...newsletterCopies, ...outbox]),
      batch(s.mailSuppressions, [
        {
          email: 'sekretariat@schule-nirgendwo.example',
          reason: 'HardBounce',
          description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
          providerMessageId: 'demo-bounce-1',
          bouncedAt: cal.ts(-2),
        },
      ]),
      batch(s.jobRuns, runs),
    ],
  };
}
