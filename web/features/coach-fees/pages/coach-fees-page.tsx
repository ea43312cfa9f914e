import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterTabs } from '@/components/list/filter-tabs';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Pagination } from '@/components/list/pagination';
import { PayoutFilters } from '@/components/list/payout-filters';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { FeeItem, FeeListState } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice, formatTimestampDate } from '@/lib/format';
import { FeePageQuerySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { useUrlQuery } from '@/lib/use-url-query';
import { useFeeOptions, useFinanceFees } from '../api/get-fees';
import { useRefreshFees } from '../api/refresh-fees';
import { deleteExtraFee, setFeesPaidOut } from '../api/write-fees';
import { AdjustFeeDialog } from '../components/adjust-fee-dialog';
import { ExtraFeeForm } from '../components/extra-fee-form';
import { FeeStatePill, useKindLabel } from '../components/fee-labels';
import { formatPayoutMonth, itemKey, paidOutBody } from '../fees';

const PER_PAGE = 50;

/** `/manager/finance/coach-fees` (finance): fees and extra fees, filtered, with totals; adjust, add, delete, mark paid out. */
export default function CoachFeesPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(FeePageQuerySchema);
  const list = useFinanceFees({ ...query, per_page: PER_PAGE });
  const options = useFeeOptions();
  const refresh = useRefreshFees();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmPayout, setConfirmPayout] = useState(false);
  const [adjusting, setAdjusting] = useState<FeeItem | null>(null);
  const [deleting, setDeleting] = useState<FeeItem | null>(null);
  const [adding, setAdding] = useState(false);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const chosen = paidOutBody(items, selected);
  const chosenSum = formatPrice(chosen.total_centimes);
  const chosenCount = chosen.fee_ids.length + chosen.extra_fee_ids.length;

  const tabs = [
    { value: 'pending' as const, label: t`Offen` },
    { value: 'paid-out' as const, label: t`Ausbezahlt` },
    { value: 'all' as const, label: t`Alle` },
  ];
  const changeFilter = (patch: Parameters<typeof setQuery>[0]) => {
    setSelected(new Set());
    setQuery(patch);
  };

  const markPaidOut = async () => {
    try {
      await setFeesPaidOut({ fee_ids: chosen.fee_ids, extra_fee_ids: chosen.extra_fee_ids });
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(
      t`${plural(chosenCount, { one: '# Eintrag ist als ausbezahlt markiert.', other: '# Einträge sind als ausbezahlt markiert.' })}`,
    );
    setSelected(new Set());
    refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteExtraFee(deleting.id);
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Das Zusatzhonorar ist gelöscht.`);
    refresh();
  };

  return (
    <>
      <PageHeader
        title={t`Honorare`}
        description={<Trans>Honorare und Zusatzhonorare der Coaches, nach Auszahlungsmonat.</Trans>}
        actions={
          <>
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Trans>Zusatzhonorar erfassen</Trans>
            </Button>
            <Link href={paths.manager.payouts.href()} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Auszahlungslauf</Trans>
            </Link>
          </>
        }
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
        <FilterTabs<FeeListState>
          label={t`Honorare nach Status`}
          tabs={tabs}
          value={query.state}
          onChange={(state) => changeFilter({ state })}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <PayoutFilters
            month={query.month}
            coach_id={query.coach_id}
            workshop_id={query.workshop_id}
            coaches={options.data?.coaches}
            workshops={options.data?.workshops}
            onChange={changeFilter}
          />
        </div>
        {list.error && !list.data ? (
          <FetchError error={list.error} onRetry={() => void list.mutate()} />
        ) : !list.data ? (
          <ListLoading>
            <Trans>Honorare werden geladen …</Trans>
          </ListLoading>
        ) : items.length === 0 ? (
          <ListEmpty>
            <Trans>Keine Honorare für diese Auswahl.</Trans>
          </ListEmpty>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {chosenCount > 0
                  ? t`${plural(chosenCount, { one: `# ausgewählt: ${chosenSum}`, other: `# ausgewählt: ${chosenSum}` })}`
                  : t`Nichts ausgewählt`}
              </p>
              <Button disabled={chosenCount === 0} onClick={() => setConfirmPayout(true)}>
                <Trans>Als ausbezahlt markieren</Trans>
              </Button>
            </div>
            <FeesTable
              items={items}
              totals={list.data.totals}
              selected={selected}
              onSelect={setSelected}
              onAdjust={setAdjusting}
              onDelete={setDeleting}
            />
            <Pagination
              page={list.data.page}
              perPage={list.data.per_page}
              total={list.data.total}
              onPageChange={(page) => setQuery({ page })}
            />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmPayout}
        onOpenChange={setConfirmPayout}
        title={t`Als ausbezahlt markieren`}
        description={
          <p>
            <Plural
              value={chosenCount}
              one={`# Eintrag über ${chosenSum} wird als ausbezahlt markiert. Danach kann er nicht mehr geändert werden.`}
              other={`# Einträge über ${chosenSum} werden als ausbezahlt markiert. Danach können sie nicht mehr geändert werden.`}
            />
          </p>
        }
        confirmLabel={t`Als ausbezahlt markieren`}
        onConfirm={markPaidOut}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Zusatzhonorar löschen`}
        description={
          deleting && (
            <p>
              {deleting.coach.name} · {deleting.workshop.title} · {formatPrice(deleting.amount_centimes)}
            </p>
          )
        }
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={remove}
      />
      {adjusting && <AdjustFeeDialog fee={adjusting} onClose={() => setAdjusting(null)} onSaved={refresh} />}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent closeLabel={t`Schliessen`}>
          <DialogHeader>
            <DialogTitle>
              <Trans>Zusatzhonorar erfassen</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Für einen eingeteilten Coach eines Workshops.</Trans>
            </DialogDescription>
          </DialogHeader>
          <ExtraFeeForm
            workshops={options.data?.workshops ?? []}
            chooseCoach
            onCancel={() => setAdding(false)}
            onCreated={() => {
              toast.success(t`Das Zusatzhonorar ist erfasst.`);
              setAdding(false);
              refresh();
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

interface FeesTableProps {
  items: readonly FeeItem[];
  totals: { fees: number; extra_fees: number; total: number; count: number };
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  onAdjust: (item: FeeItem) => void;
  onDelete: (item: FeeItem) => void;
}

function FeesTable({ items, totals, selected, onSelect, onAdjust, onDelete }: FeesTableProps) {
  const { t, i18n } = useLingui();
  const kindLabel = useKindLabel();
  const pending = items.filter((item) => item.state === 'pending');
  const allSelected = pending.length > 0 && pending.every((item) => selected.has(itemKey(item)));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelect(next);
  };
  const th = 'px-3 py-2 text-left font-medium';
  return (
    <div className="max-w-full min-w-0 overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm" data-testid="fees-table">
        <caption className="sr-only">{t`Honorare (${totals.count})`}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              <input
                type="checkbox"
                className="size-4"
                aria-label={t`Alle offenen auf dieser Seite auswählen`}
                checked={allSelected}
                disabled={pending.length === 0}
                onChange={() => onSelect(allSelected ? new Set() : new Set(pending.map(itemKey)))}
              />
            </th>
            <th scope="col" className={th}>
              <Trans>Coach</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Workshop</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Art</Trans>
            </th>
            <th scope="col" className={`${th} text-right`}>
              <Trans>Betrag</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Auszahlungsmonat</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">
                <Trans>Aktionen</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const key = itemKey(item);
            const locked = item.state === 'paid-out';
            return (
              <tr key={key} className="border-b last:border-0 align-top" data-fee={key}>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={t`${kindLabel(item.kind)} ${item.coach.name}, ${item.workshop.title} auswählen`}
                    checked={!locked && selected.has(key)}
                    disabled={locked}
                    onChange={() => toggle(key)}
                  />
                </td>
                <td className="px-3 py-2 font-medium">{item.coach.name}</td>
                <td className="px-3 py-2">
                  <div>{item.workshop.title}</div>
                  <div className="text-muted-foreground">
                    {formatIsoDate(item.workshop.date, i18n.locale)}, {item.workshop.institute}
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div>{kindLabel(item.kind)}</div>
                  {item.kind === 'extra-fee' && (
                    <div className="text-muted-foreground">
                      {item.hours !== null && t`${item.hours} Std.`} {item.reason}
                    </div>
                  )}
                  {item.adjusted && <div className="text-muted-foreground">{t`Angepasst: ${item.adjustment_reason ?? ''}`}</div>}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {formatPrice(item.amount_centimes)}
                  {item.adjusted && item.rate_centimes !== null && (
                    <div className="text-muted-foreground line-through">{formatPrice(item.rate_centimes)}</div>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatPayoutMonth(item.payout_month, i18n.locale)}</td>
                <td className="px-3 py-2">
                  <FeeStatePill state={item.state} />
                  {locked && item.paid_out_at && (
                    <div className="text-muted-foreground">
                      {formatTimestampDate(item.paid_out_at, i18n.locale)}
                      {item.paid_out_by ? `, ${item.paid_out_by}` : ''}
                    </div>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {!locked && item.kind === 'fee' && (
                    <Button size="sm" variant="outline" onClick={() => onAdjust(item)}>
                      <Trans>Anpassen</Trans>
                    </Button>
                  )}
                  {!locked && item.kind === 'extra-fee' && (
                    <Button size="sm" variant="outline" onClick={() => onDelete(item)}>
                      <Trans>Löschen</Trans>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t bg-muted/50 font-medium" data-testid="fees-totals">
          <tr>
            <th scope="row" colSpan={4} className="px-3 py-2 text-left">
              {t`Total (${totals.count}): Honorare ${formatPrice(totals.fees)}, Zusatzhonorare ${formatPrice(totals.extra_fees)}`}
            </th>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatPrice(totals.total)}</td>
            <td colSpan={3} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
