import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, Form } from '@/components/form/form';
import { validationMessages } from '@/components/form/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import type { CoachEvaluation } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { saveEvaluation } from '../api/evaluation';
import { QuestionnaireFields, type QuestionnaireFormValues } from './questionnaire-fields';
import { answersFrom, formValuesFrom, unansweredRequired } from './questionnaire-values';

/**
 * The coach fills in their open evaluation: "Speichern" keeps it open (a draft), "Abschicken" checks that every
 * required question is answered ('Bitte alle Felder ausfüllen') and hands it in for validation. What was typed stays
 * in the form whatever the server answers.
 */
export function CoachEvaluationForm({ evaluation, onSaved }: { evaluation: CoachEvaluation; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const { questionnaire } = evaluation;
  const form = useForm<QuestionnaireFormValues>({ defaultValues: formValuesFrom(questionnaire, evaluation.answers) });
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const incomplete = i18n._(validationMessages.evaluation_incomplete);

  const markMissing = (values: QuestionnaireFormValues) => {
    const missing = unansweredRequired(questionnaire, values);
    missing.forEach((question, index) =>
      form.setError(`answers.${question.id}`, { type: 'client', message: 'evaluation_incomplete' }, { shouldFocus: index === 0 }),
    );
    return missing.length > 0;
  };

  const send = async (submit: boolean) => {
    setFailure(null);
    form.clearErrors();
    const values = form.getValues();
    if (submit && markMissing(values)) {
      setFailure(incomplete);
      return;
    }
    setBusy(submit ? 'submit' : 'save');
    try {
      await saveEvaluation(evaluation.id, { answers: answersFrom(questionnaire, values), submit });
    } catch (thrown) {
      const onFields = isApiError(thrown) && thrown.code === 'validation_failed' && applyFieldErrors(form, thrown);
      const allIncomplete = onFields && thrown.fields.every((field) => field.message === 'evaluation_incomplete');
      setFailure(allIncomplete ? incomplete : i18n._(errorMessage(thrown)));
      return;
    } finally {
      setBusy(null);
    }
    toast.success(submit ? t`Die Evaluation ist abgeschickt.` : t`Die Evaluation ist gespeichert.`);
    onSaved();
  };

  return (
    <Form form={form} onSubmit={() => send(true)} className="grid gap-6" aria-busy={busy !== null || undefined}>
      <QuestionnaireFields questionnaire={questionnaire} />
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy !== null} aria-busy={busy === 'submit' || undefined}>
          {busy === 'submit' && <Spinner size="md" />}
          {t`Abschicken`}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy !== null}
          aria-busy={busy === 'save' || undefined}
          onClick={() => void send(false)}
        >
          {busy === 'save' && <Spinner size="md" />}
          {t`Speichern`}
        </Button>
      </div>
    </Form>
  );
}
