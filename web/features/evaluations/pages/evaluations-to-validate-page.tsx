import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LinkCard } from '@/components/list/link-card';
import { PagedList } from '@/components/list/paged-list';
import { PageHeader } from '@/components/page-header';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import type { EvaluationToValidate } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { useEvaluationsToValidate } from '../api/to-validate';
import { WorkshopLine } from '../components/coach-evaluation-labels';
import { StaffEvaluationTabs } from '../components/staff-evaluation-tabs';

/** /manager/evaluations/to-validate (admin, associate): the coaches' submitted evaluations, the longest waiting first. */
export default function EvaluationsToValidatePage() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const list = useEvaluationsToValidate(page, i18n.locale);
  return (
    <>
      <PageHeader
        title={t`Evaluationen`}
        description={t`Die Evaluationen der Coaches, die auf eine Validierung warten, die älteste zuerst.`}
      />
      <StaffEvaluationTabs />
      <PagedList
        list={list}
        loading={<Trans>Evaluationen werden geladen …</Trans>}
        empty={<Trans>Keine Evaluation wartet auf eine Validierung.</Trans>}
        onPageChange={setPage}
      >
        {(data) => (
          <ul className="grid gap-3" aria-label={t`Zu validieren`}>
            {data.items.map((item) => (
              <QueueCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function QueueCard({ item }: { item: EvaluationToValidate }) {
  const { t, i18n } = useLingui();
  const coach = item.coach.name;
  const title = item.workshop.title;
  const submitted = item.submitted_at === null ? '–' : formatTimestampDate(item.submitted_at, i18n.locale);
  return (
    <LinkCard
      href={paths.manager.evaluation.href(item.id)}
      title={t`${coach}: ${title}`}
      badge={item.returned_at !== null ? <StatusPill tone="info">{t`Korrigiert`}</StatusPill> : undefined}
    >
      <p className="text-muted-foreground">
        <WorkshopLine workshop={item.workshop} />
      </p>
      <p className="text-muted-foreground">
        <Trans>Abgeschickt am {submitted}</Trans>
      </p>
    </LinkCard>
  );
}
