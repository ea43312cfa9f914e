import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { DateFilterField } from '@/components/date-field/date-filter-field';
import { validationMessage } from '@/components/form/messages';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { addDays, todayInZurich } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import {
  downloadJournal,
  useJournal,
  useRefreshJournal,
  type JournalFormat,
  type JournalPeriod,
  type JournalPreview,
} from '../api/journal';
import { AccountsCard } from '../components/accounts-card';
import { JournalTable } from '../components/journal-table';

/** The current month in Zurich: where finance usually starts. */
function currentMonth(): JournalPeriod {
  const today = todayInZurich();
  const from = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

/**
 * `/manager/invoices/journal` (finance): a period's bookings for the accounting system, downloaded as a Banana or bexio
 * import file or XLSX; what an export contained is left out of the next one unless "auch bereits exportierte" is on.
 */
export default function JournalPage() {
  const { t } = useLingui();
  const [period, setPeriod] = useState<Partial<JournalPeriod>>(currentMonth);
  const [valid, setValid] = useState({ from: true, to: true });
  const [again, setAgain] = useState(false);
  const complete = period.from && period.to && valid.from && valid.to ? { from: period.from, to: period.to } : null;
  const journal = useJournal(complete, again);
  const refresh = useRefreshJournal();

  return (
    <>
      <PageHeader
        title={t`Buchungsjournal`}
        description={
          <Trans>
            Rechnungen, Zahlungen, Gutschriften, Mahngebühren und Auszahlungen als Buchungen für die Buchhaltung. Ein Export
            enthält nur, was noch in keinem Export war.
          </Trans>
        }
        actions={
          <Button asChild variant="outline">
            <Link href={paths.manager.invoices.href('state=invoiced')}>
              <Trans>Zu den Rechnungen</Trans>
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Zeitraum</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap items-start gap-4">
              <DateFilterField
                label={t`Von`}
                inputClassName="w-44"
                value={period.from}
                max={period.to}
                onChange={(from) => setPeriod((current) => ({ ...current, from }))}
                onValidityChange={(ok) => setValid((current) => ({ ...current, from: ok }))}
              />
              <DateFilterField
                label={t`Bis`}
                inputClassName="w-44"
                value={period.to}
                min={period.from}
                onChange={(to) => setPeriod((current) => ({ ...current, to }))}
                onValidityChange={(ok) => setValid((current) => ({ ...current, to: ok }))}
              />
            </div>
            <AgainCheckbox checked={again} onChange={setAgain} />
            <Downloads period={complete} again={again} disabled={!journal.data?.count} onDone={refresh} />
          </CardContent>
        </Card>
        <Bookings
          journal={journal.data}
          error={journal.error}
          complete={complete !== null}
          onRetry={() => void journal.mutate()}
        />
        <AccountsCard onSaved={refresh} />
      </div>
    </>
  );
}

function AgainCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className="cursor-pointer">
        <Trans>auch bereits exportierte Buchungen</Trans>
      </label>
    </div>
  );
}

interface DownloadsProps {
  period: JournalPeriod | null;
  again: boolean;
  disabled: boolean;
  onDone: () => void;
}

/** Banana, bexio, Excel: each download records the export, so the preview is read again afterwards. */
function Downloads({ period, again, disabled, onDone }: DownloadsProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<JournalFormat | null>(null);
  const formats: { format: JournalFormat; label: string }[] = [
    { format: 'banana', label: t`Banana herunterladen` },
    { format: 'bexio', label: t`bexio herunterladen` },
    { format: 'xlsx', label: t`Excel herunterladen` },
  ];
  const download = async (format: JournalFormat) => {
    if (!period) return;
    setBusy(format);
    try {
      await downloadJournal(format, period, again);
      toast.success(t`Buchungsjournal exportiert`);
      onDone();
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2" data-testid="journal-downloads">
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          disabled={disabled || !period || busy !== null}
          aria-busy={busy === format || undefined}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

interface BookingsProps {
  journal: JournalPreview | undefined;
  error: unknown;
  complete: boolean;
  onRetry: () => void;
}

/** Why the server refused the period (longer than a year), as its validation message. */
const periodProblem = (error: unknown) =>
  isApiError(error) && error.code === 'validation_failed' ? validationMessage(error.fields[0]?.message) : null;

function Bookings({ journal, error, complete, onRetry }: BookingsProps) {
  const { i18n } = useLingui();
  if (!complete) {
    return (
      <ListEmpty>
        <Trans>Bitte einen Zeitraum mit Anfangs- und Enddatum wählen.</Trans>
      </ListEmpty>
    );
  }
  const refused = periodProblem(error);
  if (refused) return <ListEmpty>{i18n._(refused)}</ListEmpty>;
  if (error) return <FetchError error={error} onRetry={onRetry} />;
  if (!journal) return <ListLoading />;
  if (journal.count === 0) {
    return (
      <ListEmpty>
        {journal.again ? (
          <Trans>In diesem Zeitraum gibt es keine Buchungen.</Trans>
        ) : (
          <Trans>In diesem Zeitraum gibt es keine Buchungen, die noch nicht exportiert sind.</Trans>
        )}
      </ListEmpty>
    );
  }
  return <JournalTable journal={journal} />;
}
