import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FilterPanel } from '@/components/list/filter-panel';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { WorkshopLanguageFilter } from '@/components/list/workshop-language-filter';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { WorkshopListQuery } from '@/lib/contract';
import { clearedWorkshopFilters, hasWorkshopFilters, workshopFilterKeys } from '../list-query';

interface WorkshopFiltersProps {
  query: WorkshopListQuery;
  subjects: readonly { id: number; title: string }[];
  /** The calendar chooses its own dates: the date range is hidden there. */
  showDates: boolean;
  onChange: (patch: Partial<WorkshopListQuery>, options?: { replace?: boolean }) => void;
}

/** Text search, date range, subject (catalogue workshop), language, coach name; a series filter shows as a removable chip. */
export function WorkshopFilters({ query, subjects, showDates, onChange }: WorkshopFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const seriesId = query.series;
  const coachId = query.coach;
  const activeCount = workshopFilterKeys.filter(
    (key) => key !== 'q' && query[key] !== undefined && (showDates || (key !== 'date_from' && key !== 'date_to')),
  ).length;
  return (
    <FilterPanel
      activeCount={activeCount}
      search={
        <SearchField
          label={t`Suche`}
          placeholder={t`Schule, Ort, Kontakt`}
          value={query.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined }, { replace: true })}
        />
      }
    >
      {showDates && (
        <DateRangeFilter from={query.date_from} to={query.date_to} fromLabel={t`Ab`} toLabel={t`Bis`} onChange={onChange} />
      )}
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-subject`}>
          <Trans>Thema</Trans>
        </Label>
        <NativeSelect
          id={`${id}-subject`}
          value={query.subject ?? ''}
          onChange={(event) => onChange({ subject: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        >
          <option value="">{t`Alle Themen`}</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <WorkshopLanguageFilter value={query.language} onChange={(language) => onChange({ language })} />
      <SearchField
        label={t`Coach`}
        placeholder={t`Name der Trainerin / des Trainers`}
        value={query.coach_name ?? ''}
        onChange={(name) => onChange({ coach_name: name || undefined }, { replace: true })}
      />
      {(seriesId !== undefined || coachId !== undefined || hasWorkshopFilters(query)) && (
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
          {seriesId !== undefined && (
            <Chip
              label={t`Serie ${seriesId}`}
              removeLabel={t`Filter «Serie» entfernen`}
              onRemove={() => onChange({ series: undefined })}
            />
          )}
          {coachId !== undefined && (
            <Chip
              label={t`Coach ${coachId}`}
              removeLabel={t`Filter «Coach» entfernen`}
              onRemove={() => onChange({ coach: undefined })}
            />
          )}
          {hasWorkshopFilters(query) && (
            <Button variant="ghost" size="sm" onClick={() => onChange(clearedWorkshopFilters())}>
              <Trans>Filter zurücksetzen</Trans>
            </Button>
          )}
        </div>
      )}
    </FilterPanel>
  );
}

function Chip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="cursor-pointer rounded-full p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </span>
  );
}
