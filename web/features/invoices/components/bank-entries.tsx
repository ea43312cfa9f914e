import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { formatIsoDate, formatPrice } from '@/lib/format';
import type { BankEntry } from '../api/bank-files';

type Outcome = BankEntry['outcome'];

export const outcomeLabels: Record<Outcome, MessageDescriptor> = {
  matched: msg({ message: 'Bezahlt', context: 'bank credit' }),
  partial: msg({ message: 'Teilzahlung', context: 'bank credit' }),
  overpaid: msg({ message: 'Zu viel bezahlt', context: 'bank credit' }),
  unmatched: msg({ message: 'Nicht zugeordnet', context: 'bank credit' }),
  'not-ours': msg({ message: 'Nicht unseres', context: 'bank credit' }),
};

const outcomeTones: Record<Outcome, StatusTone> = {
  matched: 'success',
  partial: 'waiting',
  overpaid: 'info',
  unmatched: 'danger',
  'not-ours': 'neutral',
};

export function OutcomePill({ outcome }: { outcome: Outcome }) {
  const { i18n } = useLingui();
  return <StatusPill tone={outcomeTones[outcome]}>{i18n._(outcomeLabels[outcome])}</StatusPill>;
}

/** Credits of a bank file as cards (they fit a phone): amount, day, payer, reference, outcome, invoice; `actions` per credit. */
export function BankEntryList({ entries, actions }: { entries: BankEntry[]; actions?: (entry: BankEntry) => ReactNode }) {
  return (
    <ul className="grid gap-2" data-testid="bank-entries">
      {entries.map((entry) => (
        <BankEntryItem key={entry.id} entry={entry} actions={actions?.(entry)} />
      ))}
    </ul>
  );
}

function BankEntryItem({ entry, actions }: { entry: BankEntry; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const amount =
    entry.currency === 'CHF' ? formatPrice(entry.amount_centimes) : `${entry.currency} ${entry.amount_centimes / 100}`;
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="bank-entry" data-outcome={entry.outcome}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{amount}</span>
        <OutcomePill outcome={entry.outcome} />
      </div>
      <span>
        {formatIsoDate(entry.booking_date, i18n.locale)}
        {entry.debtor && ` · ${entry.debtor}`}
      </span>
      {entry.invoice_number && (
        <span>
          {entry.institute ? t`Rechnung ${entry.invoice_number} · ${entry.institute}` : t`Rechnung ${entry.invoice_number}`}
        </span>
      )}
      {entry.reference && <span className="font-mono text-xs break-all text-muted-foreground">{entry.reference}</span>}
      {entry.remittance && <span className="text-muted-foreground wrap-anywhere">{entry.remittance}</span>}
      {entry.resolved_by && <span className="text-muted-foreground">{t`Bearbeitet von ${entry.resolved_by}`}</span>}
      {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
    </li>
  );
}
