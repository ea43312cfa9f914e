import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSearch } from 'wouter';
import { FilterTabs } from '@/components/list/filter-tabs';
import { PagedList } from '@/components/list/paged-list';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { useAuth } from '@/features/auth';
import { useManagerBasedata } from '@/features/basedata';
import { userStates, type UserState } from '@/lib/contract';
import { useUrlQuery } from '@/lib/use-url-query';
import { COACH_LIST_PREFIX, useCoaches } from '../api/get-coaches';
import { CoachFilters } from '../components/coach-filters';
import { CoachSortSelect } from '../components/coach-sort-select';
import { CoachesTable } from '../components/coaches-table';
import { CreateCoachDialog } from '../components/create-coach-dialog';
import { coachStateLabels } from '../labels';
import { clearedCoachFilters, coachListQuerySchema, hasCoachFilters, rememberCoachListSearch } from '../list-query';

type Tab = UserState | 'all';

/**
 * `/manager/coaches` (admin, associate, finance): the coaches with state tabs, filters, sort and pages in the URL.
 * Finance starts with the approval queue; admin and associate create coach accounts here.
 */
export default function CoachListPage() {
  const { t, i18n } = useLingui();
  const role = useAuth((state) => state.role);
  const [query, setQuery] = useUrlQuery(coachListQuerySchema(role));
  const search = useSearch();
  useEffect(() => rememberCoachListSearch(search), [search]);
  const list = useCoaches(query);
  const basedata = useManagerBasedata();
  const { mutate } = useSWRConfig();
  const [createOpen, setCreateOpen] = useState(false);
  const canCreate = role === 'admin' || role === 'associate';
  const counts = list.data?.counts;
  const filtered = hasCoachFilters(query) || query.state !== undefined;

  const tabs = [
    {
      value: 'all' as Tab,
      label: t`Alle`,
      count: counts ? userStates.reduce((sum, state) => sum + counts[state], 0) : undefined,
    },
    ...userStates.map((state) => ({ value: state as Tab, label: i18n._(coachStateLabels[state]), count: counts?.[state] })),
  ];
  const onSort = (sort: typeof query.sort, order: typeof query.order) => setQuery({ sort, order });
  const refreshLists = () =>
    void mutate((key) => typeof key === 'string' && key.startsWith(COACH_LIST_PREFIX), undefined, { revalidate: true });

  return (
    <>
      <PageHeader
        title={t`Coaches`}
        actions={
          canCreate ? (
            <Button onClick={() => setCreateOpen(true)}>
              <PlusIcon />
              <Trans>Neuer Coach</Trans>
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <FilterTabs<Tab>
          label={t`Status`}
          tabs={tabs}
          value={query.state ?? 'all'}
          onChange={(tab) => setQuery({ state: tab === 'all' ? undefined : tab })}
        />
        <CoachFilters query={query} basedata={basedata.data} onChange={setQuery} />
        <CoachSortSelect sort={query.sort} order={query.order} onSort={onSort} className="w-full sm:w-72" />

        <PagedList
          list={list}
          loading={<Trans>Coaches werden geladen …</Trans>}
          empty={filtered ? <Trans>Keine Coaches passen zu diesen Filtern.</Trans> : <Trans>Noch keine Coaches.</Trans>}
          onResetFilters={filtered ? () => setQuery({ ...clearedCoachFilters(), state: undefined }) : undefined}
          onPageChange={(page) => setQuery({ page })}
        >
          {(page) => (
            <CoachesTable
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

      {canCreate && <CreateCoachDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={refreshLists} />}
    </>
  );
}
