import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextareaField } from '@/components/form/field';
import { applyFieldErrors } from '@/components/form/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { validationKeys, type CoachRequestState } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { answerLabels, type Answer } from '../labels';

/** The server's limit for the comment (AnswerBodySchema). */
const COMMENT_MAX = 2000;

interface AnswerFields {
  comment: string;
}

interface AnswerFormProps {
  /** new-request: both answers; approved/declined: behind "Antwort ändern", the other answer only. */
  state: CoachRequestState;
  /** Ids of the card's title and date: the buttons say which request they answer. */
  describedBy: string;
  onAnswer: (answer: Answer, comment: string | undefined) => Promise<void>;
}

/** The optional comment and the answer buttons of a request card. */
export function AnswerForm({ state, describedBy, onAnswer }: AnswerFormProps) {
  const { t, i18n } = useLingui();
  const changing = state !== 'new-request';
  const [open, setOpen] = useState(!changing);
  const [pending, setPending] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  /** Set when the coach opens or closes "Antwort ändern": the focus follows (textarea, or back to the toggle). */
  const moveFocus = useRef(false);
  const legendId = useId();
  const form = useForm<AnswerFields>({ defaultValues: { comment: '' } });
  const answers: Answer[] = changing ? [state === 'approved' ? 'declined' : 'approved'] : ['approved', 'declined'];

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (open) form.setFocus('comment');
    else container.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
  }, [open, form]);

  const toggle = (next: boolean) => {
    moveFocus.current = true;
    setError(null);
    form.reset();
    setOpen(next);
  };

  const send = (answer: Answer) =>
    form.handleSubmit(async ({ comment }) => {
      setPending(answer);
      setError(null);
      try {
        await onAnswer(answer, comment.trim() || undefined);
        form.reset();
      } catch (thrown) {
        if (isApiError(thrown) && thrown.code === 'validation_failed') applyFieldErrors(form, thrown);
        const reason = i18n._(errorMessage(thrown));
        const text = t`Die Anfrage konnte nicht beantwortet werden: ${reason}`;
        setError(text);
        toast.error(text);
      } finally {
        setPending(null);
      }
    });

  if (!open) {
    return (
      <div ref={container} className="border-t pt-4">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          aria-expanded={false}
          aria-describedby={describedBy}
          onClick={() => toggle(true)}
        >
          <Trans>Antwort ändern</Trans>
        </Button>
      </div>
    );
  }

  const busy = pending !== null;
  return (
    <div ref={container} role="group" aria-labelledby={legendId} className="grid gap-3 border-t pt-4">
      <p id={legendId} className="font-medium">
        {changing ? <Trans>Antwort ändern</Trans> : <Trans>Können Sie diesen Workshop übernehmen?</Trans>}
      </p>
      <FormProvider {...form}>
        <TextareaField<AnswerFields>
          name="comment"
          label={t`Kommentar (optional)`}
          rows={3}
          maxLength={COMMENT_MAX}
          readOnly={busy}
          registerOptions={{ maxLength: { value: COMMENT_MAX, message: validationKeys.tooLong } }}
        />
      </FormProvider>
      {error && (
        <Alert variant="destructive" data-testid="answer-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {answers.map((answer) => (
          <Button
            key={answer}
            size="lg"
            variant={answer === 'approved' ? 'default' : 'outline'}
            className="w-full sm:w-auto"
            disabled={busy}
            aria-busy={pending === answer || undefined}
            aria-describedby={describedBy}
            onClick={() => void send(answer)()}
          >
            {pending === answer && <Spinner size="md" />}
            {i18n._(answerLabels[answer])}
          </Button>
        ))}
        {changing && (
          <Button variant="ghost" size="lg" className="w-full sm:w-auto" disabled={busy} onClick={() => toggle(false)}>
            <Trans>Abbrechen</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
