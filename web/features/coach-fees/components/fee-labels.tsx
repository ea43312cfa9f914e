import { useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import type { FeeKind, PayoutState } from '@/lib/contract';

/** "Offen" or "Ausbezahlt" as a coloured label. */
export function FeeStatePill({ state }: { state: PayoutState }) {
  const { t } = useLingui();
  return state === 'paid-out' ? (
    <StatusPill tone="success">{t`Ausbezahlt`}</StatusPill>
  ) : (
    <StatusPill tone="waiting">{t`Offen`}</StatusPill>
  );
}

/** "Honorar" or "Zusatzhonorar". */
export function useKindLabel() {
  const { t } = useLingui();
  return (kind: FeeKind) => (kind === 'fee' ? t`Honorar` : t`Zusatzhonorar`);
}
