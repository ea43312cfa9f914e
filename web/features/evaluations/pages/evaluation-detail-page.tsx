import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { CoachEvaluation } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { useEvaluation, useRefreshEvaluations } from '../api/evaluation';
import { CoachEvaluationForm } from '../components/coach-evaluation-form';
import { CoachEvaluationStatePill, isSentBack, ReviewComment, WorkshopLine } from '../components/coach-evaluation-labels';
import { EvaluationAnswers } from '../components/coach-evaluation-answers';
import { ValidationActions } from '../components/validation-actions';

/**
 * /manager/evaluations/:id: the coach fills in their open evaluation (read-only once submitted); admin and associate
 * read the answers and validate a submitted one or send it back with a comment.
 */
export default function EvaluationDetailPage({ id }: { id?: number }) {
  const { t, i18n } = useLingui();
  const role = useAuth((state) => state.role);
  const detail = useEvaluation(id ?? 0, i18n.locale);
  const refresh = useRefreshEvaluations();
  const isCoach = role === 'coach';
  const back = isCoach
    ? { href: paths.manager.evaluations.path, label: t`Alle Evaluationen` }
    : { href: paths.manager.evaluationsToValidate.path, label: t`Zu validieren` };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href={back.href} className="text-primary hover:underline">
          ← {back.label}
        </Link>
      </p>
      {detail.error && !detail.data ? (
        <>
          <PageHeader title={t`Evaluation`} />
          <FetchError error={detail.error} onRetry={() => void detail.mutate()} />
        </>
      ) : !detail.data ? (
        <>
          <PageHeader title={t`Evaluation`} />
          <ListLoading />
        </>
      ) : (
        <EvaluationView evaluation={detail.data} isCoach={isCoach} onChanged={refresh} />
      )}
    </>
  );
}

function EvaluationView({
  evaluation,
  isCoach,
  onChanged,
}: {
  evaluation: CoachEvaluation;
  isCoach: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const sentBack = isSentBack(evaluation);
  const title = evaluation.workshop.title;
  const coach = evaluation.coach.name;
  const submitted = evaluation.submitted_at === null ? '' : formatTimestampDate(evaluation.submitted_at, i18n.locale);
  const validated = evaluation.validated_at === null ? '' : formatTimestampDate(evaluation.validated_at, i18n.locale);
  const validator = evaluation.validated_by ?? '–';
  return (
    <>
      <PageHeader
        title={t`Evaluation: ${title}`}
        description={
          <span className="grid gap-1">
            <WorkshopLine workshop={evaluation.workshop} />
            {!isCoach && <Trans>Coach: {coach}</Trans>}
          </span>
        }
        actions={<CoachEvaluationStatePill state={evaluation.state} sentBack={sentBack} />}
      />
      <div className="grid max-w-3xl gap-6">
        {sentBack && <ReviewComment comment={evaluation.review_comment!} returnedAt={evaluation.returned_at} />}
        {evaluation.state === 'pending' && submitted && (
          <p className="text-muted-foreground">
            {isCoach ? (
              <Trans>Abgeschickt am {submitted}. Das Team prüft Ihre Evaluation.</Trans>
            ) : (
              <Trans>Abgeschickt am {submitted}.</Trans>
            )}
          </p>
        )}
        {evaluation.state === 'completed' && validated && (
          <p className="text-muted-foreground">
            <Trans>
              Validiert am {validated} von {validator}.
            </Trans>
          </p>
        )}
        {isCoach && evaluation.state === 'open' ? (
          <CoachEvaluationForm key={evaluation.id} evaluation={evaluation} onSaved={onChanged} />
        ) : !isCoach && evaluation.state === 'open' ? (
          <p className="text-muted-foreground">
            <Trans>Der Coach hat die Evaluation noch nicht abgeschickt.</Trans>
          </p>
        ) : (
          <EvaluationAnswers questionnaire={evaluation.questionnaire} answers={evaluation.answers} />
        )}
        {!isCoach && evaluation.state === 'pending' && <ValidationActions evaluation={evaluation} onChanged={onChanged} />}
      </div>
    </>
  );
}
