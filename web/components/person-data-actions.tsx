import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { downloadFile, type DownloadProgress } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize } from '@/lib/format';
import { toast } from '@/lib/toast';

/** The address an anonymised account gets (worker/features/privacy/anonymise.ts `anonymisedEmail`). */
export const isAnonymisedEmail = (email: string) => /^anonymised-\d+@invalid$/.test(email);

interface PersonDataActionsProps {
  personId: number;
  /** Whose data (the coach's or team member's name), for the confirmation. */
  name: string;
  /** Anonymising is offered only for a deactivated account that is not anonymised yet. */
  canAnonymise: boolean;
  /** After anonymising: reload the person and the lists. */
  onAnonymised: () => void;
}

/** Admin, on a person's page: export everything stored about them (ZIP, with progress) and anonymise on request. */
export function PersonDataActions({ personId, name, canAnonymise, onAnonymised }: PersonDataActionsProps) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [confirming, setConfirming] = useState(false);

  const exportData = async () => {
    setProgress({ received: 0, total: null });
    try {
      await downloadFile(`people/${personId}/export`, `person-${personId}.zip`, setProgress);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setProgress(null);
    }
  };

  const anonymise = async () => {
    try {
      await api.post(`people/${personId}/anonymise`);
      toast.success(t`Person anonymisiert`);
      onAnonymised();
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  const received = progress ? formatFileSize(progress.received, i18n.locale) : '';
  return (
    <>
      <Button variant="outline" onClick={() => void exportData()} disabled={progress !== null}>
        {progress ? <Trans>Export läuft … {received}</Trans> : <Trans>Daten exportieren</Trans>}
      </Button>
      {progress && (
        <span role="status" className="sr-only">
          <Trans>Export läuft … {received}</Trans>
        </span>
      )}
      {canAnonymise && (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trans>Anonymisieren</Trans>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`${name} anonymisieren?`}
        description={
          <div className="grid gap-2">
            <p>
              <Trans>
                Name, Kontakt- und Adressangaben, Geburtsdatum, AHV-Nummer, IBAN, Bewilligung, Bemerkungen und alle Dokumente
                werden endgültig gelöscht, ebenso Sitzungen, Einstellungen, Abwesenheiten und der Kalender-Link.
              </Trans>
            </p>
            <p>
              <Trans>
                Honorare, Spesen mit Belegen, Auszahlungen, Rechnungen und das Protokoll bleiben erhalten (Aufbewahrungspflicht 10
                Jahre). Das kann nicht rückgängig gemacht werden: exportieren Sie die Daten vorher, falls die Person sie verlangt.
              </Trans>
            </p>
          </div>
        }
        confirmLabel={t`Endgültig anonymisieren`}
        confirmVariant="destructive"
        onConfirm={anonymise}
      />
    </>
  );
}
