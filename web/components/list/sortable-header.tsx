import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';

export type SortOrder = 'asc' | 'desc';

interface SortableHeaderProps<K extends string> {
  column: K;
  label: ReactNode;
  sort: K;
  order: SortOrder;
  /** Called with the column and the order to use (a new column starts ascending, the same one flips). */
  onSort: (column: K, order: SortOrder) => void;
  className?: string;
}

/** A column header that sorts the list: a button inside the th, aria-sort on the th. */
export function SortableHeader<K extends string>({ column, label, sort, order, onSort, className }: SortableHeaderProps<K>) {
  const { t } = useLingui();
  const active = sort === column;
  const next: SortOrder = active && order === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? ArrowUpDownIcon : order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-2 text-left font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column, next)}
        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        title={next === 'asc' ? t`Aufsteigend sortieren` : t`Absteigend sortieren`}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'opacity-40')} />
      </button>
    </th>
  );
}
