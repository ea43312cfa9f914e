import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { CheckboxField, CheckboxGroupField, RadioGroupField } from '@/components/form-lite/choice-fields';
import { SelectField } from '@/components/form-lite/select-field';
import { TextareaField } from '@/components/form-lite/textarea-field';
import { TextField } from '@/components/form-lite/text-field';
import { useValue } from '@/components/form-lite/form';
import { discoverySources, type InquiryFormdata } from '@/lib/contract';
import { contactLabels, discoveryLabels, fieldId, genderLabels, knowledgeLabels, otherLabels, sectionLabels } from '../labels';
import { FormSection } from './form-section';

/*
 * The inquiry form's sections below the workshops. Each is memoised and every field subscribes to its own state,
 * so typing re-renders one field, not the whole (long) form.
 */

interface SectionProps {
  readOnly: boolean;
}

const numberInput = { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } as const;

export const ContactSection = memo(function ContactSection({ readOnly }: SectionProps) {
  const { t, i18n } = useLingui();
  return (
    <FormSection title={i18n._(sectionLabels.contact)} disabled={readOnly}>
      <RadioGroupField
        name="contact.gender"
        id={fieldId('contact.gender')}
        legend={i18n._(contactLabels.gender)}
        options={([1, 2, 3] as const).map((value) => ({ value, label: i18n._(genderLabels[value]) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contact.firstname"
          id={fieldId('contact.firstname')}
          label={i18n._(contactLabels.firstname)}
          autoComplete="given-name"
          required
        />
        <TextField
          name="contact.lastname"
          id={fieldId('contact.lastname')}
          label={i18n._(contactLabels.lastname)}
          autoComplete="family-name"
          required
        />
        <TextField
          name="contact.phone"
          id={fieldId('contact.phone')}
          label={i18n._(contactLabels.phone)}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          name="contact.email"
          id={fieldId('contact.email')}
          label={i18n._(contactLabels.email)}
          type="email"
          autoComplete="email"
          description={readOnly ? undefined : t`An diese Adresse senden wir die Bestätigung.`}
          required
        />
      </div>
    </FormSection>
  );
});

export const InstituteSection = memo(function InstituteSection({ readOnly }: SectionProps) {
  const { t, i18n } = useLingui();
  return (
    <FormSection title={i18n._(sectionLabels.institute)} disabled={readOnly}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contact.institute"
          id={fieldId('contact.institute')}
          label={i18n._(contactLabels.institute)}
          autoComplete="organization"
          className="sm:col-span-2"
          required
        />
        <TextField
          name="contact.streetAddress"
          id={fieldId('contact.streetAddress')}
          label={i18n._(contactLabels.streetAddress)}
          autoComplete="address-line1"
          required
        />
        <TextField
          name="contact.addressAddition"
          id={fieldId('contact.addressAddition')}
          label={i18n._(contactLabels.addressAddition)}
          autoComplete="address-line2"
        />
        <div className="grid grid-cols-[7rem_1fr] gap-4 sm:col-span-2 sm:grid-cols-[8rem_1fr]">
          <TextField
            name="contact.postcode"
            id={fieldId('contact.postcode')}
            label={i18n._(contactLabels.postcode)}
            autoComplete="postal-code"
            inputMode="numeric"
            required
          />
          <TextField
            name="contact.location"
            id={fieldId('contact.location')}
            label={i18n._(contactLabels.location)}
            autoComplete="address-level2"
            required
          />
        </div>
        <TextField
          name="contact.institutePhone"
          id={fieldId('contact.institutePhone')}
          label={i18n._(contactLabels.institutePhone)}
          type="tel"
          autoComplete="off"
        />
      </div>
      <CheckboxField
        name="contact.useInvoiceAddress"
        id={fieldId('contact.useInvoiceAddress')}
        label={t`Die Rechnung soll an eine andere Adresse gehen`}
      />
      <InvoiceAddressFields />
    </FormSection>
  );
});

/** Shown while "another billing address" is ticked. */
function InvoiceAddressFields() {
  const { i18n } = useLingui();
  const useInvoiceAddress = useValue<boolean | undefined>('contact.useInvoiceAddress');
  if (!useInvoiceAddress) return null;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3 sm:p-4" data-testid="inquiry-invoice-address">
      <legend className="px-1 text-sm font-semibold">{i18n._(sectionLabels.invoice)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contact.invoiceInstitute"
          id={fieldId('contact.invoiceInstitute')}
          label={i18n._(contactLabels.invoiceInstitute)}
          autoComplete="billing organization"
          className="sm:col-span-2"
          required
        />
        <TextField
          name="contact.invoiceFirstname"
          id={fieldId('contact.invoiceFirstname')}
          label={i18n._(contactLabels.invoiceFirstname)}
          autoComplete="billing given-name"
        />
        <TextField
          name="contact.invoiceLastname"
          id={fieldId('contact.invoiceLastname')}
          label={i18n._(contactLabels.invoiceLastname)}
          autoComplete="billing family-name"
        />
        <TextField
          name="contact.invoiceStreetAddress"
          id={fieldId('contact.invoiceStreetAddress')}
          label={i18n._(contactLabels.invoiceStreetAddress)}
          autoComplete="billing address-line1"
          required
        />
        <TextField
          name="contact.invoiceAddressAddition"
          id={fieldId('contact.invoiceAddressAddition')}
          label={i18n._(contactLabels.invoiceAddressAddition)}
          autoComplete="billing address-line2"
        />
        <div className="grid grid-cols-[7rem_1fr] gap-4 sm:col-span-2 sm:grid-cols-[8rem_1fr]">
          <TextField
            name="contact.invoicePostcode"
            id={fieldId('contact.invoicePostcode')}
            label={i18n._(contactLabels.invoicePostcode)}
            autoComplete="billing postal-code"
            inputMode="numeric"
            required
          />
          <TextField
            name="contact.invoiceLocation"
            id={fieldId('contact.invoiceLocation')}
            label={i18n._(contactLabels.invoiceLocation)}
            autoComplete="billing address-level2"
            required
          />
        </div>
      </div>
    </fieldset>
  );
}

export const KnowledgeSection = memo(function KnowledgeSection({
  readOnly,
  formdata,
}: SectionProps & { formdata: InquiryFormdata }) {
  const { t, i18n } = useLingui();
  return (
    <FormSection title={i18n._(sectionLabels.knowledge)} disabled={readOnly}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="knowledge.grade"
          id={fieldId('knowledge.grade')}
          label={i18n._(knowledgeLabels.grade)}
          placeholder={t`Bitte wählen`}
          options={formdata.grades.map((grade) => ({ value: grade.id, label: grade.name }))}
          required
        />
        {formdata.educational_systems.length > 0 && (
          <SelectField
            name="knowledge.educationalSystem"
            id={fieldId('knowledge.educationalSystem')}
            label={i18n._(knowledgeLabels.educationalSystem)}
            placeholder={t`Bitte wählen`}
            options={formdata.educational_systems.map((system) => ({ value: system.id, label: system.name }))}
          />
        )}
        <TextField
          name="knowledge.class"
          id={fieldId('knowledge.class')}
          label={i18n._(knowledgeLabels.class)}
          autoComplete="off"
        />
      </div>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <TextField
          name="knowledge.numberParticipantsTotal"
          id={fieldId('knowledge.numberParticipantsTotal')}
          label={i18n._(knowledgeLabels.numberParticipantsTotal)}
          className="col-span-2 md:col-span-1"
          required
          {...numberInput}
        />
        {(['numberParticipantsM', 'numberParticipantsF', 'numberParticipantsN'] as const).map((key) => (
          <TextField
            key={key}
            name={`knowledge.${key}`}
            id={fieldId(`knowledge.${key}`)}
            label={i18n._(knowledgeLabels[key])}
            deps={['knowledge.numberParticipantsTotal']}
            {...numberInput}
          />
        ))}
      </div>
      <TextareaField
        name="knowledge.preknowledge"
        id={fieldId('knowledge.preknowledge')}
        label={i18n._(knowledgeLabels.preknowledge)}
        description={readOnly ? undefined : t`Was wissen die Teilnehmenden schon? Gibt es etwas, das wir beachten sollten?`}
        rows={4}
      />
      {formdata.infrastructure.length > 0 && (
        <CheckboxGroupField
          name="knowledge.infrastructure"
          id={fieldId('knowledge.infrastructure')}
          legend={i18n._(knowledgeLabels.infrastructure)}
          options={formdata.infrastructure.map((option) => ({ value: option.id, label: option.name }))}
        />
      )}
    </FormSection>
  );
});

export const MoreSection = memo(function MoreSection({ readOnly }: SectionProps) {
  const { i18n } = useLingui();
  return (
    <FormSection title={i18n._(sectionLabels.more)} disabled={readOnly}>
      <TextareaField name="topics" id={fieldId('topics')} label={i18n._(otherLabels.topics)} rows={4} />
      <RadioGroupField
        name="sourceOfDiscovery"
        id={fieldId('sourceOfDiscovery')}
        legend={i18n._(otherLabels.sourceOfDiscovery)}
        options={discoverySources.map((value) => ({ value, label: i18n._(discoveryLabels[value]) }))}
      />
      <CheckboxField name="newsletter" id={fieldId('newsletter')} label={i18n._(otherLabels.newsletter)} />
    </FormSection>
  );
});
