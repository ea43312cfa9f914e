import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, CheckboxGroupField, RadioGroupField } from '@/components/form/choice-fields';
import { RequiredMark, SelectField, TextareaField, TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { MoneyField } from '@/components/form/money-field';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { StatusPill } from '@/components/ui/status-pill';
import { useManagerBasedata } from '@/features/basedata';
import { isApiError } from '@/lib/api';
import { uiLanguages, workshopLanguages, workshopTypes, type OfferedWorkshop, type UiLanguage } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { languageName } from '@/lib/format';
import { OfferedWorkshopBodySchema, STANDARD_VAT_RATE_BASIS_POINTS } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import {
  createOfferedWorkshopRequest,
  useRevalidateOfferedWorkshops,
  updateOfferedWorkshopRequest,
} from '../api/offered-workshops-write';
import { OfferedWorkshopFiles } from './offered-workshop-files';
import { offerSaved, offerTitle, workshopTypeLabels } from './offered-workshop-labels';
import { VatRateField } from './vat-rate-field';

type Fields = z.input<typeof OfferedWorkshopBodySchema>;
type Values = z.output<typeof OfferedWorkshopBodySchema>;

interface OfferedWorkshopEditorProps {
  open: boolean;
  /** The offer to edit; none: a new one. */
  offer?: OfferedWorkshop;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit an offered workshop in a dialog; the files of an existing one below the form. */
export function OfferedWorkshopEditor({ open, offer, onOpenChange }: OfferedWorkshopEditorProps) {
  const { t, i18n } = useLingui();
  const title = offer ? t`Angebot bearbeiten: ${offerTitle(offer, i18n.locale)}` : t`Neues Angebot`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>Der deutsche Titel ist Pflicht. Fehlt eine Übersetzung, zeigt das Anfrageformular den deutschen Text.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open && <OfferedWorkshopForm key={offer?.id ?? 'new'} offer={offer} onDone={() => onOpenChange(false)} />}
        {open && offer && <OfferedWorkshopFiles offer={offer} />}
        {open && !offer && (
          <p className="text-sm text-muted-foreground">
            <Trans>Dateien können Sie nach dem Speichern anhängen.</Trans>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

const emptyTranslation = { title: '', description: '' };

function defaultValues(offer: OfferedWorkshop | undefined): DefaultValues<Fields> {
  if (!offer) {
    return {
      code: '',
      translations: { de: emptyTranslation, fr: emptyTranslation, it: emptyTranslation, en: emptyTranslation },
      type: 'single',
      languages: ['de'],
      active: true,
      subject_id: null,
      recommended_price_centimes: null,
      vat_rate_basis_points: STANDARD_VAT_RATE_BASIS_POINTS,
    };
  }
  const { translations } = offer;
  return {
    code: offer.code,
    translations: {
      de: translations.de,
      fr: translations.fr ?? emptyTranslation,
      it: translations.it ?? emptyTranslation,
      en: translations.en ?? emptyTranslation,
    },
    type: offer.type,
    languages: offer.languages,
    duration_minutes: offer.duration_minutes,
    price_centimes: offer.price_centimes,
    recommended_price_centimes: offer.recommended_price_centimes,
    coach_fee_centimes: offer.coach_fee_centimes,
    vat_rate_basis_points: offer.vat_rate_basis_points,
    subject_id: offer.subject_id,
    active: offer.active,
    position: offer.position,
  };
}

/** An empty number field is "nothing typed" (zod says which are required), not 0. */
const optionalNumber = { setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)) };

function OfferedWorkshopForm({ offer, onDone }: { offer?: OfferedWorkshop; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const revalidateOfferedWorkshops = useRevalidateOfferedWorkshops();
  const { data: basedata } = useManagerBasedata();
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver(OfferedWorkshopBodySchema),
    defaultValues: defaultValues(offer),
  });

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      if (offer) await updateOfferedWorkshopRequest(offer.id, values);
      else await createOfferedWorkshopRequest(values);
      await revalidateOfferedWorkshops();
      toast.success(i18n._(offerSaved));
      onDone();
    } catch (error) {
      // What was typed stays: the form is only unmounted when the dialog closes.
      if (isApiError(error) && applyFieldErrors(form, error)) return;
      setFormError(i18n._(errorMessage(error)));
    }
  };

  const subjects = (basedata?.coach_subjects ?? []).map((subject) => ({ value: subject.id, label: subject.name }));
  const submitting = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-label={t`Angebot`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Fields> name="code" label={t`Code`} autoComplete="off" required maxLength={20} />
        <TextField<Fields>
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          label={t`Reihenfolge`}
          description={t`Kleinere Zahlen stehen im Formular weiter oben.`}
          registerOptions={optionalNumber}
        />
      </div>
      {uiLanguages.map((language) => (
        <TranslationFieldset key={language} language={language} />
      ))}
      <RadioGroupField<Fields>
        name="type"
        legend={t`Art`}
        options={workshopTypes.map((type) => ({ value: type, label: i18n._(workshopTypeLabels[type]) }))}
      />
      <CheckboxGroupField<Fields>
        name="languages"
        legend={
          <>
            {t`Durchführungssprachen`}
            <RequiredMark />
          </>
        }
        options={workshopLanguages.map((language) => ({ value: language, label: languageName(language, i18n.locale) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Fields>
          name="duration_minutes"
          type="number"
          inputMode="numeric"
          min={1}
          label={t`Dauer in Minuten`}
          required
          registerOptions={optionalNumber}
        />
        <SelectField<Fields> name="subject_id" label={t`Thema`} options={subjects} placeholder={t`Kein Thema`} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField<Fields> name="price_centimes" label={t`Preis (CHF)`} required />
        <MoneyField<Fields> name="recommended_price_centimes" label={t`Empfohlener Preis (CHF)`} />
        <MoneyField<Fields> name="coach_fee_centimes" label={t`Honorar pro Coach (CHF)`} required />
      </div>
      <VatRateField<Fields>
        name="vat_rate_basis_points"
        label={t`MWST-Satz (%)`}
        description={t`Im Preis enthalten, z. B. 8.1; gilt nur, wenn die Organisation im MWST-Register eingetragen ist.`}
        className="sm:max-w-xs"
      />
      <CheckboxField<Fields> name="active" label={t`Aktiv`} description={t`Nur aktive Angebote erscheinen im Anfrageformular.`} />
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <FormDialogFooter submitting={submitting} onCancel={onDone} />
    </Form>
  );
}

/** Title and description in one language; German is required, the others show when they are missing. */
function TranslationFieldset({ language }: { language: UiLanguage }) {
  const { t, i18n } = useLingui();
  const title = useWatch<Fields>({ name: `translations.${language}.title` });
  const required = language === 'de';
  const missing = !required && !(typeof title === 'string' && title.trim());
  const name = languageName(language, i18n.locale);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-language={language}>
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        {name}
        {required && <RequiredMark />}
        {missing && (
          <StatusPill tone="waiting">
            <Trans>Übersetzung fehlt</Trans>
          </StatusPill>
        )}
      </legend>
      <TextField<Fields>
        name={`translations.${language}.title`}
        label={t`Titel (${name})`}
        autoComplete="off"
        required={required}
        lang={language}
      />
      <TextareaField<Fields>
        name={`translations.${language}.description`}
        label={t`Beschreibung (${name})`}
        rows={3}
        lang={language}
      />
    </fieldset>
  );
}
