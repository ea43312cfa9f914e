import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { FilterTabs } from '@/components/list/filter-tabs';
import { FetchError } from '@/components/list/list-status';
import { PagedList } from '@/components/list/paged-list';
import { SortSelect } from '@/components/list/sort-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CalendarIcon, ListIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useManagerFormdata } from '@/features/inquiries';
import { todayInZurich, workshopStates, type WorkshopState } from '@/lib/contract';
import { normalizeLanguage } from '@/lib/language';
import { WorkshopListQuerySchema } from '@/lib/schemas';
import { useUrlQuery } from '@/lib/use-url-query';
import { useWorkshops, WORKSHOP_LIST_PREFIXES } from '../api/get-workshops';
import { DuplicateDialog, type DuplicateSource } from '../components/duplicate-dialog';
import { WorkshopCalendar } from '../components/workshop-calendar';
import { WorkshopFilters } from '../components/workshop-filters';
import { WorkshopsTable } from '../components/workshops-table';
import { workshopStateLabels } from '../labels';
import {
  calendarQuery,
  clearedWorkshopFilters,
  hasWorkshopFilters,
  parseView,
  rememberWorkshopListSearch,
  withView,
  type WorkshopView,
} from '../list-query';

type Tab = WorkshopState | 'all';

/**
 * `/manager/workshops` (admin, associate): the workshops as a list (filters, sort, pages) or a calendar (month or
 * week); everything in the URL. Several workshops can be selected and duplicated at once.
 */
export default function WorkshopListPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(WorkshopListQuerySchema);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const today = useMemo(() => todayInZurich(), []);
  const view = parseView(search, today);
  const calendar = view.kind === 'calendar' ? view : null;
  const list = useWorkshops(calendar ? null : query);
  const calendarList = useWorkshops(calendar ? calendarQuery(query, calendar.mode, calendar.anchor) : null);
  const current = calendar ? calendarList : list;
  const formdata = useManagerFormdata(normalizeLanguage(i18n.locale));
  const { mutate } = useSWRConfig();
  const [selected, setSelected] = useState<ReadonlyMap<number, DuplicateSource>>(new Map());
  const [duplicateOpen, setDuplicateOpen] = useState(false);

  useEffect(() => rememberWorkshopListSearch(search), [search]);

  const setView = (next: WorkshopView) => {
    const qs = withView(search, next, today);
    navigate(qs ? `${location}?${qs}` : location);
  };

  const data = current.data;
  const found = data?.total ?? 0;
  const counts = data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const tabs = [
    { value: 'all' as Tab, label: t`Alle`, count: total },
    ...workshopStates.map((state) => ({
      value: state as Tab,
      label: i18n._(workshopStateLabels[state]),
      count: counts ? (counts[state] ?? 0) : undefined,
    })),
  ];
  const sortColumns = [
    { value: 'upcoming' as const, label: t`Anstehende zuerst`, fixed: true },
    { value: 'date' as const, label: t`Datum` },
    { value: 'institute' as const, label: t`Schule / Ort` },
    { value: 'state' as const, label: t`Status` },
  ];
  const onSort = (sort: typeof query.sort, order: typeof query.order) => setQuery({ sort, order });
  const filtered = hasWorkshopFilters(query) || query.state !== undefined;
  const selectedCount = selected.size;

  const toggle = (id: number, on: boolean) => {
    const item = data?.items.find((w) => w.id === id);
    setSelected((previous) => {
      const next = new Map(previous);
      if (on && item) next.set(id, item);
      else next.delete(id);
      return next;
    });
  };
  const refreshLists = () =>
    void mutate((key) => typeof key === 'string' && WORKSHOP_LIST_PREFIXES.some((prefix) => key.startsWith(prefix)), undefined, {
      revalidate: true,
    });

  return (
    <>
      <PageHeader
        title={t`Workshops`}
        actions={
          <>
            <Button asChild variant="outline" size="sm" className="h-10">
              <Link href={paths.manager.staffingPlan.href()}>
                <Trans>Einsatzplan</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm" className="h-10">
              <Link href={paths.manager.allocations.href()}>
                <Trans>Einsatzübersicht</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm" className="h-10">
              <Link href={paths.manager.materialOrders.href()}>
                <Trans>Materialbestellungen</Trans>
              </Link>
            </Button>
            <div role="group" aria-label={t`Darstellung`} className="inline-flex rounded-md border p-0.5">
              <Button
                size="sm"
                variant={calendar ? 'ghost' : 'secondary'}
                aria-pressed={!calendar}
                onClick={() => setView({ kind: 'list' })}
              >
                <ListIcon />
                <Trans>Liste</Trans>
              </Button>
              <Button
                size="sm"
                variant={calendar ? 'secondary' : 'ghost'}
                aria-pressed={!!calendar}
                onClick={() => setView({ kind: 'calendar', mode: 'month', anchor: query.date_from ?? today })}
              >
                <CalendarIcon />
                <Trans>Kalender</Trans>
              </Button>
            </div>
          </>
        }
      />
      <div className="grid gap-4">
        <FilterTabs<Tab>
          label={t`Status`}
          tabs={tabs}
          value={query.state ?? 'all'}
          onChange={(tab) => setQuery({ state: tab === 'all' ? undefined : tab })}
        />
        <WorkshopFilters query={query} subjects={formdata.data?.workshops ?? []} showDates={!calendar} onChange={setQuery} />

        {calendar ? (
          current.error && !data ? (
            <FetchError error={current.error} onRetry={() => void current.mutate()} />
          ) : (
            <WorkshopCalendar
              mode={calendar.mode}
              anchor={calendar.anchor}
              today={today}
              items={data?.items ?? []}
              truncated={!!data && data.total > data.items.length}
              loading={current.isLoading}
              onChange={(mode, anchor) => setView({ kind: 'calendar', mode, anchor })}
            />
          )
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <SortSelect
                columns={sortColumns}
                sort={query.sort}
                order={query.order}
                onSort={onSort}
                className="w-full md:hidden"
              />
              {selected.size > 0 && (
                <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
                  <span>
                    <Plural value={selectedCount} one="# ausgewählt" other="# ausgewählt" />
                  </span>
                  <Button size="sm" onClick={() => setDuplicateOpen(true)}>
                    <Trans>Auswahl duplizieren</Trans>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                    <Trans>Auswahl aufheben</Trans>
                  </Button>
                </div>
              )}
            </div>
            <PagedList
              list={current}
              loading={<Trans>Workshops werden geladen …</Trans>}
              empty={filtered ? <Trans>Keine Workshops passen zu diesen Filtern.</Trans> : <Trans>Noch keine Workshops.</Trans>}
              onResetFilters={filtered ? () => setQuery({ ...clearedWorkshopFilters(), state: undefined }) : undefined}
              onPageChange={(page) => setQuery({ page })}
            >
              {(page) => (
                <WorkshopsTable
                  items={page.items}
                  caption={t`Workshops (${found})`}
                  sort={{ sort: query.sort, order: query.order, onSort }}
                  show={{ language: true }}
                  selection={{ selected: new Set(selected.keys()), onToggle: toggle }}
                  stale={current.isLoading}
                />
              )}
            </PagedList>
          </>
        )}
      </div>

      <DuplicateDialog
        open={duplicateOpen}
        onOpenChange={setDuplicateOpen}
        sources={[...selected.values()]}
        onDuplicated={() => {
          setSelected(new Map());
          refreshLists();
        }}
      />
    </>
  );
}
