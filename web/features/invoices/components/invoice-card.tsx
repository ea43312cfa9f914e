import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice, formatTimestamp, languageName } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadInvoicePdf, setInvoiced, type Invoice } from '../api/invoices';
import { CreditNotes } from './credit-notes';
import { Payments } from './payments';

interface InvoiceCardProps {
  invoice: Invoice;
  onChanged: () => void;
}

/** One invoice: school, workshops with prices, address, dates, state; send it, download it, record its payment. */
export function InvoiceCard({ invoice, onChanged }: InvoiceCardProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const sent = invoice.state === 'invoiced';
  const r = invoice.recipient;
  const address = [r.institute, r.name, r.street, r.address_addition, [r.postcode, r.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('\n');

  const download = async (target: Pick<Invoice, 'id' | 'number'>) => {
    try {
      await downloadInvoicePdf(target);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
  };

  const markInvoiced = async () => {
    try {
      const done = await setInvoiced(invoice.workshops[0]!.id);
      toast.success(t`Rechnung ${done.number} erstellt`);
      onChanged();
      await download(done);
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 404) && error.code !== 'bank_account_missing') {
        onChanged();
      }
      return i18n._(errorMessage(error));
    }
  };

  return (
    <Card role="article" aria-labelledby={titleId} data-testid="invoice" data-state={invoice.state} className="min-w-0">
      <CardHeader className="gap-1 p-4 pb-2 sm:p-6 sm:pb-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere">
            {sent ? `${invoice.number} · ${invoice.institute}` : invoice.institute}
          </h2>
          <InvoiceStatus invoice={invoice} />
        </div>
        <p className="text-lg font-semibold tabular-nums" data-testid="invoice-amount">
          {formatPrice(invoice.amount_centimes)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-2 text-sm sm:p-6 sm:pt-2">
        <ul className="grid gap-1" aria-label={t`Workshops`}>
          {invoice.workshops.map((w) => (
            <li key={w.id} className="flex flex-wrap justify-between gap-x-3">
              <Link href={paths.manager.workshop.href(w.id)} className="text-primary underline underline-offset-2">
                {formatIsoDate(w.date, language)}, {w.title}
              </Link>
              <span className="tabular-nums">{formatPrice(w.price_centimes)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
          <dt className="text-muted-foreground">
            <Trans>Rechnungsadresse</Trans>
          </dt>
          <dd className="whitespace-pre-line">{address}</dd>
          <dt className="text-muted-foreground">
            <Trans>Sprache</Trans>
          </dt>
          <dd>{languageName(invoice.language, language)}</dd>
          {sent && (
            <>
              <dt className="text-muted-foreground">
                <Trans>Rechnungsdatum</Trans>
              </dt>
              <dd>{formatIsoDate(invoice.date, language)}</dd>
              <dt className="text-muted-foreground">
                <Trans>Fällig am</Trans>
              </dt>
              <dd>{formatIsoDate(invoice.due_date, language)}</dd>
              <dt className="text-muted-foreground">
                <Trans>Referenz</Trans>
              </dt>
              <dd className="font-mono text-xs break-all">{invoice.reference}</dd>
              {invoice.open_centimes !== 0 && invoice.open_centimes !== invoice.amount_centimes && (
                <>
                  <dt className="text-muted-foreground">
                    {invoice.open_centimes < 0 ? <Trans>Zu viel bezahlt</Trans> : <Trans>Noch offen</Trans>}
                  </dt>
                  <dd className="tabular-nums" data-testid="invoice-open">
                    {formatPrice(Math.abs(invoice.open_centimes))}
                  </dd>
                </>
              )}
              {invoice.invoiced_at !== null && (
                <>
                  <dt className="text-muted-foreground">
                    <Trans>Verrechnet</Trans>
                  </dt>
                  <dd>{[formatTimestamp(invoice.invoiced_at, language), invoice.invoiced_by].filter(Boolean).join(', ')}</dd>
                </>
              )}
            </>
          )}
        </dl>
        {sent ? (
          <div className="grid gap-3">
            <div>
              <Button size="sm" variant="outline" onClick={() => void download(invoice)}>
                <Trans>PDF herunterladen</Trans>
              </Button>
            </div>
            <Payments invoice={invoice} onChanged={onChanged} />
            <CreditNotes invoice={invoice} onChanged={onChanged} />
          </div>
        ) : (
          <div>
            <Button size="sm" onClick={() => setConfirming(true)}>
              <Trans>Als verrechnet markieren</Trans>
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Als verrechnet markieren?`}
        description={
          <Trans>
            Die Rechnung erhält ihre Nummer und das heutige Datum; die Workshops gelten als verrechnet. Das lässt sich nicht
            rückgängig machen. Danach wird das PDF heruntergeladen.
          </Trans>
        }
        confirmLabel={t`Als verrechnet markieren`}
        onConfirm={markInvoiced}
      />
    </Card>
  );
}

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  if (invoice.state === 'invoiceable') {
    return (
      <StatusPill tone="billing">
        <Trans>Verrechenbar</Trans>
      </StatusPill>
    );
  }
  if (invoice.cancelled) {
    return (
      <StatusPill tone="neutral" data-testid="invoice-cancelled">
        <Trans>Storniert</Trans>
      </StatusPill>
    );
  }
  if (invoice.paid_on) {
    const day = formatIsoDate(invoice.paid_on, i18n.locale);
    return (
      <StatusPill tone="success" data-testid="invoice-paid">
        <Trans>Bezahlt am {day}</Trans>
      </StatusPill>
    );
  }
  if (invoice.overdue) {
    return (
      <StatusPill tone="danger" data-testid="invoice-overdue">
        <Trans>Überfällig</Trans>
      </StatusPill>
    );
  }
  return (
    <StatusPill tone="waiting">
      <Trans>Offen</Trans>
    </StatusPill>
  );
}
