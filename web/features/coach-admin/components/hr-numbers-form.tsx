import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import type { CoachHrData, CoachHrUpdateBody, CoachProfile } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { CoachHrUpdateBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { updateHrFieldsRequest } from '../api/update-hr-fields';
import { profileNotSaved, savedSuccessfully } from '../labels';
import { Section } from '@/components/detail-section';

type HrFields = CoachHrUpdateBody;
type HrValues = z.output<typeof CoachHrUpdateBodySchema>;

const fieldsOf = (hr: CoachHrData): HrFields => ({ personnel_id: hr.personnel_id ?? '', abakus_number: hr.abakus_number ?? '' });

/** HR's own numbers for the coach (finance/admin): PUT profiles/{id}. */
export function HrNumbersForm({
  coachId,
  hr,
  onSaved,
}: {
  coachId: number;
  hr: CoachHrData;
  onSaved: (next: CoachProfile) => void;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HrFields, unknown, HrValues>({
    resolver: zodResolver(CoachHrUpdateBodySchema),
    defaultValues: fieldsOf(hr),
  });

  const submit = async (values: HrValues) => {
    setFormError(null);
    try {
      const next = await updateHrFieldsRequest(coachId, values);
      form.reset(next.hr ? fieldsOf(next.hr) : values);
      onSaved(next);
      toast.success(i18n._(savedSuccessfully));
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error, profileNotSaved)));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Section title={t`Personal-Nr. und ABAKUS`} testId="coach-hr-numbers">
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<HrFields> name="personnel_id" label={t`Personal-Nr.`} autoComplete="off" />
          <TextField<HrFields> name="abakus_number" label={t`ABAKUS-Nr.`} autoComplete="off" />
        </div>
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={submitting || !form.formState.isDirty} aria-busy={submitting || undefined}>
            {submitting && <Spinner size="md" />}
            <Trans>Speichern</Trans>
          </Button>
        </div>
      </Form>
    </Section>
  );
}
