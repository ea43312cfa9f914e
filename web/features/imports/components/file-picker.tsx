import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Import } from '@contract/imports/imports.schemas';
import { importKinds, type ImportKind } from '@contract/imports/import-fields';
import { RadioGroupControl } from '@/components/form/choice-controls';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { importKindLabels } from '../labels';

interface FilePickerProps {
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  onFile: (file: File) => void;
  reading: boolean;
  /** An unfinished import whose file is asked for again. */
  resuming: Import | null;
  onStopResuming: () => void;
}

/** Step 1: what the file holds, and the file (CSV or XLSX), read in the browser. */
export function FilePicker({ kind, onKindChange, onFile, reading, resuming, onStopResuming }: FilePickerProps) {
  const { t, i18n } = useLingui();
  const ids = { kind: useId(), file: useId(), hint: useId() };
  const resumedName = resuming?.file_name ?? '';
  return (
    <div className="grid gap-4">
      <RadioGroupControl
        id={ids.kind}
        errorId={`${ids.kind}-error`}
        name="import-kind"
        legend={t`Was enthält die Datei?`}
        options={importKinds.map((value) => ({ value, label: i18n._(importKindLabels[value]) }))}
        value={kind}
        onChange={(value) => onKindChange(value as ImportKind)}
        disabled={reading}
      />
      {resuming && (
        <Alert>
          <AlertDescription className="grid gap-2">
            <p>
              <Trans>Wählen Sie die Datei «{resumedName}» noch einmal: Der Import geht dort weiter, wo er aufgehört hat.</Trans>
            </p>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={onStopResuming}>
              <Trans>Andere Datei importieren</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.file}>
          <Trans>Datei (CSV oder Excel)</Trans>
        </Label>
        <Input
          id={ids.file}
          type="file"
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={ids.hint}
          disabled={reading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
            event.currentTarget.value = '';
          }}
        />
        <p id={ids.hint} className="text-sm text-muted-foreground">
          <Trans>
            CSV (UTF-8 oder Windows-1252, mit Strichpunkt oder Komma getrennt) oder Excel (XLSX, erstes Blatt). Die erste Zeile
            enthält die Spaltennamen. Die Datei wird in Ihrem Browser gelesen; gesendet werden nur die zugeordneten Spalten.
          </Trans>
        </p>
      </div>
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          <Trans>Die Datei wird gelesen …</Trans>
        </p>
      )}
    </div>
  );
}
