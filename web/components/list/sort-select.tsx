import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { SortOrder } from './sortable-header';

interface SortSelectProps<K extends string> {
  /** `fixed`: an order of its own (e.g. "upcoming first"), offered once, without a direction. */
  columns: readonly { value: K; label: string; fixed?: boolean }[];
  sort: K;
  order: SortOrder;
  onSort: (sort: K, order: SortOrder) => void;
  className?: string;
}

/** On phones, where the table becomes cards: the sort as one select (column and direction). */
export function SortSelect<K extends string>({ columns, sort, order, onSort, className }: SortSelectProps<K>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{t`Sortieren nach`}</Label>
      <NativeSelect
        id={id}
        value={columns.find((column) => column.value === sort)?.fixed ? `${sort}:asc` : `${sort}:${order}`}
        onChange={(event) => {
          const [column, direction] = event.currentTarget.value.split(':') as [K, SortOrder];
          onSort(column, direction);
        }}
      >
        {columns.flatMap(({ value, label, fixed }) =>
          fixed
            ? [
                <option key={value} value={`${value}:asc`}>
                  {label}
                </option>,
              ]
            : [
                <option key={`${value}:asc`} value={`${value}:asc`}>
                  {t`${label} (aufsteigend)`}
                </option>,
                <option key={`${value}:desc`} value={`${value}:desc`}>
                  {t`${label} (absteigend)`}
                </option>,
              ],
        )}
      </NativeSelect>
    </div>
  );
}
