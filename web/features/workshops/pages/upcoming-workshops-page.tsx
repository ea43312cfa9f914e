import { Trans, useLingui } from '@lingui/react/macro';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import { PageHeader } from '@/components/page-header';
import { WorkshopListQuerySchema } from '@/lib/schemas';
import { useUrlQuery } from '@/lib/use-url-query';
import { useUpcomingWorkshops } from '../api/get-upcoming-workshops';
import { WorkshopsTable } from '../components/workshops-table';

/**
 * `/manager/workshops/upcoming` (finance; also admin and associate): the workshops from today on that will take
 * place, read-only, with their price. Rows open the detail (where finance sees no edit or state actions).
 */
export default function UpcomingWorkshopsPage() {
  const { t } = useLingui();
  const [query, setQuery] = useUrlQuery(WorkshopListQuerySchema);
  const list = useUpcomingWorkshops(query);
  const data = list.data;
  const total = data?.total ?? 0;
  return (
    <>
      <PageHeader title={t`Anstehende Workshops`} description={t`Workshops ab heute, nach Datum.`} />
      {list.error && !data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !data ? (
        <ListLoading>
          <Trans>Workshops werden geladen …</Trans>
        </ListLoading>
      ) : data.items.length === 0 ? (
        <ListEmpty>
          <Trans>Keine anstehenden Workshops.</Trans>
        </ListEmpty>
      ) : (
        <>
          <WorkshopsTable
            items={data.items}
            caption={t`Anstehende Workshops (${total})`}
            show={{ price: true }}
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
    </>
  );
}
