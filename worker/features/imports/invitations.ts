import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Invitee } from '../../contract/imports/imports.schemas';
import { users } from '../../db/schema';
import { auditInsert } from '../../lib/audit';
import { batchGuard, isGuardFailure } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import type { SessionUser } from '../../lib/session-user';
import { nowSeconds } from '../../lib/tokens';
import { userSalutation } from '../../mail/addressee';
import { commitWithMail } from '../../mail/outbox';
import { userColumns } from '../auth/auth.service';
import { invitationMail, TEMPORARY_PASSWORD_SECONDS, temporaryPassword } from '../coaches/coaches.service';

/** An imported coach who has never had a password nor an invitation (decision 055). */
const notYetInvited = and(
  eq(users.role, 'coach'),
  eq(users.state, 'active'),
  isNull(users.passwordHash),
  isNull(users.passwordExpiresAt),
  isNull(users.anonymisedAt),
);

/** Who an invitation would reach: the preview before sending. */
export async function listInvitees(db: Database): Promise<Invitee[]> {
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, language: users.language })
    .from(users)
    .where(notYetInvited)
    .orderBy(users.lastname, users.firstname, users.id)
    .limit(5000);
}

/**
 * Mails each chosen imported coach a temporary password (as a new coach gets one) and lets them choose their own:
 * they stay approved and are active again once they have. A coach invited meanwhile is left out. Returns how many.
 */
export async function inviteCoaches(db: Database, env: Env, actor: SessionUser, coachIds: number[]): Promise<number> {
  const coaches = await db
    .select({ ...userColumns, salutation: userSalutation })
    .from(users)
    .where(and(notYetInvited, inArray(users.id, coachIds)));
  let invited = 0;
  for (const coach of coaches) {
    const { password, hash } = await temporaryPassword();
    const now = nowSeconds();
    try {
      await commitWithMail(
        db,
        env,
        [
          batchGuard(
            db,
            sql`EXISTS (SELECT 1 FROM users WHERE id = ${coach.id} AND password_hash IS NULL
            AND password_expires_at IS NULL AND state = 'active')`,
          ),
          db
            .update(users)
            .set({
              passwordHash: hash,
              passwordExpiresAt: now + TEMPORARY_PASSWORD_SECONDS,
              state: 'change-password',
              updatedAt: now,
            })
            .where(eq(users.id, coach.id)),
          auditInsert(db, { actorUserId: actor.id, action: 'coach.invited', entityType: 'user', entityId: coach.id }),
        ],
        [invitationMail(env, coach, password)],
      );
      invited += 1;
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
  }
  return invited;
}
