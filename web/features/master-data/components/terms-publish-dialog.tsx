import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/form/date-fields';
import { SelectField, TextareaField, TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import { todayInZurich, uiLanguages, type TermsBody, type TermsValues, type UiLanguage } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { languageName } from '@/lib/format';
import { TERMS_TEXT_MAX, TERMS_VERSION_MAX, TermsBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { publishTermsRequest } from '../api/terms';

const published = msg`Neue AGB-Version veröffentlicht`;
const versionTaken = msg`Diese Version gibt es in dieser Sprache schon`;

interface TermsPublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultLanguage: UiLanguage;
  onPublished: () => void;
}

/** "Neue Version veröffentlichen": POST master-data/terms; a version is never edited afterwards. */
export function TermsPublishDialog({ open, onOpenChange, defaultLanguage, onPublished }: TermsPublishDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-2xl">
        {open && (
          <TermsPublishForm
            defaultLanguage={defaultLanguage}
            onClose={() => onOpenChange(false)}
            onPublished={() => {
              onOpenChange(false);
              onPublished();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TermsPublishForm({
  defaultLanguage,
  onClose,
  onPublished,
}: {
  defaultLanguage: UiLanguage;
  onClose: () => void;
  onPublished: () => void;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TermsBody, unknown, TermsValues>({
    resolver: zodResolver(TermsBodySchema),
    defaultValues: { language: defaultLanguage, version: '', text: '', valid_from: todayInZurich() },
  });

  const submit = async (values: TermsValues) => {
    setFormError(null);
    try {
      await publishTermsRequest(values);
      toast.success(i18n._(published));
      onPublished();
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        form.setError('version', { type: 'server', message: i18n._(versionTaken) }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const submitting = form.formState.isSubmitting;
  const languageOptions = uiLanguages.map((code) => ({ value: code, label: languageName(code, i18n.locale) }));
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Neue AGB-Version veröffentlichen</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Ab dem Datum «gültig ab» zeigt das Anfrageformular diese Version. Sie lässt sich danach nicht mehr ändern.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField<TermsBody> name="language" label={t`Sprache`} options={languageOptions} required />
          <TextField<TermsBody> name="version" label={t`Version`} autoComplete="off" maxLength={TERMS_VERSION_MAX} required />
          <DateField<TermsBody> name="valid_from" label={t`Gültig ab`} min={todayInZurich()} required />
        </div>
        <TextareaField<TermsBody> name="text" label={t`Text`} rows={12} maxLength={TERMS_TEXT_MAX} required />
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <FormDialogFooter submitting={submitting} onCancel={onClose} submitLabel={<Trans>Veröffentlichen</Trans>} />
      </Form>
    </>
  );
}
