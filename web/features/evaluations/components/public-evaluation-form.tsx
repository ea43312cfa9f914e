import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { publicValidationMessages } from '@/components/form/public-messages';
import { applyFieldErrors, Form, useFormStore } from '@/components/form-lite/form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError, type ApiError } from '@/lib/api';
import type { EvaluationAnswer, EvaluationQuestion, PublicEvaluation } from '@/lib/contract';
import { publicErrorCodeMessages, publicErrorMessage } from '@/lib/public-error-messages';
import { submitPublicResponse } from '../api/public-evaluation';
import { answerPath, PublicQuestionnaireFields } from './public-evaluation-fields';
import { checkPublicAnswers } from './public-evaluation-rules';
import type { QuestionnaireFormValues } from './questionnaire-fields';
import { formValuesFrom } from './questionnaire-values';

/** How a submission ended when it did not end in the form: thanks, or one of the 409s. */
export type SubmitOutcome = 'thanks' | 'already_submitted' | 'response_limit_reached';

const refusals = ['already_submitted', 'response_limit_reached'] as const;

interface Problems {
  /** The required questions left empty ('Bitte alle Felder ausfüllen'). */
  missing: EvaluationQuestion[];
  /** A server refusal that is not about single fields (or about fields the form does not know). */
  error: ApiError | null;
}

/** The box at the top after a failed submission: announced, focused, each missing question a link to it. */
function ProblemSummary({ problems, onJump }: { problems: Problems; onJump: (question: EvaluationQuestion) => void }) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus();
  }, [problems]);
  const text =
    problems.missing.length > 0
      ? i18n._(publicValidationMessages.evaluation_incomplete)
      : i18n._(publicErrorMessage(problems.error, publicErrorCodeMessages.validation_failed));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="evaluation-problems"
      className="grid gap-2 rounded-lg border-2 border-destructive bg-destructive/5 p-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <p className="font-semibold text-destructive">{text}</p>
      {problems.missing.length > 0 && (
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {problems.missing.map((question) => (
            <li key={question.id}>
              <button
                type="button"
                className="cursor-pointer text-left align-top font-medium text-destructive underline underline-offset-2"
                onClick={() => onJump(question)}
              >
                {question.text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface PublicEvaluationFormProps {
  token: string;
  evaluation: PublicEvaluation;
  deviceId: string;
  onOutcome: (outcome: SubmitOutcome) => void;
}

/**
 * The questionnaire with big tap targets, checked before sending (by hand, ./public-evaluation-rules.ts: no
 * react-hook-form and no zod on the page); the server's 422 lands on its questions. After a failed submission an
 * answer given clears its question's error.
 */
export function PublicEvaluationForm({ token, evaluation, deviceId, onOutcome }: PublicEvaluationFormProps) {
  const { questionnaire } = evaluation;
  const form = useFormStore<QuestionnaireFormValues, EvaluationAnswer[]>({
    defaultValues: formValuesFrom(questionnaire),
    validate: (values) => checkPublicAnswers(questionnaire, values),
  });
  const [problems, setProblems] = useState<Problems | null>(null);
  const [sending, setSending] = useState(false);

  const jumpTo = (question: EvaluationQuestion) => form.elementOf(answerPath(question))?.focus();

  function onInvalid(errors: Record<string, string>) {
    const missing = questionnaire.questions.filter((question) => errors[answerPath(question)] === 'evaluation_incomplete');
    setProblems({ missing, error: null });
  }

  async function onValid(answers: EvaluationAnswer[]) {
    setProblems(null);
    setSending(true);
    try {
      await submitPublicResponse(token, { deviceId, answers, language: questionnaire.language });
      onOutcome('thanks');
    } catch (error) {
      setSending(false);
      const refusal = refusals.find((code) => isApiError(error) && error.code === code);
      if (refusal) {
        onOutcome(refusal);
        return;
      }
      const apiError = isApiError(error) ? error : null;
      if (apiError?.status === 422 && applyFieldErrors(form, apiError, { focus: false })) {
        const issues = new Set(apiError.fields.filter((f) => f.message === 'evaluation_incomplete').map((f) => f.path));
        setProblems({ missing: questionnaire.questions.filter((q) => issues.has(answerPath(q))), error: apiError });
      } else {
        setProblems({ missing: [], error: apiError ?? null });
      }
    }
  }

  return (
    <Form store={form} onValid={onValid} onInvalid={onInvalid} className="grid gap-6" aria-busy={sending}>
      {problems && <ProblemSummary problems={problems} onJump={jumpTo} />}
      {/* Phone first: every choice a full-size tap target (at least 44 px). */}
      <div className="[&_fieldset_label]:min-h-11 [&_fieldset_label]:min-w-11 [&_fieldset_label]:px-4 [&_fieldset_label]:text-base">
        <PublicQuestionnaireFields questionnaire={questionnaire} />
      </div>
      <Button type="submit" size="xl" disabled={sending} className="w-full sm:w-auto">
        {sending ? (
          <>
            <Spinner />
            <Trans>Wird gesendet …</Trans>
          </>
        ) : (
          <Trans>Absenden</Trans>
        )}
      </Button>
    </Form>
  );
}
