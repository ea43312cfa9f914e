import { and, count, eq } from 'drizzle-orm';
import { coachLanguages, coachProfiles, coachSubjects, users } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import type { Database, Env } from '../../lib/env';
import { AppError, forbidden } from '../../lib/errors';
import { nowSeconds } from '../../lib/tokens';
import { commitWithMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { coachProfileSubmitted } from '../../mail/templates/coach-profile-submitted';
import { toUser, type SessionUser } from '../auth/auth.service';
import type { User } from '../auth/auth.schemas';
import { canTransition } from '../users/user-states';
import { missingProfileFields } from './profile-requirements';

async function profileCompleteness(db: Database, coachId: number) {
  const [[profile], [languages], [subjects]] = await Promise.all([
    db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId)).limit(1),
    db.select({ n: count() }).from(coachLanguages).where(eq(coachLanguages.coachId, coachId)),
    db.select({ n: count() }).from(coachSubjects).where(eq(coachSubjects.coachId, coachId)),
  ]);
  return missingProfileFields(profile, { languages: languages?.n ?? 0, subjects: subjects?.n ?? 0 });
}

/** A coach with an incomplete profile asks HR to check it: incomplete -> processing, finance notified. */
export async function requestValidation(db: Database, env: Env, user: SessionUser): Promise<User> {
  if (user.role !== 'coach') throw forbidden();
  if (!canTransition(user.state, 'processing')) {
    throw new AppError(409, 'conflict', `A profile in state ${user.state} cannot be submitted for validation`);
  }
  const missing = await profileCompleteness(db, user.id);
  if (missing.length > 0) {
    throw new AppError(
      422,
      'validation_failed',
      'Please fill all required fields',
      missing.map((path) => ({ path, code: 'required', message: 'required' })),
    );
  }
  const now = nowSeconds();
  const hr = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'finance'), eq(users.state, 'active')));
  const coachName = `${user.firstname} ${user.lastname}`;
  const profileUrl = `${env.APP_URL.replace(/\/$/, '')}/manager/coaches/${user.id}`;
  await commitWithMail(
    db,
    env,
    [
      db.update(users).set({ state: 'processing', updatedAt: now }).where(eq(users.id, user.id)),
      db
        .update(coachProfiles)
        .set({ submittedAt: now, rejectionReason: null, updatedAt: now })
        .where(eq(coachProfiles.userId, user.id)),
      auditInsert(db, { actorUserId: user.id, action: 'coach.validation_requested', entityType: 'user', entityId: user.id }),
    ],
    hr.map((recipient) => ({
      ...renderMail(coachProfileSubmitted, recipient.language, { coachName, profileUrl }),
      recipient: recipient.email,
      recipientUserId: recipient.id,
    })),
  );
  return toUser({ ...user, state: 'processing' });
}
