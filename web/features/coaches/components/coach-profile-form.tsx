import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { CheckboxGroupField, RadioGroupField } from '@/components/form/choice-fields';
import { DateField } from '@/components/form/date-fields';
import { SelectField, TextareaField, TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { MoneyField } from '@/components/form/money-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { setUser, useUser } from '@/features/auth';
import { toApiError } from '@/lib/api';
import {
  civilStatuses,
  residencePermits,
  type CoachProfile,
  type ManagerBasedata,
  type SensitiveProfileField,
} from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { CoachProfileUpdateBodySchema, requiredProfileFields } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { revealOwnProfileField, updateOwnProfile } from '../api/own-profile';
import { civilStatusLabels, profileFieldLabels, residencePermitLabels, salutationLabels } from '../labels';
import { changedProfileBody, parseDecimal, profileToValues, type CoachProfileValues } from '../profile-values';
import { ProfileFileSlot } from './profile-file-slot';
import { ProfileSection } from './profile-section';
import { SkillsField } from './skills-field';

const required = new Set<string>([...requiredProfileFields, 'firstname', 'lastname']);

interface CoachProfileFormProps {
  profile: CoachProfile;
  basedata: ManagerBasedata;
  onSaved: (profile: CoachProfile) => void;
  /** Files changed (uploaded/removed): reload the profile. */
  onFilesChanged: () => void;
}

/** The coach's own profile (spec section 3): saved as it is; the fields marked * are needed for validation. */
export function CoachProfileForm({ profile, basedata, onSaved, onFilesChanged }: CoachProfileFormProps) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const form = useForm({
    resolver: zodResolver(CoachProfileUpdateBodySchema),
    defaultValues: profileToValues(profile),
  });
  const permit = useWatch({ control: form.control, name: 'residence_permit' });
  const label = (field: string) => i18n._(profileFieldLabels[field]!);
  const text = (
    field: Path<CoachProfileValues>,
    extra: Omit<ComponentProps<'input'>, 'name' | 'id' | 'required'> & { description?: ReactNode } = {},
  ) => <TextField<CoachProfileValues> name={field} label={label(field)} required={required.has(field)} {...extra} />;
  const sensitive = useSensitiveFields(profile, form.resetField);
  const files = profile.hr?.files ?? [];
  const fileOf = (kind: string) => files.find((file) => file.kind === kind);

  const onSubmit = async () => {
    try {
      const saved = await updateOwnProfile(
        changedProfileBody(form.getValues(), (field) => Boolean(form.formState.dirtyFields[field as keyof CoachProfileValues])),
      );
      sensitive.forget();
      form.reset(profileToValues(saved));
      if (user) setUser({ ...user, firstname: saved.user.firstname, lastname: saved.user.lastname });
      onSaved(saved);
      toast.success(t`Profil gespeichert`);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'validation_failed' && applyFieldErrors(form, apiError)) return;
      toast.error(i18n._(errorMessage(apiError)));
    }
  };

  // Read during render so react-hook-form tracks which fields are dirty (the save leaves unchanged sensitive ones out).
  const { isSubmitting, dirtyFields: _tracked } = form.formState;
  return (
    // minmax(0, 1fr): a long word or a file name must not widen the sections beyond a phone's screen.
    <Form form={form} onSubmit={onSubmit} className="grid grid-cols-[minmax(0,1fr)] gap-6" aria-label={t`Coach-Profil`}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Felder mit * werden für die Validierung durch die Personalabteilung benötigt. Sie können jederzeit zwischenspeichern.
        </Trans>
      </p>

      <ProfileSection title={<Trans>Personalien</Trans>}>
        <RadioGroupField<CoachProfileValues>
          name="salutation"
          legend={label('salutation')}
          required
          className="sm:col-span-2"
          options={([1, 2, 3] as const).map((value) => ({ value, label: i18n._(salutationLabels[value]) }))}
        />
        {text('firstname', { autoComplete: 'given-name' })}
        {text('lastname', { autoComplete: 'family-name' })}
        <DateField<CoachProfileValues> name="birthday" label={label('birthday')} required={required.has('birthday')} />
        {text('nationality')}
        {text('hometown')}
        <SelectField<CoachProfileValues>
          name="civil_status"
          label={label('civil_status')}
          required
          placeholder={t`Bitte wählen`}
          options={civilStatuses.map((value) => ({ value, label: i18n._(civilStatusLabels[value]) }))}
        />
        <DateField<CoachProfileValues>
          name="civil_status_since"
          label={label('civil_status_since')}
          required={required.has('civil_status_since')}
        />
      </ProfileSection>

      <ProfileSection title={<Trans>Kontakt</Trans>}>
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        {text('street', { autoComplete: 'street-address' })}
        {text('postcode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {text('location', { autoComplete: 'address-level2' })}
      </ProfileSection>

      <ProfileSection
        title={<Trans>Sozialversicherung und Bank</Trans>}
        description={<Trans>Nur Sie und die Personalabteilung sehen diese Angaben.</Trans>}
      >
        {text('ahv_number', {
          placeholder: '756.XXXX.XXXX.XX',
          inputMode: 'numeric',
          autoComplete: 'off',
          description: sensitive.hint('ahv_number'),
        })}
        {text('iban', { placeholder: 'CH00 0000 0000 0000 0000 0', autoComplete: 'off', description: sensitive.hint('iban') })}
        {text('bic', { autoComplete: 'off' })}
        {text('bank_name')}
        <TextareaField<CoachProfileValues> name="bank_address" label={label('bank_address')} rows={2} className="sm:col-span-2" />
      </ProfileSection>

      <ProfileSection
        title={<Trans>Aufenthaltsbewilligung</Trans>}
        description={<Trans>Nur für Personen ohne Schweizer Bürgerrecht: bitte beide Seiten der Bewilligung hochladen.</Trans>}
      >
        <SelectField<CoachProfileValues>
          name="residence_permit"
          label={label('residence_permit')}
          placeholder={t`Keine (Schweizer Bürgerrecht)`}
          options={residencePermits.map((value) => ({ value, label: i18n._(residencePermitLabels[value]) }))}
          className="sm:col-span-2"
        />
        {(['residence_permit_front', 'residence_permit_back'] as const).map((kind) => (
          <ProfileFileSlot
            key={kind}
            coachId={profile.user.id}
            kind={kind}
            file={fileOf(kind)}
            required={Boolean(permit)}
            editable
            onChanged={onFilesChanged}
          />
        ))}
      </ProfileSection>

      <ProfileSection title={<Trans>Anstellung und Einkommen</Trans>}>
        <TextareaField<CoachProfileValues>
          name="job_percentages"
          label={label('job_percentages')}
          rows={2}
          description={<Trans>z. B. Lehrerin 60 %</Trans>}
        />
        <TextField<CoachProfileValues>
          name="hours_per_week"
          label={label('hours_per_week')}
          inputMode="decimal"
          registerOptions={{ setValueAs: parseDecimal }}
        />
        {(['gross_monthly_salary_centimes', 'replacement_incomes_per_month_centimes'] as const).map((field) => (
          <MoneyField<CoachProfileValues>
            // A revealed amount remounts the input, which takes its value only when it mounts.
            key={`${field}-${sensitive.isRevealed(field)}`}
            name={field}
            label={label(field)}
            description={sensitive.hint(field)}
          />
        ))}
        <TextareaField<CoachProfileValues> name="other_employers" label={label('other_employers')} rows={2} />
        <ProfileFileSlot
          coachId={profile.user.id}
          kind="self_employment_proof"
          file={fileOf('self_employment_proof')}
          editable
          onChanged={onFilesChanged}
        />
      </ProfileSection>

      <ProfileSection title={<Trans>Coaching</Trans>}>
        <CheckboxGroupField<CoachProfileValues>
          name="language_ids"
          legend={`${label('language_ids')} *`}
          className="sm:col-span-2"
          options={basedata.coach_languages.map((item) => ({ value: item.id, label: item.name }))}
        />
        <CheckboxGroupField<CoachProfileValues>
          name="subject_ids"
          legend={`${label('subject_ids')} *`}
          className="sm:col-span-2"
          options={basedata.coach_subjects.map((item) => ({ value: item.id, label: item.name }))}
        />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Kompetenzen (1 = Grundkenntnisse, 5 = sehr gut)</Trans>
          </legend>
          <SkillsField skills={basedata.coach_skills} />
        </fieldset>
        <TextareaField<CoachProfileValues>
          name="qualifications"
          label={label('qualifications')}
          rows={3}
          className="sm:col-span-2"
        />
        <TextareaField<CoachProfileValues> name="remarks" label={label('remarks')} rows={3} className="sm:col-span-2" />
      </ProfileSection>

      <ProfileSection title={<Trans>Auslastung</Trans>}>
        {(['workload_month_wish', 'workload_year_wish'] as const).map((field) => (
          <TextField<CoachProfileValues>
            key={field}
            name={field}
            label={label(field)}
            inputMode="numeric"
            registerOptions={{ setValueAs: parseDecimal }}
            description={<Trans>Ein Wunsch an die Einsatzplanung; leer lassen, wenn Sie keinen haben.</Trans>}
          />
        ))}
      </ProfileSection>

      {Object.keys(form.formState.errors).length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            <Trans>Bitte überprüfen Sie die markierten Felder.</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Ihre Eingaben sind noch nicht gespeichert.</Trans>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting && <Spinner size="md" />}
          <Trans>Profil speichern</Trans>
        </Button>
      </div>
    </Form>
  );
}

const maskedOf = (profile: CoachProfile, field: SensitiveProfileField) => {
  const hr = profile.hr;
  if (!hr) return null;
  if (field === 'gross_monthly_salary_centimes') return hr.gross_monthly_salary;
  if (field === 'replacement_incomes_per_month_centimes') return hr.replacement_incomes_per_month;
  return hr[field];
};

/**
 * The sensitive fields come masked: their inputs start empty and say what is stored ("Gespeichert: CH•• … 957 2")
 * with a button that fills in the clear value (audited by the server) without marking the field as changed.
 */
function useSensitiveFields(
  profile: CoachProfile,
  resetField: (field: SensitiveProfileField, options: { defaultValue: string | number | null }) => void,
) {
  const { t, i18n } = useLingui();
  const [revealed, setRevealed] = useState<ReadonlySet<SensitiveProfileField>>(new Set());
  const [busy, setBusy] = useState<SensitiveProfileField | null>(null);
  const labelOf = (field: string) => i18n._(profileFieldLabels[field]!);

  const reveal = async (field: SensitiveProfileField) => {
    setBusy(field);
    try {
      const { value } = await revealOwnProfileField(field);
      resetField(field, { defaultValue: typeof value === 'number' ? value : (value ?? '') });
      setRevealed((current) => new Set([...current, field]));
    } catch (error) {
      toast.error(i18n._(errorMessage(toApiError(error))));
    } finally {
      setBusy(null);
    }
  };

  const hint = (field: SensitiveProfileField): ReactNode => {
    const masked = maskedOf(profile, field);
    if (!masked || revealed.has(field)) return undefined;
    const label = labelOf(field);
    return (
      <>
        <Trans>Gespeichert:</Trans> <span className="font-mono">{masked}</span>{' '}
        <Button
          type="button"
          variant="link"
          onClick={() => reveal(field)}
          disabled={busy === field}
          aria-busy={busy === field || undefined}
          aria-label={t`${label} anzeigen`}
        >
          <Trans>Anzeigen</Trans>
        </Button>
      </>
    );
  };

  return {
    hint,
    isRevealed: (field: SensitiveProfileField) => revealed.has(field),
    /** After a save the answer is masked again. */
    forget: () => setRevealed(new Set()),
  };
}
