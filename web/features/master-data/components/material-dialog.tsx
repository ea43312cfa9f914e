import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/choice-fields';
import { TextareaField, TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api';
import type { Material, MaterialBody } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { MaterialBodySchema } from '@/lib/schemas';
import { createMaterialRequest, updateMaterialRequest } from '../api/materials';

type MaterialValues = z.output<typeof MaterialBodySchema>;

/** A number input's value for zod: empty is "not given", anything else a number (NaN is refused). */
const optionalNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

interface MaterialDialogProps {
  /** The material to edit; `null` creates one. Closed when `open` is false. */
  material: Material | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (material: Material) => void;
}

/** Create or edit a material (admin, associate). */
export function MaterialDialog({ material, open, onOpenChange, onSaved }: MaterialDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{material ? t`Material bearbeiten` : t`Neues Material`}</DialogTitle>
          <DialogDescription>
            <Trans>Felder mit * sind Pflichtfelder.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open && <MaterialForm material={material} onCancel={() => onOpenChange(false)} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

const toFields = (material: Material | null): MaterialBody =>
  material
    ? {
        title: material.title,
        description: material.description ?? '',
        format: material.format ?? '',
        storage_location: material.storage_location ?? '',
        stock: material.stock,
        orderable_by_coaches: material.orderable_by_coaches,
        visible_for_coaches: material.visible_for_coaches,
        visible_for_associates: material.visible_for_associates,
        visible_for_finance: material.visible_for_finance,
        active: material.active,
        position: material.position,
      }
    : {
        title: '',
        description: '',
        format: '',
        storage_location: '',
        stock: 0,
        orderable_by_coaches: false,
        visible_for_coaches: true,
        visible_for_associates: true,
        visible_for_finance: false,
        active: true,
        position: undefined,
      };

function MaterialForm({
  material,
  onCancel,
  onSaved,
}: {
  material: Material | null;
  onCancel: () => void;
  onSaved: (material: Material) => void;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MaterialBody, unknown, MaterialValues>({
    resolver: zodResolver(MaterialBodySchema),
    defaultValues: toFields(material),
  });

  const submit = async (values: MaterialValues) => {
    setFormError(null);
    try {
      onSaved(material ? await updateMaterialRequest(material.id, values) : await createMaterialRequest(values));
    } catch (error) {
      // The typed values stay: the form is unmounted only when the dialog closes.
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      const reason = i18n._(errorMessage(error));
      setFormError(t`Das Material konnte nicht gespeichert werden: ${reason}`);
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <TextField<MaterialBody> name="title" label={t`Titel`} autoComplete="off" required />
      <TextareaField<MaterialBody> name="description" label={t`Beschreibung`} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<MaterialBody> name="format" label={t`Format`} autoComplete="off" description={t`z. B. Poster A2`} />
        <TextField<MaterialBody> name="storage_location" label={t`Lagerort`} autoComplete="off" />
        <TextField<MaterialBody>
          name="stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t`Bestand (Stück)`}
          required
          registerOptions={{ setValueAs: optionalNumber }}
        />
        <TextField<MaterialBody>
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label={t`Reihenfolge`}
          description={t`Leer: am Ende der Liste`}
          registerOptions={{ setValueAs: optionalNumber }}
        />
      </div>
      <CheckboxField<MaterialBody>
        name="orderable_by_coaches"
        label={t`Von Coaches bestellbar`}
        description={t`Coaches können es für ihre Workshops bestellen.`}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Sichtbar für</Trans>
        </legend>
        <CheckboxField<MaterialBody> name="visible_for_coaches" label={t`Coaches`} />
        <CheckboxField<MaterialBody> name="visible_for_associates" label={t`Team`} />
        <CheckboxField<MaterialBody> name="visible_for_finance" label={t`Finanzen`} />
      </fieldset>
      <CheckboxField<MaterialBody>
        name="active"
        label={t`Aktiv`}
        description={t`Inaktives Material bleibt in alten Bestellungen, kann aber nicht mehr bestellt werden.`}
      />
      {formError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <FormDialogFooter submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
