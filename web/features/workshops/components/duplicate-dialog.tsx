import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'wouter';
import { DateField, TimeField } from '@/components/form/date-fields';
import { SelectField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { validationKeys, type ReplicateBody, type WorkshopSummary } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatShortDate, formatTimeRange } from '@/lib/format';
import { ReplicateBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { replicateWorkshopsRequest } from '../api/replicate-workshops';

/** Spec section 8: "workshops duplicated". */
export const workshopsDuplicated = msg`Workshops dupliziert`;

export interface DuplicateSource {
  id: number;
  title: string;
  date: string;
  start_time: string;
  end_time: string;
}

interface Row {
  workshop_id: number;
  date: string;
  start_time: string;
  end_time: string;
}
interface DuplicateFields {
  items: Row[];
}

const rowFor = (source: DuplicateSource): Row => ({
  workshop_id: source.id,
  date: '',
  start_time: source.start_time,
  end_time: source.end_time,
});

/** Empty times mean "as the original"; then the shared schema, plus: a date is required, the end after the start. */
export const toReplicateBody = (values: DuplicateFields): ReplicateBody => ({
  items: values.items.map((row) => ({
    workshop_id: Number(row.workshop_id),
    date: row.date,
    ...(row.start_time ? { start_time: row.start_time } : {}),
    ...(row.end_time ? { end_time: row.end_time } : {}),
  })),
});

const resolver: Resolver<DuplicateFields, unknown, ReplicateBody> = async (values) => {
  const body = toReplicateBody(values);
  const errors: Record<string, { type: string; message: string }> = {};
  const result = ReplicateBodySchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  }
  body.items.forEach((item, index) => {
    if (!item.date) errors[`items.${index}.date`] = { type: 'required', message: validationKeys.required };
    const start = item.start_time;
    const end = item.end_time;
    if (start && end && end <= start && !errors[`items.${index}.end_time`]) {
      errors[`items.${index}.end_time`] = { type: 'custom', message: validationKeys.endBeforeStart };
    }
  });
  if (Object.keys(errors).length === 0) return { values: body, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const parts = path.split('.');
    let target = nested;
    parts.slice(0, -1).forEach((part) => {
      target[part] ??= /^\d+$/.test(part) ? [] : {};
      target = target[part] as Record<string, unknown>;
    });
    target[parts[parts.length - 1]!] = error;
  }
  return { values: {}, errors: nested as FieldErrors<DuplicateFields> };
};

interface DuplicateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The workshops to copy (one row each to start with). */
  sources: readonly DuplicateSource[];
  /** Called with the new workshops (lists are revalidated by the caller). */
  onDuplicated?: (created: WorkshopSummary[]) => void;
}

/** Copies one or several workshops to new dates (POST workshops/replicate), then links to the new ones. */
export function DuplicateDialog({ open, onOpenChange, sources, onDuplicated }: DuplicateDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-2xl">
        {open && <DuplicateForm sources={sources} onDuplicated={onDuplicated} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function DuplicateForm({
  sources,
  onDuplicated,
  onClose,
}: {
  sources: readonly DuplicateSource[];
  onDuplicated?: (created: WorkshopSummary[]) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const [created, setCreated] = useState<WorkshopSummary[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DuplicateFields, unknown, ReplicateBody>({
    resolver,
    defaultValues: { items: sources.map(rowFor) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });

  const submit = async (body: ReplicateBody) => {
    setFormError(null);
    try {
      const result = await replicateWorkshopsRequest(body);
      setCreated(result);
      onDuplicated?.(result);
      toast.success(i18n._(workshopsDuplicated));
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  if (created) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{i18n._(workshopsDuplicated)}</DialogTitle>
          <DialogDescription>
            <Trans>Die neuen Workshops sind erfasst (ohne Coaches).</Trans>
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm" data-testid="duplicated-workshops">
          {created.map((workshop) => (
            <li key={workshop.id}>
              <Link
                href={paths.manager.workshop.href(workshop.id)}
                onClick={onClose}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {formatShortDate(workshop.date, language)}, {formatTimeRange(workshop.start_time, workshop.end_time)} –{' '}
                {workshop.institute}
              </Link>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>
            <Trans>Schliessen</Trans>
          </Button>
        </DialogFooter>
      </>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Workshop duplizieren</Trans>
        </DialogTitle>
        {sources.length === 1 && (
          <p className="text-sm font-medium">
            {sources[0]!.title}, {formatShortDate(sources[0]!.date, language)},{' '}
            {formatTimeRange(sources[0]!.start_time, sources[0]!.end_time)}
          </p>
        )}
        <DialogDescription>
          <Trans>
            Für jede Kopie ein neues Datum; ohne Zeiten gelten die des Originals. Kopien beginnen als «Initialisiert», ohne
            Coaches und ausserhalb einer Serie.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <ol className="grid gap-3">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id}>
                <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
                  <legend className="px-1 text-sm font-medium">{t`Kopie ${number}`}</legend>
                  {sources.length > 1 && (
                    <SelectField<DuplicateFields>
                      name={`items.${index}.workshop_id`}
                      label={t`Workshop`}
                      options={sources.map((source) => ({
                        value: source.id,
                        label: `${source.title} (${formatShortDate(source.date, language)})`,
                      }))}
                      className="sm:col-span-4"
                    />
                  )}
                  <DateField<DuplicateFields> name={`items.${index}.date`} label={t`Neues Datum`} required />
                  <TimeField<DuplicateFields> name={`items.${index}.start_time`} label={t`Von`} />
                  <TimeField<DuplicateFields> name={`items.${index}.end_time`} label={t`Bis`} />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:mt-6"
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                    aria-label={t`Kopie ${number} entfernen`}
                  >
                    <Trans>Entfernen</Trans>
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button variant="outline" className="w-fit" onClick={() => append(rowFor(sources[0]!))} disabled={fields.length >= 50}>
          <PlusIcon />
          <Trans>Weitere Kopie</Trans>
        </Button>
        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <FormDialogFooter submitting={submitting} onCancel={onClose} submitLabel={<Trans>Duplizieren</Trans>} />
      </Form>
    </>
  );
}
