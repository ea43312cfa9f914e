import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { SelectField, TextareaField, TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import { questionTypes, uiLanguages, type QuestionType } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { isChoiceType, OPTIONS_MAX, QUESTION_TEXT_MAX } from '@/lib/schemas';
import { questionTypeLabels } from './questionnaire-labels';
import { optionsWithRows, type QuestionnaireFormInput } from './questionnaire-form';
import { QuestionnaireOptions } from './questionnaire-options';

interface QuestionnaireQuestionProps {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One question in the editor: key, type, required, its wording in four languages, and the options of choice types. */
export function QuestionnaireQuestion({ index, count, onMove, onRemove }: QuestionnaireQuestionProps) {
  const { t, i18n } = useLingui();
  const { getValues, setValue } = useFormContext<QuestionnaireFormInput>();
  const type = useWatch<QuestionnaireFormInput, `questions.${number}.type`>({ name: `questions.${index}.type` });
  const number = index + 1;
  const headingId = `question-${index}-heading`;

  // A choice question starts with two empty options; what was typed before stays when switching back.
  const startOptions = (event: { target: { value: string } }) => {
    const options = getValues(`questions.${index}.options`);
    if (isChoiceType(event.target.value as QuestionType) && options.de.length === 0) {
      setValue(`questions.${index}.options`, optionsWithRows(Math.min(2, OPTIONS_MAX)));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="questionnaire-question"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          <Trans>Frage {number}</Trans>
        </h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onMove(index, index - 1)}
            disabled={index === 0}
            aria-label={t`Frage ${number} nach oben`}
          >
            <ArrowUpIcon className="size-4" />
            <span className="hidden sm:inline">
              <Trans>Nach oben</Trans>
            </span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onMove(index, index + 1)}
            disabled={index === count - 1}
            aria-label={t`Frage ${number} nach unten`}
          >
            <ArrowDownIcon className="size-4" />
            <span className="hidden sm:inline">
              <Trans>Nach unten</Trans>
            </span>
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRemove(index)} disabled={count === 1}>
            <Trans>Frage {number} entfernen</Trans>
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField<QuestionnaireFormInput>
          name={`questions.${index}.key`}
          label={t`Schlüssel`}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
        />
        <SelectField<QuestionnaireFormInput>
          name={`questions.${index}.type`}
          label={t`Fragetyp`}
          options={questionTypes.map((value) => ({ value, label: i18n._(questionTypeLabels[value]) }))}
          registerOptions={{ onChange: startOptions }}
          required
        />
        <CheckboxField<QuestionnaireFormInput>
          name={`questions.${index}.required`}
          label={t`Antwort erforderlich`}
          className="self-center"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {uiLanguages.map((code) => {
          const language = languageName(code, i18n.locale);
          return (
            <TextareaField<QuestionnaireFormInput>
              key={code}
              name={`questions.${index}.text.${code}`}
              label={t`Frage (${language})`}
              lang={code}
              rows={2}
              maxLength={QUESTION_TEXT_MAX}
              required
            />
          );
        })}
      </div>
      {isChoiceType(type) && <QuestionnaireOptions index={index} />}
    </section>
  );
}
