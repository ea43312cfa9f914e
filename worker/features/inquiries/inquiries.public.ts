import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { inquiries } from '../../db/schema';
import type { UiLanguage } from '../../contract/enums';
import { appLink } from '../../lib/app-links';
import { auditInsert } from '../../lib/audit';
import { rateLimitKey } from '../../lib/client-ip';
import type { Database, Env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { verifyTurnstile } from '../../lib/turnstile';
import { greeting, oneLine } from '../../mail/format';
import { activeUsersWithSettings } from '../../mail/recipients';
import { commitWithMail, type OutgoingMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { inquiryNew } from '../../mail/templates/inquiry-new';
import { inquiryReceived } from '../../mail/templates/inquiry-received';
import { currentTerms } from '../master-data/terms.service';
import { newsletterOptIn } from '../newsletter/subscribers.service';
import type { InquiryCreateBody, InquiryFormValues } from '../../contract/inquiries/inquiries.schemas';
import { checkReferences, summaryLines } from './inquiries.form-data';
import { infrastructureInserts, inquiryColumns, slotInserts } from './inquiries.rows';

/** Staff who want new-inquiry mails (the default); the team address when nobody does. */
async function inquiryRecipients(db: Database, env: Env) {
  const staff = await activeUsersWithSettings(db, ['admin', 'associate']);
  const wanting = staff.filter((user) => user.notifications?.inquiries !== false);
  if (wanting.length > 0)
    return wanting.map(({ id, email, language, firstname, lastname }) => ({ id, email, language, firstname, lastname }));
  return [{ id: null, email: env.STAFF_NOTIFICATION_EMAIL, language: 'de' as UiLanguage, firstname: null, lastname: null }];
}

/** Stands for the new inquiry's id in the staff mail until the batch that creates the inquiry fills it in. */
const INQUIRY_ID = '{{inquiry-id}}';

async function enforceInquiryRateLimit(env: Env, ip: string) {
  const { success } = await env.INQUIRY_LIMITER.limit({ key: `inquiry:${rateLimitKey(ip)}` });
  if (!success)
    throw new AppError(429, 'rate_limited', 'Too many inquiries from this address. Please wait a minute and send again.');
}

/**
 * Public: stores the inquiry with its slots and infrastructure in one batch (state requested), mails the
 * requester a confirmation with a private link and notifies staff. A filled honeypot answers like a success
 * and stores nothing.
 */
export async function createInquiry(
  db: Database,
  env: Env,
  body: InquiryFormValues & Pick<InquiryCreateBody, 'turnstile_token' | 'website'>,
  ip: string,
): Promise<{ id: number; state: 'requested' }> {
  await enforceInquiryRateLimit(env, ip);
  if (body.website && body.website.trim() !== '') {
    await auditInsert(db, { actorUserId: null, action: 'inquiry.honeypot', ip });
    return { id: 0, state: 'requested' };
  }
  if (!(await verifyTurnstile(env, body.turnstile_token, ip))) {
    throw new AppError(400, 'bot_check_failed', 'The bot check failed');
  }
  await checkReferences(db, body);

  const token = generateToken();
  const viewTokenHash = hashToken(token);
  const terms = await currentTerms(db, body.language);
  const { contact } = body;
  const inquiryId = sql`(SELECT id FROM inquiries WHERE view_token_hash = ${viewTokenHash})`;
  const now = nowSeconds();

  const statements: BatchItem<'sqlite'>[] = [
    db
      .insert(inquiries)
      .values({ ...inquiryColumns(body), termsAcceptedAt: now, generalTermsId: terms?.id ?? null, viewTokenHash }),
    ...slotInserts(db, inquiryId, body.slots),
    ...infrastructureInserts(db, inquiryId, body.knowledge.infrastructure),
    auditInsert(db, { actorUserId: null, action: 'inquiry.created', entityType: 'inquiry', ip }),
  ];

  const requesterLines = await summaryLines(db, body.slots, body.language);
  const staff = await inquiryRecipients(db, env);
  // What the requester typed goes into the bodies on one line each, and never into a subject or a link.
  const typed = {
    institute: oneLine(contact.institute),
    firstname: oneLine(contact.firstname),
    lastname: oneLine(contact.lastname),
    location: oneLine(`${contact.postcode} ${contact.location}`),
  };
  const mails: OutgoingMail[] = [
    {
      ...renderMail(inquiryReceived, body.language, {
        greeting: greeting(body.language, { ...typed, salutation: contact.gender }),
        institute: typed.institute,
        lines: requesterLines,
        viewUrl: appLink(env, body.language, `/inquiry/${token}`),
      }),
      recipient: contact.email,
    },
  ];
  for (const recipient of staff) {
    mails.push({
      ...renderMail(inquiryNew, recipient.language, {
        greeting: greeting(recipient.language, recipient),
        number: INQUIRY_ID,
        institute: typed.institute,
        contactName: `${typed.firstname} ${typed.lastname}`,
        location: typed.location,
        lines: recipient.language === body.language ? requesterLines : await summaryLines(db, body.slots, recipient.language),
        // The back office's inquiry page (web/config/paths.ts, paths.manager.inquiry).
        manageUrl: appLink(env, recipient.language, `/manager/inquiries/${INQUIRY_ID}`),
      }),
      recipient: recipient.email,
      recipientUserId: recipient.id,
      fill: { [INQUIRY_ID]: inquiryId },
    });
  }
  if (body.newsletter) {
    const optIn = await newsletterOptIn(db, env, {
      email: contact.email,
      firstname: typed.firstname,
      lastname: typed.lastname,
      salutation: contact.gender,
      language: body.language,
      inquiryId,
    });
    statements.push(...optIn.statements);
    mails.push(...optIn.mails);
  }
  await commitWithMail(db, env, statements, mails);

  const [created] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.viewTokenHash, viewTokenHash));
  return { id: created!.id, state: 'requested' };
}
