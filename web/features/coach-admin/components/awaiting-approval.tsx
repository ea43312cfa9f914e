import { Trans, useLingui } from '@lingui/react/macro';
import { formatTimestampDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The approval queue's marker: a submitted profile waits for HR, since the day it was submitted. */
export function AwaitingApproval({ submittedAt, className }: { submittedAt: number | null; className?: string }) {
  const { i18n } = useLingui();
  const date = submittedAt === null ? null : formatTimestampDate(submittedAt, i18n.locale);
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-medium text-sky-800 dark:text-sky-200', className)}
      data-testid="awaiting-approval"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-sky-500" />
      {date ? <Trans>Wartet auf Freigabe seit {date}</Trans> : <Trans>Wartet auf Freigabe</Trans>}
    </span>
  );
}
