import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { CheckboxField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { isApiError } from '@/lib/api';
import type { Organisation, OrganisationBody, OrganisationValues } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { refreshPublicData } from '@/lib/public-data';
import { OrganisationBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { organisationKey, updateOrganisationRequest, useOrganisation } from '../api/organisation';
import { publicOrganisationKey } from '../api/organisation-public';
import { OrganisationReminderFields } from './organisation-reminders';
import { OrganisationVatFields } from './organisation-vat';

const saved = msg`Erfolgreich gespeichert`;

type Fields = OrganisationBody;

/** An empty field is left out of the body (the server keeps the current term); anything else must be a number. */
const optionalNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

const fieldsOf = (organisation: Organisation): Required<Fields> => ({
  name: organisation.name,
  street: organisation.street,
  postcode: organisation.postcode,
  city: organisation.city,
  country: organisation.country,
  phone: organisation.phone,
  email: organisation.email,
  website_url: organisation.website_url ?? '',
  instagram_url: organisation.instagram_url ?? '',
  facebook_url: organisation.facebook_url ?? '',
  linkedin_url: organisation.linkedin_url ?? '',
  iban: organisation.iban ?? '',
  qr_iban: organisation.qr_iban ?? '',
  creditor_name: organisation.creditor_name ?? '',
  creditor_street: organisation.creditor_street ?? '',
  creditor_postcode: organisation.creditor_postcode ?? '',
  creditor_city: organisation.creditor_city ?? '',
  payment_term_days: organisation.payment_term_days,
  two_factor_required: organisation.two_factor_required,
  document_retention_months: organisation.document_retention_months,
  travel_gap_minutes: organisation.travel_gap_minutes,
  request_reminder_days: organisation.request_reminder_days,
  escalation_days: organisation.escalation_days,
  vat_status: organisation.vat_status,
  vat_uid: organisation.vat_uid ?? '',
  reminder_levels: organisation.reminder_levels,
  reminder_term_days: organisation.reminder_term_days,
});

/** Master data, organisation: name, address, contact, links, bank account and creditor; only admins change them. */
export function OrganisationSection() {
  const organisation = useOrganisation();
  const user = useUser();
  if (organisation.data) {
    return <OrganisationForm organisation={organisation.data} editable={user?.role === 'admin'} />;
  }
  if (organisation.error) return <FetchError error={organisation.error} onRetry={() => void organisation.mutate()} />;
  return <ListLoading />;
}

function Group({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {description && <p className="-mt-2 text-sm text-muted-foreground">{description}</p>}
      {children}
    </fieldset>
  );
}

function OrganisationForm({ organisation, editable }: { organisation: Organisation; editable: boolean }) {
  const { t, i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, OrganisationValues>({
    resolver: zodResolver(OrganisationBodySchema),
    defaultValues: fieldsOf(organisation),
  });

  const submit = async (values: OrganisationValues) => {
    setFormError(null);
    try {
      const next = await updateOrganisationRequest(values);
      form.reset(fieldsOf(next));
      void mutate(organisationKey, next, { revalidate: false });
      refreshPublicData(publicOrganisationKey);
      toast.success(i18n._(saved));
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const submitting = form.formState.isSubmitting;
  const readOnly = !editable;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-6" data-testid="organisation-section">
      {readOnly && (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Nur Admins können diese Angaben ändern.</Trans>
          </AlertDescription>
        </Alert>
      )}
      <fieldset disabled={readOnly || submitting} className="grid min-w-0 gap-6">
        <Group
          title={t`Name und Adresse`}
          description={<Trans>Erscheinen in Kopf- und Fusszeile der öffentlichen Seiten.</Trans>}
        >
          <TextField<Fields> name="name" label={t`Name`} autoComplete="organization" required />
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr_1fr]">
            <TextField<Fields> name="street" label={t`Strasse und Nr.`} autoComplete="street-address" required />
            <TextField<Fields> name="postcode" label={t`PLZ`} autoComplete="postal-code" required />
            <TextField<Fields> name="city" label={t`Ort`} autoComplete="address-level2" required />
            <TextField<Fields> name="country" label={t`Land`} autoComplete="country" maxLength={2} required />
          </div>
        </Group>
        <Group title={t`Kontakt`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<Fields> name="phone" type="tel" label={t`Telefon`} autoComplete="tel" required />
            <TextField<Fields> name="email" type="email" label={t`E-Mail`} autoComplete="email" required />
          </div>
        </Group>
        <Group title={t`Links`} description={<Trans>Vollständige Adressen mit https://; leere Felder erscheinen nicht.</Trans>}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<Fields> name="website_url" type="url" label={t`Website`} />
            <TextField<Fields> name="instagram_url" type="url" label="Instagram" />
            <TextField<Fields> name="facebook_url" type="url" label="Facebook" />
            <TextField<Fields> name="linkedin_url" type="url" label="LinkedIn" />
          </div>
        </Group>
        <Group
          title={t`Bankverbindung für Rechnungen`}
          description={
            <Trans>
              Schweizer oder Liechtensteiner Konto. Mit einer QR-IBAN tragen die Rechnungen eine QR-Referenz. Nur für
              Mitarbeitende sichtbar.
            </Trans>
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<Fields> name="iban" label={t`IBAN`} autoComplete="off" spellCheck={false} />
            <TextField<Fields> name="qr_iban" label={t`QR-IBAN`} autoComplete="off" spellCheck={false} />
          </div>
          <TextField<Fields>
            name="payment_term_days"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            className="sm:max-w-xs"
            label={t`Zahlungsfrist (Tage)`}
            description={t`Tage vom Rechnungsdatum bis zur Fälligkeit, 1 bis 120.`}
            required
            registerOptions={{ setValueAs: optionalNumber }}
          />
        </Group>
        <Group
          title={t`Zahlungsempfänger`}
          description={<Trans>Leer lassen, wenn Name und Adresse der Organisation auf der Rechnung stehen sollen.</Trans>}
        >
          <TextField<Fields> name="creditor_name" label={t`Name`} autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr]">
            <TextField<Fields> name="creditor_street" label={t`Strasse und Nr.`} autoComplete="off" />
            <TextField<Fields> name="creditor_postcode" label={t`PLZ`} autoComplete="off" />
            <TextField<Fields> name="creditor_city" label={t`Ort`} autoComplete="off" />
          </div>
        </Group>
        <Group
          title={t`Mehrwertsteuer`}
          description={<Trans>Was Rechnungen, Gutschriften und Mahnungen zur Mehrwertsteuer sagen.</Trans>}
        >
          <OrganisationVatFields />
        </Group>
        <Group
          title={t`Mahnungen`}
          description={
            <Trans>
              Der tägliche Lauf schlägt fällige Mahnungen vor; die Buchhaltung prüft und versendet sie. Ohne Mahnstufe werden
              keine Mahnungen vorgeschlagen.
            </Trans>
          }
        >
          <OrganisationReminderFields />
        </Group>
        <Group title={t`Sicherheit und Datenschutz`}>
          <CheckboxField<Fields>
            name="two_factor_required"
            label={t`Zwei-Faktor-Anmeldung für Admins und Finanzen vorschreiben`}
            description={t`Wer sie noch nicht eingerichtet hat, muss das nach der nächsten Anmeldung tun, bevor er weiterarbeiten kann.`}
          />
          <TextField<Fields>
            name="document_retention_months"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            className="sm:max-w-xs"
            label={t`Aufbewahrung von Bewilligungen und Verträgen (Monate)`}
            description={t`Monate nach dem letzten Einsatz eines Coaches, bis die Dokumente automatisch gelöscht werden, 1 bis 120.`}
            required
            registerOptions={{ setValueAs: optionalNumber }}
          />
        </Group>
        <Group title={t`Einsatzplanung`}>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField<Fields>
              name="travel_gap_minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              step={1}
              label={t`Reisezeit zwischen zwei Workshops (Minuten)`}
              description={t`So viel Zeit braucht ein Coach mindestens zwischen zwei Workshops, 0 bis 240.`}
              required
              registerOptions={{ setValueAs: optionalNumber }}
            />
            <TextField<Fields>
              name="request_reminder_days"
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              step={1}
              label={t`Erinnerung nach (Tagen)`}
              description={t`Tage ohne Antwort, bis ein Coach an eine Anfrage erinnert wird, 1 bis 30.`}
              required
              registerOptions={{ setValueAs: optionalNumber }}
            />
            <TextField<Fields>
              name="escalation_days"
              type="number"
              inputMode="numeric"
              min={1}
              max={30}
              step={1}
              label={t`Eskalation nach der Erinnerung (Tage)`}
              description={t`Tage nach der Erinnerung, bis bei Workshops mit automatischer Eskalation der nächste passende Coach angefragt wird, 1 bis 30.`}
              required
              registerOptions={{ setValueAs: optionalNumber }}
            />
          </div>
        </Group>
      </fieldset>
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" disabled={submitting || !form.formState.isDirty} aria-busy={submitting || undefined}>
            {submitting && <Spinner size="md" />}
            <Trans>Speichern</Trans>
          </Button>
        </div>
      )}
    </Form>
  );
}
