import { useLingui } from '@lingui/react/macro';
import type { PayoutItem } from '@/lib/contract';
import { formatPrice, formatShortDate } from '@/lib/format';
import { itemKindLabels } from '../labels';

/** The items of one coach: kind, workshop date and title (or the expense's description), amount. */
export function CoachItems({ items }: { items: PayoutItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="grid gap-1 text-sm" aria-label={t`Positionen`}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="flex flex-wrap justify-between gap-x-4" data-testid="payout-item">
          <span>
            <span className="font-medium">{i18n._(itemKindLabels[item.kind])}</span>
            {' · '}
            {formatShortDate(item.date, i18n.locale)}
            {item.title && ` · ${item.title}`}
            {item.description && <span className="text-muted-foreground"> · {item.description}</span>}
          </span>
          <span className="tabular-nums">{formatPrice(item.amount_centimes)}</span>
        </li>
      ))}
    </ul>
  );
}
