import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ProfileFile, ProfileFileKind } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize } from '@/lib/format';
import { toast } from '@/lib/toast';
import { deleteProfileFile, profileFileLink, uploadProfileFile } from '../api/own-profile';
import { fileKindLabels } from '../labels';

/** Opens a short-lived signed download link (the file is served as an attachment). */
export async function downloadProfileFile(coachId: number, kind: ProfileFileKind) {
  const { url } = await profileFileLink(coachId, kind);
  window.location.assign(url);
}

interface ProfileFileSlotProps {
  coachId: number;
  kind: ProfileFileKind;
  file: ProfileFile | undefined;
  required?: boolean;
  /** Upload and removal are allowed (the coach's own files). */
  editable: boolean;
  onChanged: () => void;
}

/** A profile file: its name and size, download, and (for its owner) upload/replace and remove. */
export function ProfileFileSlot({ coachId, kind, file, required, editable, onChanged }: ProfileFileSlotProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = i18n._(fileKindLabels[kind]);

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      if (success) toast.success(success);
      onChanged();
    } catch (thrown) {
      const text = i18n._(errorMessage(thrown));
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid content-start gap-2 rounded-lg border p-3" data-testid={`profile-file-${kind}`}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            {' *'}
          </span>
        )}
      </label>
      <p className="text-sm text-muted-foreground">
        {file ? `${file.name} (${formatFileSize(file.size, i18n.locale)})` : <Trans>Keine Datei hochgeladen</Trans>}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {file && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => downloadProfileFile(coachId, kind))}
          >
            <Trans>Herunterladen</Trans>
          </Button>
        )}
        {file && editable && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => deleteProfileFile(coachId, kind), t`Datei entfernt`)}
          >
            <Trans>Entfernen</Trans>
          </Button>
        )}
        {busy && <Spinner size="md" aria-label={t`Wird hochgeladen …`} />}
      </div>
      {editable && (
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          disabled={busy}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void run(() => uploadProfileFile(coachId, kind, chosen), t`Datei hochgeladen`);
          }}
        />
      )}
      {editable && (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          <Trans>PDF, JPEG oder PNG, höchstens 10 MB</Trans>
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
