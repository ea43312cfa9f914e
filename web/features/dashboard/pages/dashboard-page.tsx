import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { normalizeLanguage } from '@/lib/language';
import { useDashboard } from '../api/get-dashboard';
import { EscalationsCard } from '../components/escalations-card';
import { NewsFeed } from '../components/news-feed';
import { WorkItemCard } from '../components/work-item-card';

/** `/manager` (every role): a welcome, the work waiting for the reader's role with links to its screens, and the news. */
export default function DashboardPage() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const firstname = user?.firstname ?? '';
  const dashboard = useDashboard(normalizeLanguage(i18n.locale));
  const workId = useId();
  const data = dashboard.data;
  return (
    <>
      <PageHeader
        title={t`Dashboard`}
        description={t`Willkommen, ${firstname}`}
        actions={
          user?.role === 'coach' && (
            <Link href={paths.manager.trainerReport.href(user.id)} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Mein Jahresbericht</Trans>
            </Link>
          )
        }
      />
      {dashboard.error && !data ? (
        <FetchError error={dashboard.error} onRetry={() => void dashboard.mutate()} />
      ) : !data || !user ? (
        <ListLoading>
          <Trans>Dashboard wird geladen …</Trans>
        </ListLoading>
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby={workId} className="grid gap-3">
            <h2 id={workId} className="sr-only">
              <Trans>Was ansteht</Trans>
            </h2>
            <ul className="grid gap-3 md:grid-flow-row-dense md:grid-cols-2 xl:grid-cols-3" data-testid="dashboard-items">
              {data.items.map((item) => (
                <WorkItemCard key={item.key} item={item} userId={user.id} />
              ))}
            </ul>
          </section>
          {(user.role === 'admin' || user.role === 'associate') && <EscalationsCard />}
          <NewsFeed news={data.news} />
        </div>
      )}
    </>
  );
}
