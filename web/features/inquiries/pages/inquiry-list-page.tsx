import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { FilterTabs } from '@/components/list/filter-tabs';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import { SortSelect } from '@/components/list/sort-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import type { InquiryState } from '@/lib/contract';
import { normalizeLanguage } from '@/lib/language';
import { InquiryListQuerySchema } from '@/lib/schemas';
import { useUrlQuery } from '@/lib/use-url-query';
import { useInquiries } from '../api/get-inquiries';
import { useManagerFormdata } from '../api/get-manager-formdata';
import { InquiriesTable } from '../components/inquiries-table';
import { InquiryFilters } from '../components/inquiry-filters';
import { inquiryStateLabels } from '../labels';
import { clearedInquiryFilters, hasInquiryFilters, rememberInquiryListSearch } from '../list-query';

type Tab = InquiryState | 'all';

/** `/manager/inquiries` (admin, associate): the inquiries with state tabs, filters, sort and pages in the URL. */
export default function InquiryListPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(InquiryListQuerySchema);
  const search = useSearch();
  useEffect(() => rememberInquiryListSearch(search), [search]);
  const list = useInquiries(query);
  const formdata = useManagerFormdata(normalizeLanguage(i18n.locale));
  const data = list.data;
  const counts = data?.counts;

  const tabs = [
    { value: 'all' as Tab, label: t`Alle`, count: counts ? counts.requested + counts.validated : undefined },
    { value: 'requested' as Tab, label: i18n._(inquiryStateLabels.requested), count: counts?.requested },
    { value: 'validated' as Tab, label: i18n._(inquiryStateLabels.validated), count: counts?.validated },
  ];
  const sortColumns = [
    { value: 'created_at' as const, label: t`Eingang` },
    { value: 'institute' as const, label: t`Schule / Institution` },
    { value: 'first_date' as const, label: t`Erster Termin` },
    { value: 'state' as const, label: t`Status` },
  ];
  const onSort = (sort: typeof query.sort, order: typeof query.order) => setQuery({ sort, order });

  return (
    <>
      <PageHeader title={t`Anfragen`} />
      <div className="grid gap-4">
        <FilterTabs<Tab>
          label={t`Status`}
          tabs={tabs}
          value={query.state ?? 'all'}
          onChange={(tab) => setQuery({ state: tab === 'all' ? undefined : tab })}
        />
        <InquiryFilters query={query} formdata={formdata.data} onChange={setQuery} />
        <SortSelect columns={sortColumns} sort={query.sort} order={query.order} onSort={onSort} className="md:hidden" />

        {list.error && !data ? (
          <FetchError error={list.error} onRetry={() => void list.mutate()} />
        ) : !data ? (
          <ListLoading>
            <Trans>Anfragen werden geladen …</Trans>
          </ListLoading>
        ) : data.items.length === 0 ? (
          <ListEmpty
            action={
              hasInquiryFilters(query) ? (
                <Button variant="outline" onClick={() => setQuery(clearedInquiryFilters())}>
                  <Trans>Filter zurücksetzen</Trans>
                </Button>
              ) : undefined
            }
          >
            {hasInquiryFilters(query) || query.state ? (
              <Trans>Keine Anfragen passen zu diesen Filtern.</Trans>
            ) : (
              <Trans>Es sind noch keine Anfragen eingegangen.</Trans>
            )}
          </ListEmpty>
        ) : (
          <>
            {list.error && <FetchError error={list.error} onRetry={() => void list.mutate()} />}
            <InquiriesTable
              items={data.items}
              total={data.total}
              sort={query.sort}
              order={query.order}
              onSort={onSort}
              stale={list.isLoading}
            />
            <Pagination
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              onPageChange={(page) => {
                setQuery({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </div>
    </>
  );
}
