import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { REVIEW_COMMENT_MAX, type CoachEvaluation } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { sendEvaluationBack, validateEvaluation } from '../api/evaluation';

/** The spec's "Validated successfully". */
const validatedSuccessfully = msg`Erfolgreich validiert`;

/** Admin and associate on a pending evaluation: validate it, or send it back to the coach with a comment. */
export function ValidationActions({ evaluation, onChanged }: { evaluation: CoachEvaluation; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [validating, setValidating] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);

  const validate = async () => {
    setValidating(true);
    try {
      await validateEvaluation(evaluation.id);
    } catch (thrown) {
      toast.error(i18n._(errorMessage(thrown)));
      onChanged();
      return;
    } finally {
      setValidating(false);
    }
    toast.success(i18n._(validatedSuccessfully));
    onChanged();
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => void validate()} disabled={validating} aria-busy={validating || undefined}>
        {validating && <Spinner size="md" />}
        {t`Validieren`}
      </Button>
      <Button variant="outline" onClick={() => setSendingBack(true)} disabled={validating}>
        {t`Zurückschicken`}
      </Button>
      {sendingBack && (
        <SendBackDialog
          evaluation={evaluation}
          onClose={() => setSendingBack(false)}
          onSent={() => {
            setSendingBack(false);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/** The comment is required; the dialog says the coach gets it by mail (it is the confirmation). */
function SendBackDialog({
  evaluation,
  onClose,
  onSent,
}: {
  evaluation: CoachEvaluation;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useLingui();
  const commentId = useId();
  const [comment, setComment] = useState('');
  const coach = evaluation.coach.name;

  const send = async () => {
    if (!comment.trim()) return t`Bitte einen Kommentar für den Coach eingeben.`;
    try {
      await sendEvaluationBack(evaluation.id, comment.trim());
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Die Evaluation wurde an ${coach} zurückgeschickt.`);
    onSent();
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Evaluation zurückschicken`}
      description={
        <p>
          <Trans>{coach} erhält eine E-Mail mit Ihrem Kommentar und kann die Evaluation korrigieren und erneut abschicken.</Trans>
        </p>
      }
      confirmLabel={t`Zurückschicken`}
      onConfirm={send}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={commentId}>
          <Trans>Kommentar für den Coach</Trans>
        </Label>
        <Textarea
          id={commentId}
          rows={4}
          required
          aria-required
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
