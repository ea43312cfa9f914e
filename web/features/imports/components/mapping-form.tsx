import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { importFields, type ImportKind } from '@contract/imports/import-fields';
import { RequiredMark } from '@/components/form/field-frame';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCount } from '../format';
import { fieldLabel } from '../labels';
import { missingRequired, withColumn, type Mapping } from '../lib/mapping';
import type { ImportFile } from '../lib/read-file';

interface MappingFormProps {
  kind: ImportKind;
  file: ImportFile;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  onCheck: () => void;
}

/** Step 2: which column of the file each field takes; the check starts once every required field has one. */
export function MappingForm({ kind, file, mapping, onChange, onCheck }: MappingFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const missing = missingRequired(kind, mapping);
  const missingNames = missing.map((field) => i18n._(fieldLabel(kind, field))).join(', ');
  const rowCount = formatCount(file.rows.length, i18n.locale);
  const fileName = file.name;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          <Trans>Spalten zuordnen</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            {fileName}: {rowCount} Zeilen. Wählen Sie für jedes Feld die Spalte der Datei; Felder mit * sind Pflicht.
          </Trans>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {importFields[kind].map((field) => (
          <div key={field.key} className="grid gap-1.5">
            <label htmlFor={`${id}-${field.key}`} className="text-sm font-medium">
              {i18n._(fieldLabel(kind, field.key))}
              {field.required && <RequiredMark />}
            </label>
            <NativeSelect
              id={`${id}-${field.key}`}
              value={mapping[field.key] ?? ''}
              aria-invalid={missing.includes(field.key) || undefined}
              onChange={(event) => onChange(withColumn(mapping, field.key, event.currentTarget.value || null))}
            >
              <option value="">{t`— keine —`}</option>
              {file.headers.map((header, index) =>
                header ? (
                  <option key={`${index}-${header}`} value={header}>
                    {header}
                  </option>
                ) : null,
              )}
            </NativeSelect>
          </div>
        ))}
      </div>
      {missing.length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <Trans>Diese Pflichtfelder brauchen eine Spalte, bevor die Datei geprüft werden kann: {missingNames}</Trans>
          </AlertDescription>
        </Alert>
      )}
      <Button className="justify-self-start" onClick={onCheck} disabled={missing.length > 0}>
        <Trans>Prüfen</Trans>
      </Button>
    </section>
  );
}
