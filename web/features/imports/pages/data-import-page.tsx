import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { IMPORT_MAX_ROWS, type ImportKind } from '@contract/imports/import-fields';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { formatCount } from '../format';
import { FilePicker } from '../components/file-picker';
import { ImportReportView } from '../components/import-report-view';
import { InvitationsSection } from '../components/invitations-section';
import { MappingForm } from '../components/mapping-form';
import { ImportDone, RunImport } from '../components/run-import';
import { UnfinishedImports } from '../components/unfinished-imports';
import { UploadProgress } from '../components/upload-progress';
import type { ReadProblem } from '../lib/read-file';
import { useImportFlow, type FlowError } from '../use-import-flow';

/** `/manager/master-data/import` (admin): coaches, past workshops or materials from a CSV or XLSX file. */
export default function DataImportPage() {
  const { t } = useLingui();
  const [kind, setKind] = useState<ImportKind>('coaches');
  return (
    <>
      <PageHeader
        title={t`Daten importieren`}
        description={
          <Trans>
            Zuerst wird die Datei geprüft, ohne etwas zu ändern. Importiert wird erst nach Ihrer Bestätigung, alles oder nichts.
          </Trans>
        }
        actions={
          <Link href={paths.manager.masterData.href()} className="text-sm text-primary underline-offset-4 hover:underline">
            <Trans>Zu den Stammdaten</Trans>
          </Link>
        }
      />
      <ImportFlow key={kind} kind={kind} onKindChange={setKind} />
    </>
  );
}

function ImportFlow({ kind, onKindChange }: { kind: ImportKind; onKindChange: (kind: ImportKind) => void }) {
  const flow = useImportFlow(kind);
  const step = flow.flow;
  const current = step.step === 'report' ? step.report.import : null;
  const busy = step.step === 'reading' || step.step === 'uploading';
  return (
    <div className="grid gap-8">
      {step.step !== 'done' && (
        <FilePicker
          kind={kind}
          onKindChange={onKindChange}
          onFile={(file) => void flow.chooseFile(file)}
          reading={busy}
          resuming={flow.resuming}
          onStopResuming={() => flow.resume(null)}
        />
      )}
      {flow.error && <FlowErrorAlert error={flow.error} />}
      {step.step === 'map' && (
        <MappingForm kind={kind} file={step.file} mapping={step.mapping} onChange={flow.setMapping} onCheck={flow.check} />
      )}
      {step.step === 'uploading' && <UploadProgress sent={step.sent} total={step.total} onCancel={flow.cancelUpload} />}
      {step.step === 'report' && (
        <div className="grid gap-4">
          <ImportReportView report={step.report} />
          <RunImport checked={step.report.import} onRun={flow.run} onDiscard={flow.discard} />
        </div>
      )}
      {step.step === 'done' && <ImportDone result={step.result} onAnother={flow.reset} />}
      {!busy && (
        <UnfinishedImports
          kind={kind}
          currentId={current?.id ?? null}
          onResume={flow.resume}
          onOpen={(target) => void flow.open(target)}
          onDiscard={flow.discard}
        />
      )}
      {kind === 'coaches' && <InvitationsSection />}
    </div>
  );
}

function FlowErrorAlert({ error }: { error: FlowError }) {
  const { t, i18n } = useLingui();
  const maxRows = formatCount(IMPORT_MAX_ROWS, i18n.locale);
  const fileProblems: Record<ReadProblem, string> = {
    empty: t`Die Datei ist leer: Die erste Zeile muss die Spaltennamen enthalten.`,
    no_rows: t`Die Datei enthält ausser den Spaltennamen keine Zeilen.`,
    too_many_rows: t`Die Datei hat zu viele Zeilen (höchstens ${maxRows}). Bitte teilen Sie sie auf.`,
    unreadable: t`Die Datei kann nicht gelesen werden. Bitte speichern Sie sie als CSV oder Excel-Arbeitsmappe (XLSX).`,
  };
  const fileName = error.kind === 'other_file' ? error.fileName : '';
  const text =
    error.kind === 'file'
      ? fileProblems[error.problem]
      : error.kind === 'other_file'
        ? t`Das ist nicht dieselbe Datei wie beim begonnenen Import «${fileName}». Bitte wählen Sie genau diese Datei, oder verwerfen Sie den begonnenen Import.`
        : i18n._(errorMessage(error.error));
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
