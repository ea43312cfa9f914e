import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { QuestionnaireFields, type QuestionnaireFormValues } from '@/features/evaluations/components/questionnaire-fields';
import { formValuesFrom } from '@/features/evaluations/components/questionnaire-values';
import { uiLanguages, type EvaluationQuestionnaire, type QuestionnaireEditor, type UiLanguage } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { previewOf, type QuestionnaireFormInput } from './questionnaire-form';

interface QuestionnairePreviewProps {
  control: Control<QuestionnaireFormInput, unknown, unknown>;
  editor: QuestionnaireEditor;
  headingId: string;
}

/** The questionnaire as it is being edited, shown as the public page will show it, in a chosen language. */
export function QuestionnairePreview({ control, editor, headingId }: QuestionnairePreviewProps) {
  const { i18n } = useLingui();
  const selectId = useId();
  const [language, setLanguage] = useState<UiLanguage>('de');
  const values = useWatch({ control }) as QuestionnaireFormInput;
  const questionnaire = previewOf(values, editor, language);
  // The fields are remounted when the questions' shape changes, so each starts empty in the right form.
  const shape = questionnaire.questions.map((question) => `${question.type}:${question.options.length}`).join(',');

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-muted/30 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          <Trans>Vorschau</Trans>
        </h3>
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>
            <Trans>Sprache der Vorschau</Trans>
          </Label>
          <NativeSelect id={selectId} value={language} onChange={(event) => setLanguage(event.target.value as UiLanguage)}>
            {uiLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, i18n.locale)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div lang={language} data-testid="questionnaire-preview">
        <PreviewForm key={shape} questionnaire={questionnaire} />
      </div>
    </section>
  );
}

function PreviewForm({ questionnaire }: { questionnaire: EvaluationQuestionnaire }) {
  const form = useForm<QuestionnaireFormValues>({ defaultValues: formValuesFrom(questionnaire) });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <QuestionnaireFields questionnaire={questionnaire} />
    </Form>
  );
}
