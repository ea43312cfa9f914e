import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { resendEvaluationLinkRequest } from '../api/resend-evaluation-link';
import { canResendLink } from '../evaluation-links';
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
  onChanged,
}: {
  workshopId: number;
  evaluations: readonly Evaluation[];
  staff: boolean;
  /** After a change (a link sent again): reload the workshop. */
  onChanged: () => void;
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
              <EvaluationRow evaluation={evaluation} staff={staff} workshopId={workshopId} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function EvaluationRow({
  evaluation,
  staff,
  workshopId,
  onChanged,
}: {
  evaluation: Evaluation;
  staff: boolean;
  workshopId: number;
  onChanged: () => void;
}) {
  const { i18n } = useLingui();
  /** When the page was drawn: a link that closes while it is open is refused by the server (409, said in words). */
  const [shownAt] = useState(() => Date.now() / 1000);
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
      {staff && canResendLink(evaluation, shownAt) && <ResendLinkButton evaluation={evaluation} onSent={onChanged} />}
    </>
  );
}

/**
 * "Link erneut senden": the school lost the class's mail. Asks first (the school is mailed, the old link stops
 * working), then says where it went.
 */
function ResendLinkButton({ evaluation, onSent }: { evaluation: Evaluation; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const send = async () => {
    try {
      const { recipient } = await resendEvaluationLinkRequest(evaluation.id);
      toast.success(t`Der Evaluationslink ist erneut an ${recipient} gesendet.`);
      onSent();
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Trans>Link erneut senden</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Evaluationslink erneut senden?`}
        description={
          <p>
            <Trans>
              Die Kontaktperson der Schule erhält den Link der Klasse noch einmal per E-Mail, mit einer neuen Adresse. Der
              bisherige Link funktioniert danach nicht mehr; bis zum gleichen Tag kann die Klasse antworten.
            </Trans>
          </p>
        }
        confirmLabel={t`Link erneut senden`}
        onConfirm={send}
      />
    </>
  );
}
