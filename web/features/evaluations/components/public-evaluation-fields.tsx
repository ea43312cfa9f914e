import { Trans, useLingui } from '@lingui/react/macro';
import { RequiredMark } from '@/components/form/field-frame';
import { CheckboxGroupField, RadioGroupField } from '@/components/form-lite/choice-fields';
import { TextareaField } from '@/components/form-lite/textarea-field';
import type { EvaluationQuestion, EvaluationQuestionnaire } from '@/lib/contract';
import { ANSWER_TEXT_MAX, RATING_MAX, RATING_MIN } from '@/lib/contract';

/*
 * The questions of the public evaluation page on the public forms' own form state (components/form-lite), drawn as
 * ./questionnaire-fields.tsx draws them for the staff's forms (react-hook-form): the same markup, labels and wiring.
 */

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** The path of a question's answer: `answers.<questionId>`, as the server's 422 names it. */
export const answerPath = (question: Pick<EvaluationQuestion, 'id'>) => `answers.${question.id}`;

function QuestionField({ question }: { question: EvaluationQuestion }) {
  const name = answerPath(question);
  const legend = <span className="text-base">{question.text}</span>;
  switch (question.type) {
    case 'rating':
      return (
        <div className="grid gap-1">
          <RadioGroupField
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
        <RadioGroupField
          name={name}
          legend={legend}
          required={question.required}
          options={question.options.map((label, value) => ({ value, label }))}
        />
      );
    case 'multiple_choice':
      return (
        <CheckboxGroupField
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
      return <TextareaField name={name} label={legend} required={question.required} rows={4} maxLength={ANSWER_TEXT_MAX} />;
  }
}

/** Every question of the questionnaire as a field of the surrounding form-lite form. */
export function PublicQuestionnaireFields({ questionnaire }: { questionnaire: EvaluationQuestionnaire }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-6" aria-label={t`Fragebogen`} role="group">
      {questionnaire.questions.map((question) => (
        <QuestionField key={question.id} question={question} />
      ))}
    </div>
  );
}
