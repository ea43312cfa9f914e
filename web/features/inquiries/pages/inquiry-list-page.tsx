import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { FilterTabs } from '@/components/list/filter-tabs';
import { PagedList } from '@/components/list/paged-list';
import { SortSelect } from '@/components/list/sort-select';
import { PageHeader } from '@/components/page-header';
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
  const counts = list.data?.counts;

  const tabs = [
    {
      value: 'all' as Tab,
      label: t({ message: 'Alle', context: 'all inquiries (feminine in fr, it)' }),
      count: counts ? counts.requested + counts.validated : undefined,
    },
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

        <PagedList
          list={list}
          loading={<Trans>Anfragen werden geladen …</Trans>}
          empty={
            hasInquiryFilters(query) || query.state ? (
              <Trans>Keine Anfragen passen zu diesen Filtern.</Trans>
            ) : (
              <Trans>Es sind noch keine Anfragen eingegangen.</Trans>
            )
          }
          onResetFilters={hasInquiryFilters(query) ? () => setQuery(clearedInquiryFilters()) : undefined}
          onPageChange={(page) => setQuery({ page })}
        >
          {(page) => (
            <InquiriesTable
              items={page.items}
              total={page.total}
              sort={query.sort}
              order={query.order}
              onSort={onSort}
              stale={list.isLoading}
            />
          )}
        </PagedList>
      </div>
    </>
  );
}
