import type { Role, UserSettings } from '@/lib/contract';

export type NotificationKey = keyof UserSettings['notifications'];

/**
 * The notification mails each role can get, so settings show only toggles that apply: coaches are asked and reminded,
 * staff hear of new inquiries, HR of profile changes; news are for everyone.
 */
export const notificationsByRole: Record<Role, readonly NotificationKey[]> = {
  coach: ['coachRequests', 'reminders', 'news'],
  admin: ['inquiries', 'news'],
  associate: ['inquiries', 'news'],
  finance: ['profileChanges', 'news'],
};

export const notificationsFor = (role: Role | undefined): readonly NotificationKey[] => (role ? notificationsByRole[role] : []);
