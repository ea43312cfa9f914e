import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { validationMessage } from '@/components/form/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { cantonName, cantonsByName } from '@/features/statistics';
import { isApiError } from '@/lib/api';
import { cantons, type Canton } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { importSchoolHolidaysRequest } from '../api/school-holidays';
import { schoolYearChoices } from '../school-years';

/** As the API allows (school-holidays.schemas.ts HOLIDAY_FILE_MAX_CHARS). */
const MAX_FILE_CHARS = 10_000;

interface ImportTarget {
  canton: Canton;
  school_year: string;
}

interface SchoolHolidaysImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ImportTarget;
  onImported: (target: ImportTarget) => void;
}

/** "Datei importieren": a canton's holidays of one school year from a CSV file (replacing what is there). */
export function SchoolHolidaysImportDialog({ open, onOpenChange, initial, onImported }: SchoolHolidaysImportDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-lg">
        {open && <ImportForm initial={initial} onDone={(target) => (onImported(target), onOpenChange(false))} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ initial, onDone }: { initial: ImportTarget; onDone: (target: ImportTarget) => void }) {
  const { t, i18n } = useLingui();
  const [canton, setCanton] = useState<Canton>(initial.canton);
  const [schoolYear, setSchoolYear] = useState(initial.school_year);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const ids = { canton: useId(), year: useId(), file: useId(), hint: useId(), problems: useId() };
  /** A changed choice makes the last answer's problems stale. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setProblems([]);
      set(value);
    };

  const explain = (error: unknown): string[] => {
    if (isApiError(error) && error.fields.length > 0) {
      return error.fields.map((field) => {
        const text = i18n._(validationMessage(field.code) ?? errorMessage(error));
        const line = /^lines\.(\d+)$/.exec(field.path)?.[1];
        return line ? t`Zeile ${line}: ${text}` : text;
      });
    }
    return [i18n._(errorMessage(error))];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblems([t`Bitte eine Datei wählen.`]);
    setBusy(true);
    try {
      const csv = await file.text();
      if (csv.length > MAX_FILE_CHARS) return setProblems([t`Die Datei ist zu gross (höchstens 10 000 Zeichen).`]);
      const rows = await importSchoolHolidaysRequest({ canton, school_year: schoolYear, csv });
      const count = rows.length;
      toast.success(t`${plural(count, { one: '# Ferieneintrag importiert', other: '# Ferieneinträge importiert' })}`);
      onDone({ canton, school_year: schoolYear });
    } catch (error) {
      setProblems(explain(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>
          <Trans>Schulferien importieren</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Die Ferien des Kantons in diesem Schuljahr werden durch die Datei ersetzt.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.canton}>
            <Trans>Kanton</Trans>
          </Label>
          <NativeSelect id={ids.canton} value={canton} onChange={(event) => changed(setCanton)(event.target.value as Canton)}>
            {cantonsByName(cantons, i18n.locale).map((code) => (
              <option key={code} value={code}>
                {cantonName(code, i18n.locale)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.year}>
            <Trans>Schuljahr</Trans>
          </Label>
          <NativeSelect id={ids.year} value={schoolYear} onChange={(event) => changed(setSchoolYear)(event.target.value)}>
            {schoolYearChoices().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.file}>
          <Trans>Datei (CSV)</Trans>
        </Label>
        <Input
          id={ids.file}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={problems.length > 0 ? `${ids.hint} ${ids.problems}` : ids.hint}
          aria-invalid={problems.length > 0 || undefined}
          onChange={(event) => changed(setFile)(event.target.files?.[0] ?? null)}
        />
        <p id={ids.hint} className="text-sm text-muted-foreground">
          <Trans>Eine Zeile pro Ferien: Bezeichnung;von;bis, zum Beispiel «Herbstferien;03.10.2026;18.10.2026».</Trans>
        </p>
      </div>
      {problems.length > 0 && (
        <Alert variant="destructive" role="alert" id={ids.problems}>
          <AlertDescription>
            <ul className="grid gap-1" data-testid="school-holidays-import-errors">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner size="md" />}
          {busy ? <Trans>Wird importiert …</Trans> : <Trans>Importieren</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}
