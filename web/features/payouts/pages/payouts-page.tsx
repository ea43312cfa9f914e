import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MonthInput } from '@/components/date-field/month-input';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { PayoutPreview } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createPayoutRun, usePayoutPreview } from '../api/payouts';
import { PastRuns } from '../components/past-runs';
import { PreviewCoach } from '../components/preview-coach';
import { RunDownloads } from '../components/run-downloads';
import { formatMonth, monthFromNow } from '../labels';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Payout runs (finance): for a month, what is due per coach (payable or blocked), the confirmation that pays it
 * (payment file and statements), and the past runs with their downloads. Default month: the current one, whose
 * payroll pays every item with a payout month up to it (docs/decisions/016-payout-runs.md).
 */
export default function PayoutsPage() {
  const { t, i18n } = useLingui();
  const monthId = useId();
  const [month, setMonth] = useState(() => monthFromNow(0));
  const valid = monthPattern.test(month);
  const { data: preview, error, mutate } = usePayoutPreview(valid ? month : null);
  const [lastRun, setLastRun] = useState<{ id: number; month: string } | null>(null);

  return (
    <>
      <PageHeader
        title={t`Auszahlungen`}
        description={t`Honorare, Zusatzhonorare und Spesen eines Monats an alle Coaches überweisen`}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.manager.coachFees.href()}>
                <Trans>Honorare</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={paths.manager.financeExpenses.href()}>
                <Trans>Spesen</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-8">
        <section aria-labelledby={`${monthId}-title`} className="grid gap-4">
          <h2 id={`${monthId}-title`} className="text-lg font-semibold">
            <Trans>Fällige Auszahlungen</Trans>
          </h2>
          <div className="grid max-w-xs gap-2">
            <MonthInput
              label={<Trans>Auszahlungsmonat</Trans>}
              required
              value={month}
              onChange={setMonth}
              describedBy={`${monthId}-hint`}
            />
            <p id={`${monthId}-hint`} className="text-sm text-muted-foreground">
              <Trans>Enthält alles Offene mit Auszahlungsmonat bis und mit diesem Monat.</Trans>
            </p>
          </div>
          {!valid && (
            <p role="alert" className="text-sm text-destructive">
              <Trans>Bitte einen Monat wählen.</Trans>
            </p>
          )}
          {valid && error && <FetchError error={error} onRetry={() => void mutate()} />}
          {valid && !preview && !error && <ListLoading />}
          {preview && (
            <Preview
              preview={preview}
              onRun={(run) => {
                setLastRun(run);
                toast.success(t`Auszahlung für ${formatMonth(run.month, i18n.locale)} ausgeführt`);
              }}
            />
          )}
        </section>

        {lastRun && (
          <section aria-labelledby={`${monthId}-done`} className="grid gap-3 rounded-md border p-4" data-testid="last-run">
            <h2 id={`${monthId}-done`} className="text-lg font-semibold">
              <Trans>Auszahlung {formatMonth(lastRun.month, i18n.locale)} ausgeführt: Dateien</Trans>
            </h2>
            <RunDownloads runId={lastRun.id} month={lastRun.month} />
          </section>
        )}

        <PastRuns />
      </div>
    </>
  );
}

function Preview({ preview, onRun }: { preview: PayoutPreview; onRun: (run: { id: number; month: string }) => void }) {
  const { t, i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState(false);
  const monthLabel = formatMonth(preview.month, i18n.locale);
  const canRun = preview.payable_coach_count > 0 && preview.debtor_account_ready;

  const run = async () => {
    try {
      const created = await createPayoutRun({ month: preview.month });
      await mutate((key) => typeof key === 'string' && key.startsWith('payouts'));
      onRun({ id: created.id, month: created.month });
    } catch (error) {
      await mutate((key) => typeof key === 'string' && key.startsWith('payouts/preview'));
      return i18n._(errorMessage(error));
    }
  };

  if (preview.coaches.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground" data-testid="preview-empty">
        <Trans>Bis und mit {monthLabel} ist nichts zur Auszahlung fällig.</Trans>
      </p>
    );
  }
  const payableCount = preview.payable_coach_count;
  const payableTotal = formatPrice(preview.payable_centimes);
  return (
    <div className="grid gap-4">
      {!preview.debtor_account_ready && (
        <Alert variant="destructive">
          <AlertTitle>
            <Trans>Das Konto der Organisation (IBAN) fehlt in den Stammdaten</Trans>
          </AlertTitle>
          <AlertDescription>
            <Link href={paths.manager.masterDataSection.href('organisation')} className="underline">
              <Trans>Stammdaten der Organisation öffnen</Trans>
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <dl className="grid gap-2 sm:grid-cols-2" data-testid="preview-totals">
        <div className="rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Zahlbar</Trans> (<Plural value={payableCount} one="# Coach" other="# Coaches" />)
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{payableTotal}</dd>
        </div>
        <div className="rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Blockiert</Trans> (<Plural value={preview.blocked_coach_count} one="# Coach" other="# Coaches" />)
          </dt>
          <dd className="text-xl font-semibold tabular-nums">{formatPrice(preview.blocked_centimes)}</dd>
        </div>
      </dl>
      <ul className="grid gap-3" aria-label={t`Coaches mit fälligen Beträgen`}>
        {preview.coaches.map((entry) => (
          <PreviewCoach key={entry.coach.id} entry={entry} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={!canRun} onClick={() => setConfirming(true)}>
          <Trans>Auszahlung ausführen</Trans>
        </Button>
        <span className="text-sm text-muted-foreground">
          <Trans>Ausführungsdatum: {formatIsoDate(preview.default_execution_date, i18n.locale)}</Trans>
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Auszahlung für ${monthLabel} ausführen?`}
        description={t`${plural(payableCount, {
          one: `# Coach erhält zusammen ${payableTotal}. Alle Positionen werden als ausbezahlt markiert; das lässt sich nicht rückgängig machen. Blockierte Coaches bleiben offen.`,
          other: `# Coaches erhalten zusammen ${payableTotal}. Alle ihre Positionen werden als ausbezahlt markiert; das lässt sich nicht rückgängig machen. Blockierte Coaches bleiben offen.`,
        })}`}
        confirmLabel={t`Auszahlung ausführen`}
        onConfirm={run}
      />
    </div>
  );
}
