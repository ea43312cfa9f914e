import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterTabs } from '@/components/list/filter-tabs';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import { SearchField } from '@/components/list/search-field';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadInvoicesCsv, useInvoices, useRefreshInvoices, type InvoiceState, type InvoicesQuery } from '../api/invoices';
import { InvoiceCard } from '../components/invoice-card';

const emptyFilters: Omit<InvoicesQuery, 'page'> = {};

/** A link may open the sent invoices, and only the overdue ones (the dashboard's `?state=invoiced&overdue=1`). */
function initialView(search: string): { state: InvoiceState; filters: Omit<InvoicesQuery, 'page'> } {
  const params = new URLSearchParams(search);
  if (params.get('state') !== 'invoiced') return { state: 'invoiceable', filters: emptyFilters };
  return { state: 'invoiced', filters: params.get('overdue') === '1' ? { overdue: true } : emptyFilters };
}

/**
 * `/manager/invoices` (finance): invoices to send ("Verrechenbar": one per workshop or series, made when a workshop
 * becomes invoiceable) and sent ones ("Verrechnet"), with payments and what is overdue; CSV for the accounting.
 */
export default function InvoicesPage() {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [state, setState] = useState<InvoiceState>(() => initialView(search).state);
  const [filters, setFilters] = useState(() => initialView(search).filters);
  const [page, setPage] = useState(1);
  const list = useInvoices(state, { ...filters, page });
  const refresh = useRefreshInvoices();
  const sent = state === 'invoiced';

  const change = (patch: Partial<InvoicesQuery>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const exportCsv = async () => {
    try {
      await downloadInvoicesCsv(filters.from, filters.to);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
  };

  const tabs = [
    { value: 'invoiceable' as const, label: t`Verrechenbar` },
    { value: 'invoiced' as const, label: t`Verrechnet` },
  ];
  const filtered = Boolean(filters.q || filters.from || filters.to || filters.overdue || filters.unpaid);

  return (
    <>
      <PageHeader
        title={t`Rechnungen`}
        description={
          <Trans>Eine Rechnung pro Workshop oder Serie. Als verrechnet markiert erhält sie Nummer, Datum und QR-Rechnung.</Trans>
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={paths.manager.bankFiles.href()}>
                <Trans>Bankdateien</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.manager.journal.href()}>
                <Trans>Buchungsjournal</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.manager.reminders.href()}>
                <Trans>Mahnungen</Trans>
              </Link>
            </Button>
            {sent && (
              <Button variant="outline" onClick={() => void exportCsv()}>
                <Trans>CSV exportieren</Trans>
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-4">
        <FilterTabs
          label={t`Rechnungen nach Status`}
          tabs={tabs}
          value={state}
          onChange={(next) => {
            setState(next);
            setFilters(emptyFilters);
            setPage(1);
          }}
        />
        <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SearchField
            label={t`Suche`}
            placeholder={t`Schule oder Rechnungsnummer`}
            value={filters.q ?? ''}
            onChange={(q) => change({ q: q || undefined })}
          />
          <DateRangeFilter
            from={filters.from}
            to={filters.to}
            fromLabel={t`Rechnungsdatum von`}
            toLabel={t`bis`}
            onChange={(patch) =>
              change({
                ...('date_from' in patch ? { from: patch.date_from } : {}),
                ...('date_to' in patch ? { to: patch.date_to } : {}),
              })
            }
          />
          {sent && (
            <div className="flex flex-wrap gap-x-4 gap-y-2 pb-2">
              <Toggle label={t`Nur überfällige`} checked={!!filters.overdue} onChange={(overdue) => change({ overdue })} />
              <Toggle label={t`Nur unbezahlte`} checked={!!filters.unpaid} onChange={(unpaid) => change({ unpaid })} />
            </div>
          )}
        </div>
        {list.error && !list.data ? (
          <FetchError error={list.error} onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <ListLoading>
            <Trans>Rechnungen werden geladen …</Trans>
          </ListLoading>
        ) : list.data.items.length === 0 ? (
          <ListEmpty>
            {filtered ? (
              <Trans>Keine Rechnungen für diese Filter.</Trans>
            ) : sent ? (
              <Trans>Noch keine verrechneten Rechnungen.</Trans>
            ) : (
              <Trans>Nichts zu verrechnen: Workshops erscheinen hier, sobald sie verrechenbar sind.</Trans>
            )}
          </ListEmpty>
        ) : (
          <>
            <Totals count={list.data.total} centimes={list.data.total_centimes} overdue={sent ? list.data.overdue_count : 0} />
            <ul className="grid items-start gap-4 xl:grid-cols-2">
              {list.data.items.map((invoice) => (
                <li key={invoice.id} className="grid min-w-0">
                  <InvoiceCard invoice={invoice} onChanged={refresh} />
                </li>
              ))}
            </ul>
            <Pagination page={list.data.page} perPage={list.data.per_page} total={list.data.total} onPageChange={setPage} />
          </>
        )}
      </div>
    </>
  );
}

function Totals({ count, centimes, overdue }: { count: number; centimes: number; overdue: number }) {
  const amount = formatPrice(centimes);
  return (
    <p className="flex flex-wrap gap-x-4 text-sm" role="status" data-testid="invoice-totals">
      <span>
        <Trans>
          <Plural value={count} one="# Rechnung" other="# Rechnungen" />, Total <strong className="tabular-nums">{amount}</strong>
        </Trans>
      </span>
      {overdue > 0 && (
        <span className="font-medium text-destructive">
          <Trans>{overdue} überfällig</Trans>
        </span>
      )}
    </p>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}
