import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import type { EvaluationState, EvaluationWorkshop } from '@/lib/contract';
import { formatShortDate, formatTimeRange, formatTimestampDate } from '@/lib/format';

/** An open evaluation that an associate sent back: the coach has to correct it. */
export const isSentBack = (evaluation: { state: EvaluationState; returned_at: number | null; review_comment: string | null }) =>
  evaluation.state === 'open' && evaluation.returned_at !== null && !!evaluation.review_comment;

/** The state of a coach's evaluation as a pill: to fill in, sent back, waiting for validation, validated. */
export function CoachEvaluationStatePill({ state, sentBack = false }: { state: EvaluationState; sentBack?: boolean }) {
  const { t } = useLingui();
  const [tone, label]: [StatusTone, string] =
    state === 'completed'
      ? ['success', t`Validiert`]
      : state === 'pending'
        ? ['info', t`Wartet auf Validierung`]
        : sentBack
          ? ['danger', t`Zurückgeschickt`]
          : ['waiting', t`Offen`];
  return <StatusPill tone={tone}>{label}</StatusPill>;
}

/** "Mi., 11.01.2027, 08:00–10:00 · Schule Musterdorf" */
export function WorkshopLine({ workshop }: { workshop: EvaluationWorkshop }) {
  const { i18n } = useLingui();
  return (
    <span>
      {formatShortDate(workshop.date, i18n.locale)}, {formatTimeRange(workshop.start_time, workshop.end_time)} ·{' '}
      {workshop.institute}
    </span>
  );
}

/** The associate's comment on a sent-back evaluation, shown prominently to the coach (and to staff). */
export function ReviewComment({ comment, returnedAt }: { comment: string; returnedAt: number | null }) {
  const { i18n } = useLingui();
  const when = returnedAt === null ? '' : formatTimestampDate(returnedAt, i18n.locale);
  return (
    <Alert variant="destructive" className="text-foreground">
      <AlertTitle>
        <Trans>Zurückgeschickt am {when}</Trans>
      </AlertTitle>
      <AlertDescription>
        <p className="whitespace-pre-wrap">{comment}</p>
      </AlertDescription>
    </Alert>
  );
}
