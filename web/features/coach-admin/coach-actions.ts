import type { Role, UserState } from '@/lib/contract';

export type CoachAction = 'approve' | 'send-back' | 'resend' | 'deactivate' | 'reactivate';

const hr = (role: Role) => role === 'finance' || role === 'admin';
const staff = (role: Role) => role === 'admin' || role === 'associate';

/**
 * What a role may do with a coach in a state (the server checks the same): HR reviews submitted profiles, staff
 * resend the access data until the coach has chosen a password, admins deactivate and reactivate.
 */
export function availableCoachActions(role: Role | null | undefined, state: UserState): CoachAction[] {
  if (!role) return [];
  const actions: CoachAction[] = [];
  if (hr(role) && state === 'processing') actions.push('approve', 'send-back');
  if (staff(role) && (state === 'change-password' || state === 'created')) actions.push('resend');
  if (role === 'admin') actions.push(state === 'inactive' ? 'reactivate' : 'deactivate');
  return actions;
}
