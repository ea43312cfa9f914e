import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CheckboxField, CheckboxGroupField } from '@/components/form/choice-fields';
import { TextareaField, TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { LanguageTabs } from '@/components/language-tabs';
import { MarkdownPreview } from '@/components/markdown-preview';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, newsAudiences, type NewsBody, type UiLanguage } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { audienceLabels } from '../labels';
import { languagesWithErrors, validateNews, type NewsFields } from '../news-values';

const resolver: Resolver<NewsFields, unknown, NewsBody> = async (values) => {
  const result = validateNews(values);
  return result.ok ? { values: result.body, errors: {} } : { values: {}, errors: result.errors };
};

interface NewsFormProps {
  defaultValues: NewsFields;
  submitLabel: string;
  /** Saves; a thrown ApiError's field issues are shown at the fields, anything else above the buttons. */
  onSave: (body: NewsBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * Title and Markdown text per language (tabs; German required, the others optional) with a live preview, the feeds,
 * the publication window and the pin.
 */
export function NewsForm({ defaultValues, submitLabel, onSave, onCancel }: NewsFormProps) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<UiLanguage>('de');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewsFields, unknown, NewsBody>({ resolver, defaultValues });
  const translations = useWatch({ control: form.control, name: 'translations' });
  const submitting = form.formState.isSubmitting;
  const erroneous = languagesWithErrors(form.formState.errors);
  const submitCount = form.formState.submitCount;
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  if (submitCount !== seenSubmits) {
    // After a refused submit, show a language with an error (unless the shown one has one), so its message is seen.
    setSeenSubmits(submitCount);
    if (erroneous.length > 0 && !erroneous.includes(language)) setLanguage(erroneous[0]!);
  }

  const submit = async (body: NewsBody) => {
    setFormError(null);
    try {
      await onSave(body);
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const written = (code: UiLanguage) => Boolean(translations[code]?.title.trim() || translations[code]?.text.trim());

  return (
    <Form form={form} onSubmit={submit} className="grid min-w-0 gap-5">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Deutsch ist Pflicht; fehlt eine andere Sprache, sehen die Lesenden den deutschen Text. Der Text ist Markdown: **fett**,
          *kursiv*, Listen mit «-», Links als [Text](https://…). HTML wird als Text angezeigt.
        </Trans>
      </p>
      <LanguageTabs language={language} onSelect={setLanguage} written={written} erroneous={erroneous}>
        {(code) => (
          <>
            <div className="grid content-start gap-4">
              <TextField<NewsFields>
                name={`translations.${code}.title`}
                label={t`Titel`}
                lang={code}
                required={code === 'de'}
                maxLength={NEWS_TITLE_MAX}
                autoComplete="off"
              />
              <TextareaField<NewsFields>
                name={`translations.${code}.text`}
                label={t`Text (Markdown)`}
                lang={code}
                required={code === 'de'}
                maxLength={NEWS_TEXT_MAX}
                rows={10}
              />
            </div>
            <MarkdownPreview
              title={translations[code]?.title ?? ''}
              text={translations[code]?.text ?? ''}
              language={code}
              testId={`news-preview-${code}`}
            />
          </>
        )}
      </LanguageTabs>

      <fieldset disabled={submitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <CheckboxGroupField<NewsFields>
          name="audiences"
          legend={t`Sichtbar für`}
          className="sm:col-span-2"
          options={newsAudiences.map((audience) => ({ value: audience, label: i18n._(audienceLabels[audience]) }))}
        />
        <TextField<NewsFields>
          name="publish_from"
          type="date"
          label={t`Anzeigen ab`}
          description={t`Leer lassen, um den Beitrag als Entwurf zu speichern.`}
        />
        <TextField<NewsFields>
          name="publish_until"
          type="date"
          label={t`Anzeigen bis (optional)`}
          description={t`Letzter Tag, an dem der Beitrag angezeigt wird.`}
        />
        <CheckboxField<NewsFields>
          name="pinned"
          label={t`Oben anheften`}
          description={t`Angeheftete Beiträge stehen vor allen anderen.`}
          className="sm:col-span-2"
        />
      </fieldset>

      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          <Trans>Abbrechen</Trans>
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting && <Spinner className="size-4" />}
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
