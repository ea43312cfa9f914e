import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FeeItem } from '@/lib/contract';
import { formatIsoDate, formatPrice, formatTimestampDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatPayoutMonth, itemKey } from '../fees';
import { FeeStatePill, useKindLabel } from './fee-labels';

interface FeesListProps {
  items: readonly FeeItem[];
  totals: { fees: number; extra_fees: number; total: number; count: number };
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  onAdjust: (item: FeeItem) => void;
  onDelete: (item: FeeItem) => void;
}

/** The fees as a table from the medium width on, as cards on phones; one selection for both. */
export function FeesList(props: FeesListProps) {
  const { items, selected, onSelect } = props;
  const pending = items.filter((item) => item.state === 'pending');
  const allSelected = pending.length > 0 && pending.every((item) => selected.has(itemKey(item)));
  const selection: Selection = {
    allSelected,
    anyPending: pending.length > 0,
    toggleAll: () => onSelect(allSelected ? new Set() : new Set(pending.map(itemKey))),
    toggle: (key: string) => {
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      onSelect(next);
    },
  };
  return (
    <>
      <FeesTable {...props} selection={selection} />
      <FeeCards {...props} selection={selection} />
    </>
  );
}

interface Selection {
  allSelected: boolean;
  anyPending: boolean;
  toggleAll: () => void;
  toggle: (key: string) => void;
}

/** "Honorar Anna Muster, Kinderrechte auswählen": the checkbox of a fee or extra fee. */
function useSelectLabel() {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  return (item: FeeItem) => t`${kindLabel(item.kind)} ${item.coach.name}, ${item.workshop.title} auswählen`;
}

/** What finance may do with an entry not yet paid out: adjust a fee, delete an extra fee. */
function FeeAction({ item, onAdjust, onDelete }: { item: FeeItem } & Pick<FeesListProps, 'onAdjust' | 'onDelete'>) {
  if (item.state === 'paid-out') return null;
  return item.kind === 'fee' ? (
    <Button size="sm" variant="outline" onClick={() => onAdjust(item)}>
      <Trans>Anpassen</Trans>
    </Button>
  ) : (
    <Button size="sm" variant="outline" onClick={() => onDelete(item)}>
      <Trans>Löschen</Trans>
    </Button>
  );
}

/** The kind, an extra fee's hours and reason, an adjustment's reason. */
function KindDetails({ item }: { item: FeeItem }) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  return (
    <>
      <div>{kindLabel(item.kind)}</div>
      {item.kind === 'extra-fee' && (
        <div className="text-muted-foreground">
          {item.hours !== null && t`${item.hours} Std.`} {item.reason}
        </div>
      )}
      {item.adjusted && <div className="text-muted-foreground">{t`Angepasst: ${item.adjustment_reason ?? ''}`}</div>}
    </>
  );
}

/** When and by whom a paid-out entry was paid out. */
function PaidOut({ item }: { item: FeeItem }) {
  const { i18n } = useLingui();
  if (item.state !== 'paid-out' || !item.paid_out_at) return null;
  return (
    <div className="text-muted-foreground">
      {formatTimestampDate(item.paid_out_at, i18n.locale)}
      {item.paid_out_by ? `, ${item.paid_out_by}` : ''}
    </div>
  );
}

function FeesTable({ items, totals, selected, selection, onAdjust, onDelete }: FeesListProps & { selection: Selection }) {
  const { t, i18n } = useLingui();
  const selectLabel = useSelectLabel();
  const th = 'px-3 py-2 text-left font-medium';
  return (
    <div className="hidden max-w-full min-w-0 overflow-x-auto rounded-xl border bg-card md:block">
      <table className="w-full text-sm" data-testid="fees-table">
        <caption className="sr-only">{t`Honorare (${totals.count})`}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              <input
                type="checkbox"
                className="size-4"
                aria-label={t`Alle offenen auf dieser Seite auswählen`}
                checked={selection.allSelected}
                disabled={!selection.anyPending}
                onChange={selection.toggleAll}
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
                    aria-label={selectLabel(item)}
                    checked={!locked && selected.has(key)}
                    disabled={locked}
                    onChange={() => selection.toggle(key)}
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
                  <KindDetails item={item} />
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
                  <PaidOut item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <FeeAction item={item} onAdjust={onAdjust} onDelete={onDelete} />
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

function FeeCards({ items, totals, selected, selection, onAdjust, onDelete }: FeesListProps & { selection: Selection }) {
  const { t, i18n } = useLingui();
  const selectLabel = useSelectLabel();
  return (
    <div className="grid gap-3 md:hidden">
      {selection.anyPending && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={selection.allSelected} onChange={selection.toggleAll} />
          <Trans>Alle offenen auf dieser Seite auswählen</Trans>
        </label>
      )}
      <ul className="grid gap-3" aria-label={t`Honorare (${totals.count})`}>
        {items.map((item) => {
          const key = itemKey(item);
          const locked = item.state === 'paid-out';
          return (
            <li key={key}>
              <Card className={cn('grid gap-2 p-4 text-sm', locked && 'bg-muted/50')} data-fee-card={key}>
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 items-start gap-2">
                    {!locked && (
                      <input
                        type="checkbox"
                        className="mt-1 size-4 shrink-0"
                        aria-label={selectLabel(item)}
                        checked={selected.has(key)}
                        onChange={() => selection.toggle(key)}
                      />
                    )}
                    <div className="min-w-0">
                      <p className="font-semibold">{item.coach.name}</p>
                      <p>{item.workshop.title}</p>
                      <p className="text-muted-foreground">
                        {formatIsoDate(item.workshop.date, i18n.locale)}, {item.workshop.institute}
                      </p>
                    </div>
                  </div>
                  <FeeStatePill state={item.state} />
                </div>
                <KindDetails item={item} />
                <p>
                  <Trans>
                    Betrag <span className="font-medium tabular-nums">{formatPrice(item.amount_centimes)}</span> · Auszahlung{' '}
                    {formatPayoutMonth(item.payout_month, i18n.locale)}
                  </Trans>
                </p>
                <PaidOut item={item} />
                <div>
                  <FeeAction item={item} onAdjust={onAdjust} onDelete={onDelete} />
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="rounded-xl border p-3 font-semibold" data-testid="fees-totals-phone">
        {t`Total (${totals.count}): Honorare ${formatPrice(totals.fees)}, Zusatzhonorare ${formatPrice(totals.extra_fees)}`} ·{' '}
        {formatPrice(totals.total)}
      </p>
    </div>
  );
}
