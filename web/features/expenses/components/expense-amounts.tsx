import { Trans, useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import type { Expense } from '@/lib/contract';
import { formatPrice } from '@/lib/format';
import { formatMonth } from '../expense-form';

/** Pending (amber) or paid out (green, locked), always with the words. */
export function ExpenseStatePill({ state }: { state: Expense['state'] }) {
  return state === 'pending' ? (
    <StatusPill tone="waiting">
      <Trans>Ausstehend</Trans>
    </StatusPill>
  ) : (
    <StatusPill tone="success">
      <Trans>Ausbezahlt</Trans>
    </StatusPill>
  );
}

/** Journey, catering, other and the total as a small definition list. */
export function ExpenseAmounts({ expense }: { expense: Expense }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">
          <Trans>Reisekosten</Trans>
        </dt>
        <dd>{formatPrice(expense.journey_centimes)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">
          <Trans>Verpflegung</Trans>
        </dt>
        <dd>{formatPrice(expense.catering_centimes)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">
          <Trans>Übrige</Trans>
        </dt>
        <dd>{formatPrice(expense.other_centimes)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-semibold">{formatPrice(expense.total_centimes)}</dd>
      </div>
    </dl>
  );
}

/** "Auszahlung November 2026" (expected while pending, done once paid out). */
export function PayoutMonth({ expense }: { expense: Expense }) {
  const { i18n } = useLingui();
  if (!expense.payout_month) return null;
  const month = formatMonth(expense.payout_month, i18n.locale);
  return (
    <p className="text-sm">
      {expense.state === 'pending' ? <Trans>Auszahlung voraussichtlich {month}</Trans> : <Trans>Ausbezahlt mit {month}</Trans>}
    </p>
  );
}
