import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-messages';
import { formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import { BackToInvoices } from '../components/back-to-invoices';
import {
  markNotOurs,
  uploadBankFile,
  useBankFile,
  useBankFiles,
  useRefreshBankData,
  useUnmatchedEntries,
  type BankEntry,
  type BankFile,
  type BankFileDetail,
} from '../api/bank-files';
import { AssignEntryDialog } from '../components/assign-entry-dialog';
import { BankEntryList } from '../components/bank-entries';

/**
 * `/manager/invoices/bank-files` (finance): camt.054 notifications and camt.053 statements read in, each credit matched
 * to its invoice by its reference; the credits no reference matched, to assign by hand or mark as not ours.
 */
export default function BankFilesPage() {
  const { t } = useLingui();
  const [result, setResult] = useState<BankFileDetail | null>(null);
  const [assigning, setAssigning] = useState<BankEntry | null>(null);
  const [dismissing, setDismissing] = useState<BankEntry | null>(null);
  const refresh = useRefreshBankData();

  const entryActions = (entry: BankEntry) =>
    (entry.outcome === 'unmatched' || entry.outcome === 'not-ours') && (
      <>
        <Button size="sm" onClick={() => setAssigning(entry)}>
          <Trans>Rechnung zuordnen</Trans>
        </Button>
        {entry.outcome === 'unmatched' && (
          <Button size="sm" variant="outline" onClick={() => setDismissing(entry)}>
            <Trans>Nicht unseres</Trans>
          </Button>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        title={t`Bankdateien`}
        description={
          <Trans>
            Zahlungseingänge aus camt.054 oder camt.053 einlesen: Jede Zahlung wird über ihre QR- oder Creditor-Referenz der
            Rechnung zugeordnet. Dieselbe Datei zweimal eingelesen erfasst nichts doppelt.
          </Trans>
        }
        actions={<BackToInvoices />}
      />
      <div className="grid gap-6">
        <UploadCard
          onUploaded={(file) => {
            setResult(file);
            refresh();
          }}
        />
        {result && <ResultCard file={result} actions={entryActions} />}
        <UnmatchedCard actions={entryActions} />
        <FilesCard actions={entryActions} />
      </div>
      <AssignEntryDialog
        entry={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={() => {
          setResult(null);
          refresh();
        }}
      />
      <NotOursDialog
        entry={dismissing}
        onClose={() => setDismissing(null)}
        onDone={() => {
          setResult(null);
          refresh();
        }}
      />
    </>
  );
}

function UploadCard({ onUploaded }: { onUploaded: (file: BankFileDetail) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onUploaded(await uploadBankFile(file));
      toast.success(t`Bankdatei eingelesen`);
    } catch (failure) {
      setError(i18n._(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Bankdatei einlesen</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={id}>
          <Trans>Datei (camt.054 oder camt.053, XML)</Trans>
        </Label>
        <Input
          id={id}
          type="file"
          accept=".xml,application/xml,text/xml"
          disabled={busy}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
            event.currentTarget.value = '';
          }}
        />
        {busy && (
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Datei wird gelesen und abgeglichen …</Trans>
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function ResultCard({ file, actions }: { file: BankFileDetail; actions: (entry: BankEntry) => ReactNode }) {
  return (
    <Card data-testid="bank-file-result">
      <CardHeader>
        <CardTitle>
          <Trans>Ergebnis: {file.file_name}</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FileCounts file={file} />
        {file.entries.length > 0 && <BankEntryList entries={file.entries} actions={actions} />}
      </CardContent>
    </Card>
  );
}

/** "2 bezahlt, 1 Teilzahlung, …": only the outcomes the file has. */
function FileCounts({ file }: { file: BankFile }) {
  const c = file.counts;
  return (
    <p role="status" className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="bank-file-counts">
      {c.matched > 0 && (
        <span>
          <Plural value={c.matched} one="# bezahlt" other="# bezahlt" />
        </span>
      )}
      {c.partial > 0 && (
        <span>
          <Plural value={c.partial} one="# Teilzahlung" other="# Teilzahlungen" />
        </span>
      )}
      {c.overpaid > 0 && (
        <span>
          <Plural value={c.overpaid} one="# zu viel bezahlt" other="# zu viel bezahlt" />
        </span>
      )}
      {c.unmatched > 0 && (
        <span>
          <Plural value={c.unmatched} one="# nicht zugeordnet" other="# nicht zugeordnet" />
        </span>
      )}
      {c['not-ours'] > 0 && (
        <span>
          <Plural value={c['not-ours']} one="# nicht unseres" other="# nicht unsere" />
        </span>
      )}
      {file.duplicate_count > 0 && (
        <span>
          <Plural value={file.duplicate_count} one="# bereits erfasst" other="# bereits erfasst" />
        </span>
      )}
      {file.credit_count === 0 && (
        <span>
          <Trans>Die Datei enthält keine Zahlungseingänge.</Trans>
        </span>
      )}
    </p>
  );
}

function UnmatchedCard({ actions }: { actions: (entry: BankEntry) => ReactNode }) {
  const unmatched = useUnmatchedEntries();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Nicht zugeordnete Zahlungen</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {unmatched.error && !unmatched.data ? (
          <FetchError error={unmatched.error} onRetry={() => void unmatched.mutate()} />
        ) : !unmatched.data ? (
          <ListLoading />
        ) : unmatched.data.items.length === 0 ? (
          <ListEmpty>
            <Trans>Alle Zahlungseingänge sind zugeordnet.</Trans>
          </ListEmpty>
        ) : (
          <BankEntryList entries={unmatched.data.items} actions={actions} />
        )}
      </CardContent>
    </Card>
  );
}

function FilesCard({ actions }: { actions: (entry: BankEntry) => ReactNode }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const files = useBankFiles(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Eingelesene Dateien</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {files.error && !files.data ? (
          <FetchError error={files.error} onRetry={() => void files.mutate()} />
        ) : !files.data ? (
          <ListLoading />
        ) : files.data.items.length === 0 ? (
          <ListEmpty>
            <Trans>Noch keine Bankdatei eingelesen.</Trans>
          </ListEmpty>
        ) : (
          <>
            <ul className="grid gap-2">
              {files.data.items.map((file) => (
                <li key={file.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium wrap-anywhere">
                      {file.file_name} ({file.kind})
                    </span>
                    <span className="text-muted-foreground">
                      {[formatTimestamp(file.created_at, i18n.locale), file.uploaded_by].filter(Boolean).join(', ')}
                    </span>
                  </div>
                  <FileCounts file={file} />
                  <div>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open === file.id}
                      onClick={() => setOpen(open === file.id ? null : file.id)}
                    >
                      {open === file.id ? <Trans>Zahlungseingänge ausblenden</Trans> : <Trans>Zahlungseingänge anzeigen</Trans>}
                    </Button>
                  </div>
                  {open === file.id && <FileEntries id={file.id} actions={actions} />}
                </li>
              ))}
            </ul>
            <Pagination page={files.data.page} perPage={files.data.per_page} total={files.data.total} onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FileEntries({ id, actions }: { id: number; actions: (entry: BankEntry) => ReactNode }) {
  const file = useBankFile(id);
  if (file.error && !file.data) return <FetchError error={file.error} onRetry={() => void file.mutate()} />;
  if (!file.data) return <ListLoading />;
  if (file.data.entries.length === 0) {
    return (
      <ListEmpty>
        <Trans>Alle Zahlungseingänge dieser Datei waren bereits erfasst.</Trans>
      </ListEmpty>
    );
  }
  return <BankEntryList entries={file.data.entries} actions={actions} />;
}

function NotOursDialog({ entry, onClose, onDone }: { entry: BankEntry | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t`Als «nicht unseres» markieren?`}
      description={
        <Trans>
          Der Zahlungseingang bezahlt keine Rechnung und verschwindet aus der Liste der nicht zugeordneten Zahlungen. Er lässt
          sich später in der Datei trotzdem noch einer Rechnung zuordnen.
        </Trans>
      }
      confirmLabel={t`Nicht unseres`}
      onConfirm={async () => {
        try {
          await markNotOurs(entry!.id);
          onDone();
          onClose();
        } catch (error) {
          return i18n._(errorMessage(error));
        }
      }}
    />
  );
}
