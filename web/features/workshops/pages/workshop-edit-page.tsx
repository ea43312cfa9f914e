import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Link, useLocation } from 'wouter';
import { DateField, TimeField } from '@/components/form/date-fields';
import { SelectField, TextareaField, TextField } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useManagerFormdata } from '@/features/inquiries';
import { isApiError } from '@/lib/api';
import { validationKeys, workshopLanguages, type WorkshopDetail, type WorkshopUpdateBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice, languageName } from '@/lib/format';
import { normalizeLanguage } from '@/lib/language';
import { WorkshopUpdateBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { WORKSHOP_LIST_PREFIXES } from '../api/get-workshops';
import { useWorkshop, workshopKey } from '../api/get-workshop';
import { updateWorkshopRequest } from '../api/update-workshop';
import { isEditable } from '../state-actions';
import { bodyToFieldName, detailToFields, toUpdateBody, type WorkshopEditFields } from '../workshop-edit-values';

const savedSuccessfully = msg`Erfolgreich gespeichert`;
const schemaResolver = zodResolver(WorkshopUpdateBodySchema);
const requiredFields = ['date', 'start_time', 'end_time', 'offered_workshop_id'] as const;

/** The shared schema on the converted body; its errors go back onto the form's fields (price in francs). */
const resolver: Resolver<WorkshopEditFields, unknown, WorkshopUpdateBody> = async (values, context, options) => {
  const body = toUpdateBody(values);
  const result = await schemaResolver(body, context, options as never);
  const errors = result.errors as Record<string, { message?: string; type?: string }>;
  if (Object.keys(errors).length === 0) return { values: result.values as WorkshopUpdateBody, errors: {} };
  const mapped: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) mapped[bodyToFieldName(name)] = error;
  for (const name of requiredFields) {
    const value = values[name];
    if (mapped[name] && (value === '' || value === undefined))
      mapped[name] = { type: 'required', message: validationKeys.required };
  }
  return { values: {}, errors: mapped as FieldErrors<WorkshopEditFields> };
};

/** `/manager/workshops/:id/edit` (admin, associate): the workshop's fields; not for invoiced or cancelled ones. */
export default function WorkshopEditPage({ id }: { id: string }) {
  const { t } = useLingui();
  const workshopId = Number(id);
  const detail = useWorkshop(workshopId);
  const workshop = detail.data;
  return (
    <>
      <Link
        href={paths.manager.workshop.href(workshopId)}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ChevronLeftIcon className="size-4" />
        <Trans>Zurück zum Workshop</Trans>
      </Link>
      {workshop ? (
        <EditForm workshop={workshop} />
      ) : (
        <>
          <PageHeader title={t`Workshop bearbeiten`} />
          {detail.error ? (
            <FetchError error={detail.error} onRetry={() => void detail.mutate()} />
          ) : (
            <ListLoading>
              <Trans>Workshop wird geladen …</Trans>
            </ListLoading>
          )}
        </>
      )}
    </>
  );
}

function EditForm({ workshop }: { workshop: WorkshopDetail }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const formdata = useManagerFormdata(normalizeLanguage(language));
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues = useMemo(() => detailToFields(workshop), [workshop]);
  const form = useForm<WorkshopEditFields, unknown, WorkshopUpdateBody>({ resolver, defaultValues });
  const editable = isEditable(workshop.state);
  const submitting = form.formState.isSubmitting;

  const subjects = (formdata.data?.workshops ?? []).map(({ id, title, active }) => ({
    value: id,
    label: active ? title : t`${title} (nicht mehr angeboten)`,
  }));
  if (!subjects.some((subject) => subject.value === workshop.offered_workshop_id)) {
    subjects.unshift({ value: workshop.offered_workshop_id, label: workshop.title });
  }
  const subjectId = useWatch({ control: form.control, name: 'offered_workshop_id' });
  const chosenSubject = formdata.data?.workshops.find((subject) => subject.id === subjectId);
  const recommended = chosenSubject?.recommended_price_centimes ?? workshop.recommended_price_centimes;
  const catalogue = chosenSubject?.price_centimes;

  const save = async (body: WorkshopUpdateBody) => {
    setFormError(null);
    try {
      const next = await updateWorkshopRequest(workshop.id, body);
      await mutate(workshopKey(workshop.id), next, { revalidate: false });
      void mutate(
        (key) => typeof key === 'string' && WORKSHOP_LIST_PREFIXES.some((prefix) => key.startsWith(prefix)),
        undefined,
        { revalidate: true },
      );
      toast.success(i18n._(savedSuccessfully));
      navigate(paths.manager.workshop.href(workshop.id));
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && error.fields.length > 0) {
        let first = true;
        for (const issue of error.fields) {
          const name = bodyToFieldName(issue.path.split('.')[0] ?? '') as keyof WorkshopEditFields;
          if (!(name in defaultValues)) continue;
          form.setError(name, { type: 'server', message: issue.message }, { shouldFocus: first });
          first = false;
        }
      }
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const title = workshop.title;
  const date = formatIsoDate(workshop.date, language);
  return (
    <>
      <PageHeader title={t`Workshop bearbeiten`} description={`${title}, ${date}`} />
      {!editable && (
        <Alert variant="info" role="status" className="mb-6">
          <AlertDescription>
            <Trans>Abgesagte und verrechnete Workshops können nicht mehr bearbeitet werden.</Trans>
          </AlertDescription>
        </Alert>
      )}
      <Form form={form} onSubmit={save} className="grid gap-6">
        <p className="text-sm text-muted-foreground">
          <Trans>Pflichtfelder sind mit * markiert.</Trans>
        </p>
        <fieldset disabled={!editable || submitting} className="grid min-w-0 gap-6 lg:grid-cols-2">
          <Section title={t`Workshop und Termin`}>
            <SelectField<WorkshopEditFields>
              name="offered_workshop_id"
              label={t`Thema`}
              options={subjects}
              placeholder={t`Bitte wählen`}
              required
              className="sm:col-span-2"
            />
            <SelectField<WorkshopEditFields>
              name="language"
              label={t`Sprache`}
              options={workshopLanguages.map((code) => ({ value: code, label: languageName(code, language) }))}
              required
              className="sm:col-span-2"
            />
            <DateField<WorkshopEditFields> name="date" label={t`Datum`} required className="sm:col-span-2" />
            <TimeField<WorkshopEditFields> name="start_time" label={t`Von`} required />
            <TimeField<WorkshopEditFields> name="end_time" label={t`Bis`} required />
          </Section>

          <Section title={t`Ort`}>
            <TextField<WorkshopEditFields>
              name="institute"
              label={t`Schule / Institution`}
              required
              autoComplete="organization"
              className="sm:col-span-2"
            />
            <TextField<WorkshopEditFields> name="street_address" label={t`Strasse und Nr.`} className="sm:col-span-2" />
            <TextField<WorkshopEditFields> name="address_addition" label={t`Adresszusatz`} className="sm:col-span-2" />
            <TextField<WorkshopEditFields> name="postcode" label={t`PLZ`} inputMode="numeric" />
            <TextField<WorkshopEditFields> name="location" label={t`Ort`} required />
            <TextField<WorkshopEditFields> name="room" label={t`Raum`} className="sm:col-span-2" />
          </Section>

          <Section title={t`Kontaktperson`}>
            <TextField<WorkshopEditFields> name="contact_firstname" label={t`Vorname`} />
            <TextField<WorkshopEditFields> name="contact_lastname" label={t`Nachname`} />
            <TextField<WorkshopEditFields> name="contact_email" type="email" label={t`E-Mail`} className="sm:col-span-2" />
            <TextField<WorkshopEditFields> name="contact_phone" type="tel" label={t`Telefon`} className="sm:col-span-2" />
          </Section>

          <Section title={t`Weitere Angaben`}>
            <TextField<WorkshopEditFields> name="number_participants" label={t`Teilnehmende`} inputMode="numeric" />
            <TextField<WorkshopEditFields>
              name="coaches_needed"
              label={t`Anzahl Coaches`}
              description={t`Mit so vielen eingeteilten Coaches ist der Workshop besetzt.`}
              inputMode="numeric"
              required
            />
            <TextField<WorkshopEditFields>
              name="price"
              label={t`Preis (CHF)`}
              inputMode="decimal"
              required
              description={
                recommended !== null && recommended !== undefined ? (
                  <PriceHint recommended={formatPrice(recommended)} catalogue={catalogue} />
                ) : undefined
              }
            />
            <TextareaField<WorkshopEditFields> name="notes" label={t`Notizen`} className="sm:col-span-2" />
          </Section>
        </fieldset>

        {formError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Link href={paths.manager.workshop.href(workshop.id)} className={buttonVariants({ variant: 'outline' })}>
            <Trans>Abbrechen</Trans>
          </Link>
          <Button type="submit" disabled={!editable || submitting} aria-busy={submitting || undefined}>
            {submitting && <Spinner size="md" />}
            <Trans>Speichern</Trans>
          </Button>
        </div>
      </Form>
    </>
  );
}

function PriceHint({ recommended, catalogue }: { recommended: string; catalogue: number | undefined }) {
  const price = catalogue === undefined ? null : formatPrice(catalogue);
  return price ? (
    <Trans>
      Katalogpreis {price}, empfohlen {recommended}
    </Trans>
  ) : (
    <Trans>Empfohlener Preis: {recommended}</Trans>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}
