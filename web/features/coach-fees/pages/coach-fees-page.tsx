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
import { formatPrice } from '@/lib/format';
import { FeePageQuerySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { useUrlQuery } from '@/lib/use-url-query';
import { useFeeOptions, useFinanceFees } from '../api/get-fees';
import { useRefreshFees } from '../api/refresh-fees';
import { deleteExtraFee, setFeesPaidOut } from '../api/write-fees';
import { AdjustFeeDialog } from '../components/adjust-fee-dialog';
import { FeesList } from '../components/fees-list';
import { FinanceExtraFeeForm } from '../components/finance-extra-fee-form';
import { paidOutBody } from '../fees';

const PER_PAGE = 50;

/** `/manager/finance/coach-fees` (finance): fees and extra fees, filtered, with totals; adjust, add, delete, mark paid out. */
export default function CoachFeesPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(FeePageQuerySchema);
  const list = useFinanceFees({ ...query, per_page: PER_PAGE });
  const options = useFeeOptions({ coach_id: query.coach_id });
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
            <FeesList
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
          <FinanceExtraFeeForm
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
