import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FilterPanel } from '@/components/list/filter-panel';
import { SearchField } from '@/components/list/search-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { OutboxList, OutboxListQuery } from '@/lib/contract';

interface OutboxFiltersProps {
  query: OutboxListQuery;
  templates: OutboxList['templates'] | undefined;
  onChange: (patch: Partial<OutboxListQuery>, options?: { replace?: boolean }) => void;
}

/** The recipient search and the template; the state is the tabs above. */
export function OutboxFilters({ query, templates, onChange }: OutboxFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <FilterPanel
      activeCount={query.template ? 1 : 0}
      search={
        <SearchField
          label={t`Empfänger`}
          placeholder={t`E-Mail-Adresse`}
          value={query.recipient ?? ''}
          onChange={(recipient) => onChange({ recipient: recipient || undefined }, { replace: true })}
        />
      }
    >
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-template`}>
          <Trans>Vorlage</Trans>
        </Label>
        <NativeSelect
          id={`${id}-template`}
          value={query.template ?? ''}
          onChange={(event) => onChange({ template: event.currentTarget.value || undefined })}
        >
          <option value="">{t`Alle Vorlagen`}</option>
          {templates?.map((entry) => (
            <option key={entry.template} value={entry.template}>
              {entry.code} {entry.template}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FilterPanel>
  );
}
