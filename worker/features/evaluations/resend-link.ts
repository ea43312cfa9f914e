import { eq, sql } from 'drizzle-orm';
import { evaluations, inquiries, workshops } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, changedMeanwhile, guarded } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { generateToken, hashToken, nowSeconds } from '../../lib/tokens';
import { appLink } from '../../lib/app-links';
import { inquiryContactColumns, schoolContact } from '../../mail/addressee';
import { formatSlot, greeting } from '../../mail/format';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { evaluationAudience } from '../../mail/templates/evaluation-invitations';
import { catalogueTitles, closesOnIn } from './evaluations.invitations';

/**
 * `POST evaluations/{id}/resend-link` (staff): a school lost the class's evaluation mail. The link gets a new token,
 * the old one stops working at once, and the mail goes again to where the first one went, in its language. The link
 * stays open until the same day as before: sending it again does not lengthen the time to answer. Responses given
 * through the old link stay.
 */
export async function resendAudienceLink(db: Database, env: Env, actor: SessionUser, id: number) {
  const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.id, id));
  if (!evaluation || evaluation.kind !== 'by_audience') throw notFound('Class evaluation');
  const now = nowSeconds();
  if (!evaluation.recipientEmail || !evaluation.publicTokenHash || (evaluation.expiresAt ?? 0) <= now) {
    throw new AppError(409, 'evaluation_closed', 'The class evaluation no longer takes responses: its link cannot be sent again');
  }
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, evaluation.workshopId));
  const [inquiry] = workshop?.inquiryId
    ? await db.select(inquiryContactColumns).from(inquiries).where(eq(inquiries.id, workshop.inquiryId))
    : [];
  const titleOf = await catalogueTitles(db, [workshop!.offeredWorkshopId]);
  const language = evaluation.language;
  const token = generateToken();
  const tokenHash = hashToken(token);
  const mail = {
    ...renderMail(evaluationAudience, language, {
      greeting: greeting(language, schoolContact(workshop!, inquiry)),
      title: titleOf(workshop!.offeredWorkshopId, language),
      date: formatSlot(workshop!.date, workshop!.startTime, workshop!.endTime, language),
      evaluationUrl: appLink(env, language, `/evaluations/${token}`),
      printUrl: appLink(env, language, `/evaluations/${token}/print`),
      closesOn: closesOnIn(evaluation.expiresAt!, language),
    }),
    recipient: evaluation.recipientEmail,
  };
  const statements = [
    // A second click at the same moment: only the first replaces the token (and only its mail is written).
    batchGuard(db, sql`(SELECT public_token_hash FROM evaluations WHERE id = ${id}) = ${evaluation.publicTokenHash}`),
    db.update(evaluations).set({ publicTokenHash: tokenHash, sentAt: now }).where(eq(evaluations.id, id)),
    auditInsert(db, {
      actorUserId: actor.id,
      action: 'evaluation.link_resent',
      entityType: 'evaluation',
      entityId: id,
      details: { workshop: evaluation.workshopId, recipient: evaluation.recipientEmail },
    }),
  ];
  await guarded(commitWithMail(db, env, statements, [mail]), () => changedMeanwhile('The evaluation link'));
  return { id, sent_at: now, expires_at: evaluation.expiresAt!, recipient: evaluation.recipientEmail };
}
