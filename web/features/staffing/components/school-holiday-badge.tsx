import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import { cantonName } from '@/features/statistics';
import type { AllocationForm } from '@/lib/contract';
import { formatShortDate } from '@/lib/format';

/** "Schulferien" and which: a date of the workshop falls in the school holidays of the school's canton. */
export function SchoolHolidayBadge({ holidays }: { holidays: AllocationForm['workshop']['school_holidays'] }) {
  const { i18n } = useLingui();
  if (holidays.length === 0) return null;
  const lines = holidays.map(
    (holiday) => `${formatShortDate(holiday.date, i18n.locale)}: ${holiday.name} (${cantonName(holiday.canton, i18n.locale)})`,
  );
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="school-holiday-badge">
      <StatusPill tone="waiting">
        <Trans>Schulferien</Trans>
      </StatusPill>
      <span className="text-muted-foreground">{lines.join(' · ')}</span>
    </p>
  );
}
