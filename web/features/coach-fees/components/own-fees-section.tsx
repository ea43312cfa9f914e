import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { todayInZurich, type FeeItem } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useOwnFees } from '../api/get-own-fees';
import { useRefreshFees } from '../api/refresh-fees';
import { deleteExtraFee } from '../api/write-fees';
import { formatPayoutMonth, itemKey } from '../fees';
import { ExtraFeeForm } from './extra-fee-form';
import { FeeStatePill, useKindLabel } from './fee-labels';

/** On the coach's money page: their fees and extra fees, and the form to add an extra fee for an upcoming workshop. */
export function OwnFeesSection() {
  const { t } = useLingui();
  const headingId = useId();
  const formHeadingId = useId();
  const own = useOwnFees();
  const refresh = useRefreshFees();
  return (
    <section aria-labelledby={headingId} className="grid gap-6" data-testid="own-fees">
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Honorare und Zusatzhonorare</Trans>
      </h2>
      {own.error && !own.data ? (
        <FetchError error={own.error} onRetry={() => void own.mutate()} />
      ) : !own.data ? (
        <ListLoading>
          <Trans>Honorare werden geladen …</Trans>
        </ListLoading>
      ) : (
        <>
          {own.data.items.length === 0 ? (
            <ListEmpty>
              <Trans>Noch keine Honorare. Das Honorar eines Workshops erscheint hier, sobald er durchgeführt ist.</Trans>
            </ListEmpty>
          ) : (
            <ul className="grid gap-3" aria-label={t`Meine Honorare`}>
              {own.data.items.map((item) => (
                <OwnFeeRow key={itemKey(item)} item={item} onDeleted={refresh} />
              ))}
            </ul>
          )}
          <section
            aria-labelledby={formHeadingId}
            className="grid gap-3 rounded-xl border bg-card p-4"
            data-testid="new-extra-fee"
          >
            <h3 id={formHeadingId} className="text-lg font-semibold">
              <Trans>Zusatzhonorar erfassen</Trans>
            </h3>
            {own.data.workshops.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Sie sind für keinen Workshop ab heute eingeteilt. Zusatzhonorare werden spätestens am Tag des Workshops erfasst.
                </Trans>
              </p>
            ) : (
              <ExtraFeeForm
                workshops={own.data.workshops}
                onCreated={() => {
                  toast.success(t`Das Zusatzhonorar ist erfasst.`);
                  refresh();
                }}
              />
            )}
          </section>
        </>
      )}
    </section>
  );
}

function OwnFeeRow({ item, onDeleted }: { item: FeeItem; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  // One message, so that French gets its narrow space before the colon.
  const feeTitle = (kind: string, workshop: string) => t`${kind}: ${workshop}`;
  const kindLabel = useKindLabel();
  const [confirming, setConfirming] = useState(false);
  const month = formatPayoutMonth(item.payout_month, i18n.locale);
  // A coach may withdraw their own pending extra fee up to the workshop day (docs/decisions/015).
  const deletable = item.kind === 'extra-fee' && item.state === 'pending' && item.workshop.date >= todayInZurich();
  const remove = async () => {
    try {
      await deleteExtraFee(item.id);
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Das Zusatzhonorar ist gelöscht.`);
    onDeleted();
  };
  return (
    <li className="grid gap-1 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center" data-fee={itemKey(item)}>
      <div className="grid gap-0.5">
        <p className="font-medium">{feeTitle(kindLabel(item.kind), item.workshop.title)}</p>
        <p className="text-sm text-muted-foreground">
          {formatIsoDate(item.workshop.date, i18n.locale)}, {item.workshop.institute}
          {item.kind === 'extra-fee' && item.reason ? ` · ${item.reason}` : ''}
        </p>
        <p className="text-sm">{t`Auszahlungsmonat: ${month}`}</p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <span className="font-medium tabular-nums">{formatPrice(item.amount_centimes)}</span>
        <FeeStatePill state={item.state} />
        {deletable && (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            <Trans>Löschen</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Zusatzhonorar löschen`}
        description={
          <p>
            {item.workshop.title} · {formatPrice(item.amount_centimes)}
          </p>
        }
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={remove}
      />
    </li>
  );
}
