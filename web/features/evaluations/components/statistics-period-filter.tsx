import { useLingui } from '@lingui/react/macro';
import { DateRangeFilter } from '@/components/list/date-range-filter';

/** The period (workshop dates) of a statistics page; empty means the server's default, the last 12 months. */
export function StatisticsPeriodFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  const { t } = useLingui();
  return (
    <DateRangeFilter
      from={from}
      to={to}
      fromLabel={t`Workshops von`}
      toLabel={t`bis`}
      onChange={(patch) =>
        onChange({
          ...('date_from' in patch ? { from: patch.date_from } : {}),
          ...('date_to' in patch ? { to: patch.date_to } : {}),
        })
      }
    />
  );
}
