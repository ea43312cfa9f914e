import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioGroupField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/field';
import { vatStatuses, type OrganisationBody, type VatStatus } from '@/lib/contract';

type Fields = OrganisationBody;

/** What each VAT status means on invoices (decision 058). */
const vatStatusLabels: Record<VatStatus, MessageDescriptor> = {
  'not-registered': msg`Nicht mehrwertsteuerpflichtig`,
  exempt: msg`Von der MWST ausgenommen (Bildung, Art. 21 Abs. 2 Ziff. 11 MWSTG)`,
  registered: msg`Im MWST-Register eingetragen`,
};

/**
 * The organisation's VAT status and, while registered, its UID, checked as it is typed (the shared schema, check
 * digit included). Hidden, the UID leaves the form's values (the server keeps none unless registered); shown again,
 * it starts from the saved one.
 */
export function OrganisationVatFields() {
  const { t, i18n } = useLingui();
  const { trigger, getFieldState } = useFormContext<Fields>();
  const status = useWatch<Fields, 'vat_status'>({ name: 'vat_status' });
  return (
    <>
      <RadioGroupField<Fields>
        name="vat_status"
        legend={t`MWST-Status`}
        options={vatStatuses.map((value) => ({ value, label: i18n._(vatStatusLabels[value]) }))}
      />
      {status === 'registered' && (
        <TextField<Fields>
          name="vat_uid"
          label={t`UID (MWST-Nummer)`}
          description={t`Zum Beispiel CHE-123.456.788; auf den Rechnungen mit dem Zusatz MWST.`}
          autoComplete="off"
          spellCheck={false}
          className="sm:max-w-sm"
          required
          registerOptions={{
            shouldUnregister: true,
            onBlur: () => void trigger('vat_uid'),
            onChange: () => {
              if (getFieldState('vat_uid').error) void trigger('vat_uid');
            },
          }}
        />
      )}
    </>
  );
}
