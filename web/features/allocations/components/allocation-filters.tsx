import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterPanel } from '@/components/list/filter-panel';
import { Button } from '@/components/ui/button';
import { WorkshopLanguageFilter } from '@/components/list/workshop-language-filter';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { quickPeriod, quickPeriods, type AllocationUrlQuery, type Period, type QuickPeriod } from '../period';

interface AllocationFiltersProps {
  query: AllocationUrlQuery;
  /** The period shown (the URL's, or the server's default before the user picks one). */
  period: Period | undefined;
  today: string;
  /** Choices of the coach filter. */
  coaches: readonly { id: number; firstname: string; lastname: string }[];
  onChange: (patch: Partial<AllocationUrlQuery>) => void;
}

function QuickButtons({ period, today, onChange }: Pick<AllocationFiltersProps, 'period' | 'today' | 'onChange'>) {
  const { t } = useLingui();
  const labels: Record<QuickPeriod, string> = {
    week: t`Diese Woche`,
    four_weeks: t`Nächste 4 Wochen`,
    semester: t`Dieses Semester`,
  };
  return (
    <div role="group" aria-label={t`Zeitraum wählen`} className="flex flex-wrap gap-2">
      {quickPeriods.map((kind) => {
        const dates = quickPeriod(kind, today);
        const active = period?.from === dates.from && period.to === dates.to;
        return (
          <Button
            key={kind}
            size="sm"
            variant={active ? 'secondary' : 'outline'}
            aria-pressed={active}
            onClick={() => onChange(dates)}
          >
            {labels[kind]}
          </Button>
        );
      })}
    </div>
  );
}

/** The period (quick choices always visible, the exact dates behind "Filter" on phones), language and coach. */
export function AllocationFilters({ query, period, today, coaches, onChange }: AllocationFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const activeCount = (['from', 'to', 'coach', 'language'] as const).filter((key) => query[key] !== undefined).length;
  return (
    <FilterPanel activeCount={activeCount} search={<QuickButtons period={period} today={today} onChange={onChange} />}>
      <DateRangeFilter
        from={period?.from}
        to={period?.to}
        fromLabel={t`Ab`}
        toLabel={t`Bis`}
        onChange={(patch) =>
          onChange(
            'date_from' in patch
              ? { from: patch.date_from, to: query.to ?? period?.to }
              : { from: query.from ?? period?.from, to: patch.date_to },
          )
        }
      />
      <WorkshopLanguageFilter value={query.language} onChange={(language) => onChange({ language })} />
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-coach`}>{t`Coach`}</Label>
        <NativeSelect
          id={`${id}-coach`}
          value={query.coach ?? ''}
          onChange={(event) => onChange({ coach: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        >
          <option value="">{t`Alle Coaches`}</option>
          {coaches.map((coach) => (
            <option key={coach.id} value={coach.id}>
              {coach.lastname} {coach.firstname}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FilterPanel>
  );
}
