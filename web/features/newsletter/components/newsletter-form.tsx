import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { applyFieldErrors, Form } from '@/components/form/form';
import { TranslatedTextTabs } from '@/components/translated-text-tabs';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { uiLanguages, type NewsletterBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { NEWSLETTER_TEXT_MAX, NEWSLETTER_TITLE_MAX } from '@/lib/schemas';
import { validateNewsletter, type NewsletterFields } from '../newsletter-values';

const resolver: Resolver<NewsletterFields, unknown, NewsletterBody> = async (values) => {
  const result = validateNewsletter(values);
  return result.ok ? { values: result.body, errors: {} } : { values: {}, errors: result.errors };
};

interface NewsletterFormProps {
  defaultValues: NewsletterFields;
  submitLabel: string;
  onSave: (body: NewsletterBody) => Promise<void>;
  onCancel: () => void;
}

/** Title and Markdown text per language (tabs; German required) with a preview as the mail will show it. */
export function NewsletterForm({ defaultValues, submitLabel, onSave, onCancel }: NewsletterFormProps) {
  const { i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewsletterFields, unknown, NewsletterBody>({ resolver, defaultValues });
  const submitting = form.formState.isSubmitting;
  const erroneous = uiLanguages.filter((code) => form.formState.errors.content?.[code]);

  const submit = async (body: NewsletterBody) => {
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
          Deutsch ist Pflicht; wer eine andere Sprache gewählt hat, für die kein Text erfasst ist, erhält den deutschen. Der Text
          ist Markdown: **fett**, *kursiv*, Listen mit «-», Links als [Text](https://…). HTML wird als Text angezeigt.
        </Trans>
      </p>
      <TranslatedTextTabs
        name="content"
        erroneous={erroneous}
        titleMax={NEWSLETTER_TITLE_MAX}
        textMax={NEWSLETTER_TEXT_MAX}
        textRows={12}
        previewTestId="newsletter-preview"
      />

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
