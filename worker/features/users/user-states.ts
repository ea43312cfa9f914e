import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Role, UserState } from '../../contract/enums';

/** Allowed user/profile state transitions; drawn in docs/state-machines.md. */
export const userTransitions: Record<UserState, readonly UserState[]> = {
  created: ['change-password', 'inactive'],
  'change-password': ['change-password', 'incomplete', 'active', 'inactive'],
  incomplete: ['processing', 'inactive'],
  processing: ['active', 'incomplete', 'inactive'],
  active: ['inactive'],
  inactive: ['active', 'incomplete'],
};

export const canTransition = (from: UserState, to: UserState) => userTransitions[from].includes(to);

/**
 * Once a user has chosen their own password: coaches go on to fill their profile, staff are active. A coach whose
 * profile HR approved already (an imported coach, decision 055) is active again.
 */
export function stateAfterOwnPassword(role: Role, state: UserState): UserState {
  if (state !== 'change-password') return state;
  return role === 'coach' ? 'incomplete' : 'active';
}

const profileApproved = sql`EXISTS (SELECT 1 FROM coach_profiles WHERE user_id = ${users.id} AND approved_at IS NOT NULL)`;

/**
 * The same, as the value of an update: decided on the row as it is when written, so that a password chosen while
 * an admin deactivates the account (hashing takes a moment) never writes the state read before back over `inactive`.
 */
export function stateAfterOwnPasswordSql(role: Role): SQL {
  const next =
    role === 'coach'
      ? sql`CASE WHEN ${profileApproved} THEN 'active' ELSE ${stateAfterOwnPassword(role, 'change-password')} END`
      : sql`${stateAfterOwnPassword(role, 'change-password')}`;
  return sql`CASE WHEN ${users.state} = 'change-password' THEN ${next} ELSE ${users.state} END`;
}
