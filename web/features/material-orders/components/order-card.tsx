import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { todayInZurich, type MaterialOrder } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatShortDate, formatTimeRange, formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cancelOrder } from '../api/cancel-order';
import { setOrderSent } from '../api/set-order-sent';
import { orderStateLabels, orderStateTones } from '../labels';

interface OrderCardProps {
  order: MaterialOrder;
  /** Staff see the coach, the stock and mark orders sent; a coach only cancels their own open order. */
  staff: boolean;
  /** On the workshop page the workshop is known: the card leaves it out. */
  showWorkshop?: boolean;
  /** The level of the card's title: 2 right under the page title, 3 under a section heading. */
  headingLevel?: 2 | 3;
  onChanged: () => void;
}

/** One material order: workshop, items, address, delivery note, state and what the viewer may do with it. */
export function OrderCard({ order, staff, showWorkshop = true, headingLevel = 3, onChanged }: OrderCardProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [confirming, setConfirming] = useState<'sent' | 'cancel' | null>(null);
  const { workshop } = order;
  const open = order.state === 'ordered';
  const coachMayCancel = !staff && open && todayInZurich() <= workshop.deadline;
  const coachName = order.coach.name;
  const when = `${formatShortDate(workshop.date, language)}, ${formatTimeRange(workshop.start_time, workshop.end_time)}`;
  const workshopDate = formatIsoDate(workshop.date, language);
  const short = order.items.filter((item) => item.stock !== null && item.stock < item.quantity);

  const run = async (action: () => Promise<MaterialOrder>, done: string) => {
    try {
      await action();
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) onChanged();
      if (isApiError(error) && error.code === 'stock_insufficient' && short.length > 0) {
        const names = short.map((item) => `${item.title} (${item.stock})`).join(', ');
        return t`Nicht genug an Lager: ${names}. Bitte den Lagerbestand prüfen oder die Bestellung stornieren.`;
      }
      return i18n._(errorMessage(error));
    }
    toast.success(done);
    onChanged();
  };

  return (
    <Card role="article" aria-labelledby={titleId} data-testid="material-order" data-state={order.state} className="min-w-0">
      <CardHeader className="gap-1 p-4 pb-2 sm:p-6 sm:pb-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading id={titleId} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere">
            {showWorkshop ? workshop.title : staff ? coachName : t`Bestellung Nr. ${order.id}`}
          </Heading>
          <StatusPill tone={orderStateTones[order.state]} data-testid="order-state">
            {i18n._(orderStateLabels[order.state])}
          </StatusPill>
        </div>
        {showWorkshop && (
          <p className="text-sm text-muted-foreground">
            {staff ? (
              <Link href={paths.manager.workshop.href(workshop.id)} className="text-primary underline underline-offset-2">
                {when}
              </Link>
            ) : (
              when
            )}
            {`, ${workshop.institute}, ${workshop.location}`}
          </p>
        )}
        {staff && showWorkshop && (
          <p className="text-sm">
            <Trans>Bestellt von {coachName}</Trans>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3 p-4 pt-2 text-sm sm:p-6 sm:pt-2">
        <ul className="grid gap-1" aria-label={t`Material`}>
          {order.items.map((item) => (
            <li key={item.material_id} className="flex flex-wrap gap-x-2">
              <span>
                <span className="font-medium tabular-nums">{item.quantity} ×</span> {item.title}
                {item.format && <span className="text-muted-foreground"> ({item.format})</span>}
              </span>
              {staff && open && item.stock !== null && (
                <span className={item.stock < item.quantity ? 'font-medium text-destructive' : 'text-muted-foreground'}>
                  <Trans>an Lager: {item.stock}</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
          <dt className="text-muted-foreground">
            <Trans>Lieferadresse</Trans>
          </dt>
          <dd className="whitespace-pre-line">{order.shipping_address || '–'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Lieferhinweis</Trans>
          </dt>
          <dd className="whitespace-pre-line">{order.remarks || '–'}</dd>
          <dt className="text-muted-foreground">
            <Trans>Bestellt am</Trans>
          </dt>
          <dd>{formatTimestamp(order.ordered_at, language)}</dd>
          {order.sent_at !== null && (
            <>
              <dt className="text-muted-foreground">
                <Trans>Versandt am</Trans>
              </dt>
              <dd>{[formatTimestamp(order.sent_at, language), order.sent_by].filter(Boolean).join(', ')}</dd>
            </>
          )}
          {order.cancelled_at !== null && (
            <>
              <dt className="text-muted-foreground">
                <Trans>Storniert am</Trans>
              </dt>
              <dd>{[formatTimestamp(order.cancelled_at, language), order.cancelled_by].filter(Boolean).join(', ')}</dd>
            </>
          )}
        </dl>
        {(staff ? open : coachMayCancel) && (
          <div className="flex flex-wrap gap-2">
            {staff && (
              <Button size="sm" onClick={() => setConfirming('sent')}>
                <Trans>Als versandt markieren</Trans>
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setConfirming('cancel')}>
              <Trans>Bestellung stornieren</Trans>
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming === 'sent'}
        onOpenChange={(next) => setConfirming(next ? 'sent' : null)}
        title={t`Bestellung als versandt markieren?`}
        description={
          <p>
            <Trans>
              Der Lagerbestand sinkt um die bestellten Mengen, und {coachName} erhält eine E-Mail, dass das Material unterwegs
              ist.
            </Trans>
          </p>
        }
        confirmLabel={t`Als versandt markieren`}
        onConfirm={() => run(() => setOrderSent(order.id), t`Die Bestellung ist als versandt markiert.`)}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        onOpenChange={(next) => setConfirming(next ? 'cancel' : null)}
        title={t`Bestellung stornieren?`}
        description={
          <p>
            {staff ? (
              <Trans>Die Bestellung wird nicht versandt. Der Lagerbestand bleibt. Es wird niemand per E-Mail informiert.</Trans>
            ) : (
              <Trans>Die Bestellung für den Workshop vom {workshopDate} wird nicht versandt.</Trans>
            )}
          </p>
        }
        confirmLabel={t`Bestellung stornieren`}
        confirmVariant="destructive"
        onConfirm={() => run(() => cancelOrder(order.id), t`Die Bestellung ist storniert.`)}
      />
    </Card>
  );
}
