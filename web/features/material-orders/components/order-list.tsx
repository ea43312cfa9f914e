import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import type { OrderList as OrderListData } from '@/lib/contract';
import { OrderCard } from './order-card';

interface OrderListProps {
  list: { data?: OrderListData; error?: unknown; mutate: () => unknown };
  staff: boolean;
  showWorkshop?: boolean;
  headingLevel?: 2 | 3;
  empty: ReactNode;
  onChanged: () => void;
  onPageChange?: (page: number) => void;
}

/** A page of orders as cards, with loading, error and empty states. */
export function OrderList({ list, staff, showWorkshop = true, headingLevel, empty, onChanged, onPageChange }: OrderListProps) {
  if (list.error && !list.data) return <FetchError error={list.error} onRetry={() => void list.mutate()} />;
  if (!list.data) {
    return (
      <ListLoading>
        <Trans>Bestellungen werden geladen …</Trans>
      </ListLoading>
    );
  }
  const { items, page, per_page, total } = list.data;
  if (items.length === 0) return <ListEmpty>{empty}</ListEmpty>;
  return (
    <>
      <ul className="grid items-start gap-4 xl:grid-cols-2">
        {items.map((order) => (
          <li key={order.id} className="grid min-w-0">
            <OrderCard
              order={order}
              staff={staff}
              showWorkshop={showWorkshop}
              headingLevel={headingLevel}
              onChanged={onChanged}
            />
          </li>
        ))}
      </ul>
      {onPageChange && <Pagination page={page} perPage={per_page} total={total} onPageChange={onPageChange} />}
    </>
  );
}
