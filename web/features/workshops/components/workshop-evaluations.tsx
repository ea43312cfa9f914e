import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Section } from '@/components/detail-section';
import { paths } from '@/config/paths';
import type { WorkshopDetail } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { evaluationKindLabels, evaluationStateLabels, labelOf } from '../labels';

type Evaluation = WorkshopDetail['evaluations'][number];

/**
 * The workshop page's evaluations: the class's and the teacher's links (responses, sent, open until) and each placed
 * coach's evaluation. Staff follow the links to the evaluation and to the audience statistics of this workshop;
 * finance reads the list only (evaluations are not theirs to open, docs/permissions.md).
 */
export function WorkshopEvaluations({
  workshopId,
  evaluations,
  staff,
}: {
  workshopId: number;
  evaluations: readonly Evaluation[];
  staff: boolean;
}) {
  const { t } = useLingui();
  return (
    <Section title={t`Evaluationen`} testId="workshop-evaluations">
      {evaluations.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Noch keine. Sie entstehen, sobald der Workshop durchgeführt ist.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {evaluations.map((evaluation) => (
            <li key={evaluation.id} className="flex flex-wrap gap-x-3">
              <EvaluationRow evaluation={evaluation} staff={staff} workshopId={workshopId} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function EvaluationRow({ evaluation, staff, workshopId }: { evaluation: Evaluation; staff: boolean; workshopId: number }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const kind = labelOf(i18n, evaluationKindLabels, evaluation.kind);
  const state = <span className="text-muted-foreground">{labelOf(i18n, evaluationStateLabels, evaluation.state)}</span>;
  if (evaluation.kind === 'by_coach') {
    const name = evaluation.coach?.name ?? '';
    return (
      <>
        <span>{kind}</span>
        {staff ? (
          <Link href={paths.manager.evaluation.href(evaluation.id)} className="text-primary hover:underline">
            {name}
          </Link>
        ) : (
          <span>{name}</span>
        )}
        {state}
      </>
    );
  }
  const count = evaluation.responses;
  const sent = evaluation.sent_at !== null ? formatTimestampDate(evaluation.sent_at, language) : null;
  const until = evaluation.expires_at !== null ? formatTimestampDate(evaluation.expires_at, language) : null;
  return (
    <>
      <span>{kind}</span>
      {state}
      <span className="tabular-nums">
        <Plural value={count} one="# Antwort" other="# Antworten" />
      </span>
      {sent && (
        <span className="text-muted-foreground">
          <Trans>versandt am {sent}</Trans>
        </span>
      )}
      {until && (
        <span className="text-muted-foreground">
          <Trans>Link gültig bis {until}</Trans>
        </span>
      )}
      {staff && (
        <Link
          href={`${paths.manager.evaluationsByAudience.href()}?workshop=${workshopId}&kind=${evaluation.kind}`}
          className="text-primary hover:underline"
        >
          <Trans>Antworten auswerten</Trans>
        </Link>
      )}
    </>
  );
}
