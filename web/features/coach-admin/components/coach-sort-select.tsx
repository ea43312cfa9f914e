import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SortOrder } from '@/components/list/sortable-header';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { CoachListQuery } from '@/lib/contract';
import { cn } from '@/lib/utils';

type SortKey = CoachListQuery['sort'];

interface CoachSortSelectProps {
  sort: SortKey;
  order: SortOrder;
  onSort: (sort: SortKey, order: SortOrder) => void;
  className?: string;
}

/**
 * Every sort of the list in one select: the table's headers sort by name and state, but "created" and the approval
 * queue (which has no direction) are only here.
 */
export function CoachSortSelect({ sort, order, onSort, className }: CoachSortSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const options: readonly { value: `${SortKey}:${SortOrder}`; label: string }[] = [
    { value: 'queue:asc', label: t`Wartet auf Freigabe zuerst` },
    { value: 'name:asc', label: t`Name (A–Z)` },
    { value: 'name:desc', label: t`Name (Z–A)` },
    { value: 'state:asc', label: t`Status (aufsteigend)` },
    { value: 'state:desc', label: t`Status (absteigend)` },
    { value: 'created_at:desc', label: t`Erstellt (neueste zuerst)` },
    { value: 'created_at:asc', label: t`Erstellt (älteste zuerst)` },
  ];
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{t`Sortieren nach`}</Label>
      <NativeSelect
        id={id}
        value={sort === 'queue' ? 'queue:asc' : `${sort}:${order}`}
        onChange={(event) => {
          const [column, direction] = event.currentTarget.value.split(':') as [SortKey, SortOrder];
          onSort(column, direction);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
