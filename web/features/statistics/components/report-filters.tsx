import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterPanel } from '@/components/list/filter-panel';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { workshopStateLabels } from '@/features/workshops';
import { schoolYearLabel, type StatisticsFormData, type StatisticsReport } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { cantonsByName, cantonName } from '../cantons';
import {
  activeDetailFilters,
  hasAnyFilter,
  isCustomPeriod,
  periodPatch,
  resetPatch,
  schoolYearPatch,
  type ReportQuery,
} from '../report-query';

const CUSTOM = 'custom';

interface ReportFiltersProps {
  query: ReportQuery;
  formData: StatisticsFormData | undefined;
  /** The period the report shows (the server's answer), to start a custom period from. */
  period: StatisticsReport['period'] | undefined;
  onChange: (patch: Partial<ReportQuery>) => void;
}

/**
 * The report's filters: the period always in view (a school year, or "own period" with two dates); the others
 * behind "Filter" on phones; a reset back to the current school year without filters.
 */
export function ReportFilters({ query, formData, period, onChange }: ReportFiltersProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const id = useId();
  const number = (value: string) => (value ? Number(value) : undefined);
  return (
    <FilterPanel
      activeCount={activeDetailFilters(query)}
      search={<PeriodFilter query={query} formData={formData} period={period} onChange={onChange} />}
    >
      <Select
        id={`${id}-offered`}
        label={t`Workshop-Angebot`}
        value={query.offered_workshop_id}
        all={t`Alle Workshop-Angebote`}
        onChange={(value) => onChange({ offered_workshop_id: number(value) })}
      >
        {formData?.offered_workshops.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-language`}
        label={t`Sprache`}
        value={query.language}
        all={t`Alle Sprachen`}
        onChange={(value) => onChange({ language: (value || undefined) as ReportQuery['language'] })}
      >
        {formData?.languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code, lang)}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-grade`}
        label={t`Stufe`}
        value={query.grade_id}
        all={t`Alle Stufen`}
        onChange={(value) => onChange({ grade_id: number(value) })}
      >
        {formData?.grades.map((grade) => (
          <option key={grade.id} value={grade.id}>
            {grade.name}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-canton`}
        label={t`Kanton`}
        value={query.canton}
        all={t`Alle Kantone`}
        onChange={(value) => onChange({ canton: (value || undefined) as ReportQuery['canton'] })}
      >
        {cantonsByName(formData?.cantons ?? [], lang).map((canton) => (
          <option key={canton} value={canton}>
            {cantonName(canton, lang)}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-coach`}
        label={t`Coach`}
        value={query.coach_id}
        all={t`Alle Coaches`}
        onChange={(value) => onChange({ coach_id: number(value) })}
      >
        {formData?.coaches.map((coach) => (
          <option key={coach.id} value={coach.id}>
            {coach.lastname} {coach.firstname}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-state`}
        label={t`Status des Workshops`}
        value={query.state}
        all={t`Alle Status`}
        onChange={(value) => onChange({ state: (value || undefined) as ReportQuery['state'] })}
      >
        {formData?.workshop_states.map((state) => (
          <option key={state} value={state}>
            {i18n._(workshopStateLabels[state])}
          </option>
        ))}
      </Select>
      {hasAnyFilter(query) && (
        <div className="flex items-end">
          <Button variant="outline" onClick={() => onChange(resetPatch())}>
            <Trans>Filter zurücksetzen</Trans>
          </Button>
        </div>
      )}
    </FilterPanel>
  );
}

function PeriodFilter({ query, formData, period, onChange }: ReportFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const custom = isCustomPeriod(query);
  const years = formData?.school_years.map((entry) => entry.year) ?? [];
  // A shared link may name a school year the list does not offer (yet): it stays choosable.
  if (query.school_year !== undefined && !years.includes(query.school_year)) years.unshift(query.school_year);
  const selected = custom ? CUSTOM : String(query.school_year ?? formData?.current_school_year ?? '');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-period`}>{t`Zeitraum`}</Label>
        <NativeSelect
          id={`${id}-period`}
          value={selected}
          disabled={!formData}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === CUSTOM) onChange(periodPatch({ from: period?.from, to: period?.to }));
            else onChange(schoolYearPatch(Number(value)));
          }}
        >
          {years.map((year) => {
            const label = schoolYearLabel(year);
            return (
              <option key={year} value={year}>
                {t`Schuljahr ${label}`}
              </option>
            );
          })}
          <option value={CUSTOM}>{t`Eigener Zeitraum`}</option>
        </NativeSelect>
      </div>
      {custom && (
        <DateRangeFilter
          from={query.from ?? period?.from}
          to={query.to ?? period?.to}
          fromLabel={t`Von`}
          toLabel={t`Bis`}
          onChange={(patch) =>
            onChange(
              periodPatch({
                from: 'date_from' in patch ? patch.date_from : (query.from ?? period?.from),
                to: 'date_to' in patch ? patch.date_to : (query.to ?? period?.to),
              }),
            )
          }
        />
      )}
    </div>
  );
}

function Select({
  id,
  label,
  value,
  all,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string | number | undefined;
  all: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{all}</option>
        {children}
      </NativeSelect>
    </div>
  );
}
