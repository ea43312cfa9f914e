import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Invitee } from '../../contract/imports/imports.schemas';
import { users } from '../../db/schema';
import { isGuardFailure } from '../../lib/batch-guard';
import type { Database, Env } from '../../lib/env';
import type { SessionUser } from '../../lib/session-user';
import { userSalutation } from '../../mail/addressee';
import { userColumns } from '../auth/auth.service';
import { sendInvitation } from '../coaches/coaches.service';

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
    const stillNotInvited = sql`EXISTS (SELECT 1 FROM users WHERE id = ${coach.id} AND password_hash IS NULL
      AND password_expires_at IS NULL AND state = 'active')`;
    try {
      await sendInvitation(db, env, actor, coach, stillNotInvited, 'coach.invited');
      invited += 1;
    } catch (error) {
      if (!isGuardFailure(error)) throw error;
    }
  }
  return invited;
}
