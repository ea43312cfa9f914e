import { Trans, useLingui } from '@lingui/react/macro';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { FieldErrorMessage, TextField, useFieldErrorText } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { uiLanguages } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { OPTION_TEXT_MAX, OPTIONS_MAX } from '@/lib/schemas';
import type { QuestionnaireFormInput } from './questionnaire-form';

/** The options of a choice question: one row per option, its label in each of the four languages. */
export function QuestionnaireOptions({ index }: { index: number }) {
  const { t, i18n } = useLingui();
  const { getValues, setValue } = useFormContext<QuestionnaireFormInput>();
  const name = `questions.${index}.options` as const;
  const rows = useWatch<QuestionnaireFormInput, `questions.${number}.options.de`>({ name: `${name}.de` }) ?? [];
  const { errors } = useFormState<QuestionnaireFormInput>({ name });
  const listError = useFieldErrorText(get(errors, name) as FieldError | undefined);
  const errorId = `question-${index}-options-error`;

  const change = (edit: (list: string[]) => string[]) => {
    const options = getValues(name);
    const next = Object.fromEntries(uiLanguages.map((code) => [code, edit([...(options[code] ?? [])])]));
    setValue(name, next as typeof options, { shouldDirty: true });
  };
  const remove = (row: number) => change((list) => list.filter((_, position) => position !== row));

  return (
    <fieldset className="grid gap-3" aria-describedby={listError ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Antwortmöglichkeiten</Trans>
      </legend>
      <p className="-mt-1 text-sm text-muted-foreground">
        <Trans>
          Die Auswertung zählt die Antworten nach ihrer Position: beim Umformulieren die Reihenfolge beibehalten, neue Antworten
          am Ende anfügen.
        </Trans>
      </p>
      <ol className="grid gap-3">
        {rows.map((_, row) => {
          const number = row + 1;
          return (
            <li key={row} className="grid gap-2 rounded-lg border p-3" data-testid="questionnaire-option">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">
                  <Trans>Antwort {number}</Trans>
                </span>
                <Button variant="ghost" size="sm" onClick={() => remove(row)} aria-label={t`Antwort ${number} entfernen`}>
                  <MinusIcon className="size-4" />
                  <span className="hidden sm:inline">
                    <Trans>Entfernen</Trans>
                  </span>
                </Button>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                {uiLanguages.map((code) => {
                  const language = languageName(code, i18n.locale);
                  return (
                    <TextField<QuestionnaireFormInput>
                      key={code}
                      name={`${name}.${code}.${row}`}
                      label={t`Antwort ${number} (${language})`}
                      lang={code}
                      maxLength={OPTION_TEXT_MAX}
                      required
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <FieldErrorMessage id={errorId}>{listError}</FieldErrorMessage>
      <div>
        <Button variant="outline" size="sm" onClick={() => change((list) => [...list, ''])} disabled={rows.length >= OPTIONS_MAX}>
          <PlusIcon className="size-4" />
          <Trans>Antwortmöglichkeit hinzufügen</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
