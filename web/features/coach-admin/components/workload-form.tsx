import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Section } from '@/components/detail-section';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import type { WorkloadLimitsBody, WorkloadSettings } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { WorkloadLimitsBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { parseDecimal } from '@/features/coaches/profile-values';
import { updateWorkloadRequest } from '../api/update-workload';
import { profileNotSaved, savedSuccessfully } from '../labels';

type LimitValues = z.output<typeof WorkloadLimitsBodySchema>;

const limitsOf = (workload: WorkloadSettings): WorkloadLimitsBody => ({
  month_target: workload.month_target,
  month_max: workload.month_max,
  year_target: workload.year_target,
  year_max: workload.year_max,
});

/**
 * "Auslastung" on the staff coach page: target and maximum workshops per month and per school year (PUT
 * profiles/{id}/workload), with the coach's own wish next to each period. The maximum is a hard rule of staffing.
 */
export function WorkloadForm({
  coachId,
  workload,
  onSaved,
}: {
  coachId: number;
  workload: WorkloadSettings;
  onSaved: (next: WorkloadSettings) => void;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WorkloadLimitsBody, unknown, LimitValues>({
    resolver: zodResolver(WorkloadLimitsBodySchema),
    defaultValues: limitsOf(workload),
  });

  const submit = async (values: LimitValues) => {
    setFormError(null);
    try {
      const next = await updateWorkloadRequest(coachId, values);
      form.reset(limitsOf(next));
      onSaved(next);
      toast.success(i18n._(savedSuccessfully));
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error, profileNotSaved)));
    }
  };

  const wish = (value: number | null) => (value === null ? t`Wunsch des Coaches: keiner` : t`Wunsch des Coaches: ${value}`);
  const numberField = (name: keyof WorkloadLimitsBody, label: string) => (
    <TextField<WorkloadLimitsBody> name={name} label={label} inputMode="numeric" registerOptions={{ setValueAs: parseDecimal }} />
  );
  const submitting = form.formState.isSubmitting;
  return (
    <Section title={t`Auslastung`} testId="coach-workload">
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          <Trans>
            Anzahl Workshops (jedes Datum einer Serie zählt). Das Maximum gilt bei Anfragen und Zuteilungen; leer heisst ohne
            Vorgabe.
          </Trans>
        </p>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Pro Monat</Trans> <span className="font-normal text-muted-foreground">({wish(workload.month_wish)})</span>
          </legend>
          {numberField('month_target', t`Ziel pro Monat`)}
          {numberField('month_max', t`Maximum pro Monat`)}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Pro Schuljahr</Trans> <span className="font-normal text-muted-foreground">({wish(workload.year_wish)})</span>
          </legend>
          {numberField('year_target', t`Ziel pro Schuljahr`)}
          {numberField('year_max', t`Maximum pro Schuljahr`)}
        </fieldset>
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={submitting || !form.formState.isDirty} aria-busy={submitting || undefined}>
            {submitting && <Spinner size="md" />}
            <Trans>Auslastung speichern</Trans>
          </Button>
        </div>
      </Form>
    </Section>
  );
}
