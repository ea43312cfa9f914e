import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FetchError, ListEmpty, ListLoading } from './list-status';
import { Pagination } from './pagination';

export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

interface PagedListProps<P extends Page<unknown>> {
  /** The list's SWR state: the last page loaded, the last error, and a retry. */
  list: { data?: P; error?: unknown; mutate: () => unknown };
  /** What is loading ("Coaches werden geladen …"). */
  loading: ReactNode;
  /** Why there are no rows (no data yet, or none for these filters). */
  empty: ReactNode;
  /** When filters are set: a "reset filters" button under the empty message. */
  onResetFilters?: () => void;
  onPageChange: (page: number) => void;
  /** The rows of the page (table, cards). */
  children: (page: P) => ReactNode;
}

/**
 * The states every paginated list goes through: loading, failed (with retry), empty (with a way out of the filters),
 * and a page of rows with the pagination under it. A failed reload keeps the last page and shows the error above it.
 */
export function PagedList<P extends Page<unknown>>({
  list,
  loading,
  empty,
  onResetFilters,
  onPageChange,
  children,
}: PagedListProps<P>) {
  const { data, error } = list;
  const retry = () => void list.mutate();
  if (error && !data) return <FetchError error={error} onRetry={retry} />;
  if (!data) return <ListLoading>{loading}</ListLoading>;
  if (data.items.length === 0) {
    return (
      <ListEmpty
        action={
          onResetFilters && (
            <Button variant="outline" onClick={onResetFilters}>
              <Trans>Filter zurücksetzen</Trans>
            </Button>
          )
        }
      >
        {empty}
      </ListEmpty>
    );
  }
  return (
    <>
      {error && <FetchError error={error} onRetry={retry} />}
      {children(data)}
      <Pagination
        page={data.page}
        perPage={data.per_page}
        total={data.total}
        onPageChange={(page) => {
          onPageChange(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
