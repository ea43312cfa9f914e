import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CandidateWorkload } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { atMax, monthName, workloadText } from './workload-text';

const chipClass = (full: boolean) =>
  cn('rounded-full border px-2 leading-5', full && 'border-destructive/50 font-medium text-destructive');

/**
 * A coach's workload around a workshop as chips of a list (`<li>`): the workshop's month ("März 2031: 3 von 4
 * (max. 5)") and, when staff set a yearly target or maximum, the school year. Counts leave the workshop itself out.
 */
export function WorkloadChips({ workload }: { workload: CandidateWorkload }) {
  const { i18n } = useLingui();
  const month = monthName(workload.month_key, i18n.locale);
  const monthText = workloadText(i18n, workload.month, workload.month_target, workload.month_max);
  const yearText = workloadText(i18n, workload.year, workload.year_target, workload.year_max);
  const year = workload.year_key;
  const count = workload.month;
  return (
    <>
      <li className={chipClass(atMax(workload.month, workload.month_max))} data-testid="workload-month">
        {monthText === null ? (
          <Plural value={count} one={`# Workshop im ${month}`} other={`# Workshops im ${month}`} />
        ) : (
          <Trans>
            {month}: {monthText}
          </Trans>
        )}
      </li>
      {yearText !== null && (
        <li className={chipClass(atMax(workload.year, workload.year_max))} data-testid="workload-year">
          <Trans>
            Schuljahr {year}: {yearText}
          </Trans>
        </li>
      )}
    </>
  );
}
