import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { workshopLanguages, type OfferedWorkshop, type OfferedWorkshopFile, type WorkshopLanguage } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize, languageName } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  deleteOfferedWorkshopFileRequest,
  downloadOfferedWorkshopFile,
  uploadOfferedWorkshopFileRequest,
} from '../api/offered-workshops-files';
import { useRevalidateOfferedWorkshops } from '../api/offered-workshops-write';

/** The offer's attachments: download, remove, and upload (PDF, JPEG or PNG up to 10 MB, for one or every language). */
export function OfferedWorkshopFiles({ offer }: { offer: OfferedWorkshop }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4" data-testid="offer-files">
      <h3 id={headingId} className="font-semibold">
        <Trans>Dateien</Trans>
      </h3>
      {offer.files.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Noch keine Dateien.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {offer.files.map((file) => (
            <FileRow key={file.id} offerId={offer.id} file={file} />
          ))}
        </ul>
      )}
      <FileUpload offerId={offer.id} />
    </section>
  );
}

function FileRow({ offerId, file }: { offerId: number; file: OfferedWorkshopFile }) {
  const { t, i18n } = useLingui();
  const revalidateOfferedWorkshops = useRevalidateOfferedWorkshops();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) toast.success(success);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run(
      async () => {
        await deleteOfferedWorkshopFileRequest(offerId, file.id);
        await revalidateOfferedWorkshops();
      },
      t`Datei entfernt`,
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-2" data-file-name={file.name}>
      <span className="grid min-w-0">
        <span className="break-all font-medium">{file.name}</span>
        <span className="text-muted-foreground">
          {formatFileSize(file.size, i18n.locale)} ·{' '}
          {file.language ? languageName(file.language, i18n.locale) : <Trans>alle Sprachen</Trans>}
        </span>
      </span>
      <span className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={t`${file.name} herunterladen`}
          onClick={() => void run(() => downloadOfferedWorkshopFile(offerId, file.id))}
        >
          <Trans>Herunterladen</Trans>
        </Button>
        <Button variant="outline" size="sm" disabled={busy} aria-label={t`${file.name} entfernen`} onClick={() => void remove()}>
          {busy && <Spinner size="md" />}
          <Trans>Entfernen</Trans>
        </Button>
      </span>
    </li>
  );
}

function FileUpload({ offerId }: { offerId: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const revalidateOfferedWorkshops = useRevalidateOfferedWorkshops();
  const [language, setLanguage] = useState<WorkshopLanguage | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadOfferedWorkshopFileRequest(offerId, file, language);
      setFile(null);
      if (input.current) input.current.value = '';
      await revalidateOfferedWorkshops();
      toast.success(t`Datei hochgeladen`);
    } catch (thrown) {
      setError(i18n._(errorMessage(thrown)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2" aria-busy={busy || undefined}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-file`}>
            <Trans>Datei anhängen</Trans>
          </Label>
          <Input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf,image/jpeg,image/png"
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(event) => {
              setError(null);
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-language`}>
            <Trans>Sprache</Trans>
          </Label>
          <NativeSelect
            id={`${id}-language`}
            value={language}
            disabled={busy}
            onChange={(event) => setLanguage(event.currentTarget.value as WorkshopLanguage | '')}
          >
            <option value="">{t`Alle Sprachen`}</option>
            {workshopLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, i18n.locale)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>PDF, JPEG oder PNG, höchstens 10 MB.</Trans>
      </p>
      <div>
        <Button type="submit" variant="secondary" disabled={!file || busy}>
          {busy && <Spinner size="md" />}
          {busy ? <Trans>Wird hochgeladen …</Trans> : <Trans>Hochladen</Trans>}
        </Button>
      </div>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}
