import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldValues } from 'react-hook-form';
import { CheckboxGroupField, RadioGroupField } from '@/components/form/choice-fields';
import { TextareaField } from '@/components/form/field';
import { RequiredMark } from '@/components/form/field';
import type { EvaluationQuestion, EvaluationQuestionnaire } from '@/lib/contract';
import { ANSWER_TEXT_MAX, RATING_MAX, RATING_MIN } from '@/lib/contract';

/**
 * The form values of a questionnaire: one entry per question id (a rating, the checked option indexes, or text).
 * The keys are the question ids, so a 422's `answers.<questionId>` issues land on their question (applyFieldErrors).
 */
export interface QuestionnaireFormValues extends FieldValues {
  answers: Record<string, number | number[] | string | null>;
}

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

function QuestionField({ question }: { question: EvaluationQuestion }) {
  const name = `answers.${question.id}` as const;
  const legend = <span className="text-base">{question.text}</span>;
  switch (question.type) {
    case 'rating':
      return (
        <div className="grid gap-1">
          <RadioGroupField<QuestionnaireFormValues>
            name={name}
            legend={legend}
            required={question.required}
            options={ratings.map((value) => ({ value, label: String(value) }))}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>1 = stimmt gar nicht, 5 = stimmt genau</Trans>
          </p>
        </div>
      );
    case 'single_choice':
      return (
        <RadioGroupField<QuestionnaireFormValues>
          name={name}
          legend={legend}
          required={question.required}
          options={question.options.map((label, value) => ({ value, label }))}
        />
      );
    case 'multiple_choice':
      return (
        <CheckboxGroupField<QuestionnaireFormValues>
          name={name}
          legend={
            <>
              {legend}
              {question.required && <RequiredMark />}
            </>
          }
          options={question.options.map((label, value) => ({ value, label }))}
        />
      );
    case 'text':
      return (
        <TextareaField<QuestionnaireFormValues>
          name={name}
          label={legend}
          required={question.required}
          rows={4}
          maxLength={ANSWER_TEXT_MAX}
        />
      );
  }
}

/** Every question of a questionnaire version as a form field; used inside a `Form` of QuestionnaireFormValues. */
export function QuestionnaireFields({ questionnaire }: { questionnaire: EvaluationQuestionnaire }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-6" aria-label={t`Fragebogen`} role="group">
      {questionnaire.questions.map((question) => (
        <QuestionField key={question.id} question={question} />
      ))}
    </div>
  );
}
