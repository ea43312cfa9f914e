import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { profileFileKinds, type ProfileFile, type ProfileFileKind } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadProfileFile } from '@/features/coaches';
import { uploadContractRequest } from '../api/upload-contract';
import { fileKindLabels } from '../labels';
import { Section } from '@/components/detail-section';

const contractUploaded = msg`Vertrag hochgeladen`;

interface ProfileFilesProps {
  coachId: number;
  files: readonly ProfileFile[];
  /** After an upload: reload the profile (its file list). */
  onChanged: () => void;
}

/** The profile's files (permit scans, self-employment proof, contract) to download, and the contract upload (HR). */
export function ProfileFiles({ coachId, files, onChanged }: ProfileFilesProps) {
  const { t } = useLingui();
  const sorted = profileFileKinds.flatMap((kind) => files.filter((file) => file.kind === kind));
  return (
    <Section title={t`Dokumente`} testId="coach-files">
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Noch keine Dokumente.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {sorted.map((file) => (
            <FileRow key={file.kind} coachId={coachId} file={file} />
          ))}
        </ul>
      )}
      <ContractUpload coachId={coachId} replaces={files.some((file) => file.kind === 'contract')} onUploaded={onChanged} />
    </Section>
  );
}

function FileRow({ coachId, file }: { coachId: number; file: ProfileFile }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const kindLabel = i18n._(fileKindLabels[file.kind]);

  const download = async (kind: ProfileFileKind) => {
    setBusy(true);
    try {
      await downloadProfileFile(coachId, kind);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-2" data-file-kind={file.kind}>
      <span className="grid min-w-0">
        <span className="font-medium">{kindLabel}</span>
        <span className="break-all text-muted-foreground">
          {file.name} ({formatFileSize(file.size, i18n.locale)})
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void download(file.kind)}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={t`${kindLabel} herunterladen`}
      >
        {busy && <Spinner size="md" />}
        <Trans>Herunterladen</Trans>
      </Button>
    </li>
  );
}

function ContractUpload({ coachId, replaces, onUploaded }: { coachId: number; replaces: boolean; onUploaded: () => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadContractRequest(coachId, file);
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
      toast.success(i18n._(contractUploaded));
    } catch (thrown) {
      setError(i18n._(errorMessage(thrown)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-6 grid gap-2 border-t pt-4" aria-busy={busy || undefined}>
      <Label htmlFor={`${id}-file`}>{replaces ? <Trans>Vertrag ersetzen</Trans> : <Trans>Vertrag hochladen</Trans>}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="max-w-sm"
          disabled={busy}
          onChange={(event) => {
            setError(null);
            setFile(event.currentTarget.files?.[0] ?? null);
          }}
        />
        <Button type="submit" disabled={!file || busy}>
          {busy && <Spinner size="md" />}
          {busy ? <Trans>Wird hochgeladen …</Trans> : <Trans>Hochladen</Trans>}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>PDF, höchstens 10 MB.</Trans>
      </p>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}
