import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FilterPanel } from '@/components/list/filter-panel';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { InquiryListQuery, InquiryManagerFormdata } from '@/lib/contract';
import { clearedInquiryFilters, hasInquiryFilters, inquiryFilterKeys } from '../list-query';

interface InquiryFiltersProps {
  query: InquiryListQuery;
  formdata: InquiryManagerFormdata | undefined;
  onChange: (patch: Partial<InquiryListQuery>, options?: { replace?: boolean }) => void;
}

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Requested dates from/to, workshop, grade, associate (or unassigned) and a free-text search. */
export function InquiryFilters({ query, formdata, onChange }: InquiryFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const activeCount = inquiryFilterKeys.filter((key) => key !== 'q' && query[key] !== undefined).length;
  const associateValue = query.associate === undefined ? '' : String(query.associate);
  return (
    <FilterPanel
      activeCount={activeCount}
      search={
        <SearchField
          label={t`Suche`}
          placeholder={t`Schule, Ort, Kontakt, E-Mail`}
          value={query.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined }, { replace: true })}
        />
      }
    >
      <DateRangeFilter
        from={query.date_from}
        to={query.date_to}
        fromLabel={t`Termine ab`}
        toLabel={t`Termine bis`}
        onChange={onChange}
      />
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-workshop`}>
          <Trans>Workshop</Trans>
        </Label>
        <NativeSelect
          id={`${id}-workshop`}
          value={query.workshop ?? ''}
          onChange={(event) => onChange({ workshop: toNumber(event.currentTarget.value) })}
        >
          <option value="">{t`Alle Workshops`}</option>
          {formdata?.workshops.map((workshop) => (
            <option key={workshop.id} value={workshop.id}>
              {workshop.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-grade`}>
          <Trans>Stufe</Trans>
        </Label>
        <NativeSelect
          id={`${id}-grade`}
          value={query.grade ?? ''}
          onChange={(event) => onChange({ grade: toNumber(event.currentTarget.value) })}
        >
          <option value="">{t`Alle Stufen`}</option>
          {formdata?.grades.map((grade) => (
            <option key={grade.id} value={grade.id}>
              {grade.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-associate`}>
          <Trans>Zuständig</Trans>
        </Label>
        <NativeSelect
          id={`${id}-associate`}
          value={associateValue}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ associate: value === '' ? undefined : value === 'none' ? 'none' : Number(value) });
          }}
        >
          <option value="">{t`Alle`}</option>
          <option value="none">{t`Nicht zugewiesen`}</option>
          {formdata?.associates.map((associate) => (
            <option key={associate.id} value={associate.id}>
              {associate.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {hasInquiryFilters(query) && (
        <div className="flex items-end">
          <Button variant="ghost" onClick={() => onChange(clearedInquiryFilters())}>
            <Trans>Filter zurücksetzen</Trans>
          </Button>
        </div>
      )}
    </FilterPanel>
  );
}
