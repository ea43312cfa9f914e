import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useUser } from '@/features/auth';
import { useManagerBasedata } from '@/features/basedata';

/** A coach's unanswered requests as the requests page lists them (a series once); 0 for other roles. */
export function usePendingCoachRequests(): number {
  const user = useUser();
  const isCoach = user?.role === 'coach' && user.state !== 'change-password';
  const { data: basedata } = useManagerBasedata(isCoach);
  return isCoach ? (basedata?.pending_coach_requests ?? 0) : 0;
}

/** "offene Anfrage" / "offene Anfragen" without the number, for a badge that shows the number itself. */
export const pendingRequestsWords = (i18n: I18n, count: number) =>
  i18n._(msg`${plural(count, { one: 'offene Anfrage', other: 'offene Anfragen' })}`);

/** "1 offene Anfrage" / "3 offene Anfragen" in the UI language. */
export const pendingRequestsLabel = (i18n: I18n, count: number) =>
  i18n._(msg`${plural(count, { one: '# offene Anfrage', other: '# offene Anfragen' })}`);
