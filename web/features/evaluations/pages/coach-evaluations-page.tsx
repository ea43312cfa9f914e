import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LinkCard } from '@/components/list/link-card';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { OwnEvaluation } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { useOwnEvaluations } from '../api/own-evaluations';
import { CoachEvaluationStatePill, isSentBack, ReviewComment, WorkshopLine } from '../components/coach-evaluation-labels';

/** /manager/evaluations (coach): the evaluations of the workshops they gave, the ones to fill in first. */
export default function CoachEvaluationsPage() {
  const { t, i18n } = useLingui();
  const list = useOwnEvaluations(i18n.locale);
  const userId = useAuth((state) => state.userId);
  return (
    <>
      <PageHeader
        title={t`Evaluationen`}
        description={t`Nach jedem Workshop füllen Sie eine kurze Evaluation aus. Das Team validiert sie oder schickt sie mit einem Kommentar zurück.`}
        actions={
          userId !== null && (
            <Link href={paths.manager.trainerReport.href(userId)} className="text-sm font-medium underline underline-offset-4">
              <Trans>Mein Jahresbericht</Trans>
            </Link>
          )
        }
      />
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading>
          <Trans>Evaluationen werden geladen …</Trans>
        </ListLoading>
      ) : list.data.length === 0 ? (
        <ListEmpty>
          <Trans>Noch keine Evaluationen. Sobald ein Workshop von Ihnen durchgeführt ist, erscheint hier seine Evaluation.</Trans>
        </ListEmpty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Evaluationen`}>
          {list.data.map((evaluation) => (
            <OwnEvaluationCard key={evaluation.id} evaluation={evaluation} />
          ))}
        </ul>
      )}
    </>
  );
}

function OwnEvaluationCard({ evaluation }: { evaluation: OwnEvaluation }) {
  const { i18n } = useLingui();
  const sentBack = isSentBack(evaluation);
  const submitted = evaluation.submitted_at === null ? '' : formatTimestampDate(evaluation.submitted_at, i18n.locale);
  const validated = evaluation.validated_at === null ? '' : formatTimestampDate(evaluation.validated_at, i18n.locale);
  return (
    <LinkCard
      href={paths.manager.evaluation.href(evaluation.id)}
      title={evaluation.workshop.title}
      badge={<CoachEvaluationStatePill state={evaluation.state} sentBack={sentBack} />}
    >
      <p className="text-muted-foreground">
        <WorkshopLine workshop={evaluation.workshop} />
      </p>
      {sentBack && <ReviewComment comment={evaluation.review_comment!} returnedAt={evaluation.returned_at} />}
      {evaluation.state === 'pending' && submitted && (
        <p className="text-muted-foreground">
          <Trans>Abgeschickt am {submitted}</Trans>
        </p>
      )}
      {evaluation.state === 'completed' && validated && (
        <p className="text-muted-foreground">
          <Trans>Validiert am {validated}</Trans>
        </p>
      )}
    </LinkCard>
  );
}
