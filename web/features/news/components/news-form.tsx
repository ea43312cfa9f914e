import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CheckboxField, CheckboxGroupField } from '@/components/form/choice-fields';
import { DateField } from '@/components/form/date-fields';
import { applyFieldErrors, Form } from '@/components/form/form';
import { TranslatedTextTabs } from '@/components/translated-text-tabs';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, newsAudiences, type NewsBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { audienceLabels } from '../labels';
import { languagesWithErrors, missingLanguages, validateNews, type NewsFields } from '../news-values';
import { MissingLanguagesNote } from './missing-languages-note';

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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewsFields, unknown, NewsBody>({ resolver, defaultValues });
  const submitting = form.formState.isSubmitting;
  const erroneous = languagesWithErrors(form.formState.errors);
  const translations = useWatch({ control: form.control, name: 'translations' });
  const audiences = useWatch({ control: form.control, name: 'audiences' });

  const submit = async (body: NewsBody) => {
    setFormError(null);
    try {
      await onSave(body);
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid min-w-0 gap-5">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Deutsch ist Pflicht; fehlt eine andere Sprache, sehen die Lesenden den deutschen Text. Der Text ist Markdown: **fett**,
          *kursiv*, Listen mit «-», Links als [Text](https://…). HTML wird als Text angezeigt.
        </Trans>
      </p>
      <TranslatedTextTabs
        name="translations"
        erroneous={erroneous}
        titleMax={NEWS_TITLE_MAX}
        textMax={NEWS_TEXT_MAX}
        textRows={10}
        previewTestId="news-preview"
      />
      <MissingLanguagesNote missing={missingLanguages({ translations })} audiences={audiences ?? []} />

      <fieldset disabled={submitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <CheckboxGroupField<NewsFields>
          name="audiences"
          legend={t`Sichtbar für`}
          className="sm:col-span-2"
          options={newsAudiences.map((audience) => ({ value: audience, label: i18n._(audienceLabels[audience]) }))}
        />
        <DateField<NewsFields>
          name="publish_from"
          label={t`Anzeigen ab`}
          description={t`Leer lassen, um den Beitrag als Entwurf zu speichern.`}
        />
        <DateField<NewsFields>
          name="publish_until"
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
          {submitting && <Spinner size="md" />}
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
