import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FilterPanel } from '@/components/list/filter-panel';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CoachListQuery, ManagerBasedata } from '@/lib/contract';
import { clearedCoachFilters, coachFilterKeys, hasCoachFilters } from '../list-query';

type NamedItem = ManagerBasedata['coach_languages'][number];

interface CoachFiltersProps {
  query: CoachListQuery;
  basedata: ManagerBasedata | undefined;
  onChange: (patch: Partial<CoachListQuery>, options?: { replace?: boolean }) => void;
}

const ratings = [1, 2, 3, 4, 5] as const;
const toId = (value: string) => (value ? Number(value) : undefined);

/** Text search, language, subject, skill and the skill's minimum rating (1–5). */
export function CoachFilters({ query, basedata, onChange }: CoachFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const activeCount = coachFilterKeys.filter((key) => key !== 'q' && query[key] !== undefined).length;
  return (
    <FilterPanel
      activeCount={activeCount}
      search={
        <SearchField
          label={t`Suche`}
          placeholder={t`Name, E-Mail, Ort`}
          value={query.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined }, { replace: true })}
        />
      }
    >
      <ItemSelect
        id={`${id}-language`}
        label={<Trans>Sprache</Trans>}
        allLabel={t`Alle Sprachen`}
        items={basedata?.coach_languages ?? []}
        value={query.language}
        onChange={(language) => onChange({ language })}
      />
      <ItemSelect
        id={`${id}-subject`}
        label={<Trans>Thema</Trans>}
        allLabel={t`Alle Themen`}
        items={basedata?.coach_subjects ?? []}
        value={query.subject}
        onChange={(subject) => onChange({ subject })}
      />
      <ItemSelect
        id={`${id}-skill`}
        label={<Trans>Fähigkeit</Trans>}
        allLabel={t`Alle Fähigkeiten`}
        items={basedata?.coach_skills ?? []}
        value={query.skill}
        // The minimum rating only means something with a skill.
        onChange={(skill) => onChange({ skill, ...(skill ? {} : { min_rating: undefined }) })}
      />
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-rating`}>
          <Trans>Mindestbewertung</Trans>
        </Label>
        <NativeSelect
          id={`${id}-rating`}
          value={query.min_rating ?? ''}
          disabled={query.skill === undefined}
          onChange={(event) => onChange({ min_rating: toId(event.currentTarget.value) })}
        >
          <option value="">{t`Beliebig`}</option>
          {ratings.map((rating) => (
            <option key={rating} value={rating}>
              {t`mindestens ${rating} von 5`}
            </option>
          ))}
        </NativeSelect>
      </div>
      {hasCoachFilters(query) && (
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={() => onChange(clearedCoachFilters())}>
            <Trans>Filter zurücksetzen</Trans>
          </Button>
        </div>
      )}
    </FilterPanel>
  );
}

interface ItemSelectProps {
  id: string;
  label: ReactNode;
  allLabel: string;
  items: readonly NamedItem[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

function ItemSelect({ id, label, allLabel, items, value, onChange }: ItemSelectProps) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(toId(event.currentTarget.value))}>
        <option value="">{allLabel}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
