import { Trans, useLingui } from '@lingui/react/macro';
import { useValue } from '@/components/form-lite/form';
import { WarningIcon } from '@/components/ui/icons';
import { cantonName } from '@/features/statistics';
import { usePublicSchoolHolidays } from '../api/get-school-holidays';
import { holidayLabel, holidaysOn } from '../school-holidays';

interface SchoolHolidayNoticeProps {
  /** The slot's date and its alternative (empty when not chosen). */
  dates: readonly { date: string; alternative: boolean }[];
  today: string;
}

/**
 * Warns (without blocking) when a chosen date falls in the school holidays of the canton of the school's postcode:
 * classes are rarely at school then.
 */
export function SchoolHolidayNotice({ dates, today }: SchoolHolidayNoticeProps) {
  const { i18n } = useLingui();
  const postcode = useValue<string | undefined>('contact.postcode');
  const { data } = usePublicSchoolHolidays(postcode?.trim(), today);
  if (!data?.canton) return null;
  const canton = cantonName(data.canton, i18n.locale);
  const warnings = dates.flatMap(({ date, alternative }) =>
    holidaysOn(date, data.holidays).map((holiday) => ({ alternative, label: holidayLabel(holiday, i18n.locale) })),
  );
  if (warnings.length === 0) return null;
  return (
    <ul
      className="grid gap-1 rounded-md border border-amber-500/70 bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
      data-testid="school-holiday-notice"
    >
      {warnings.map(({ alternative, label }) => (
        <li key={`${alternative}-${label}`} className="flex items-start gap-2">
          <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
          <span>
            {alternative ? (
              <Trans>
                Der Alternativtermin fällt in die Schulferien des Kantons {canton} ({label}).
              </Trans>
            ) : (
              <Trans>
                Dieses Datum fällt in die Schulferien des Kantons {canton} ({label}).
              </Trans>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
