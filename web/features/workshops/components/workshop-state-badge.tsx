import { useLingui } from '@lingui/react/macro';
import type { WorkshopState } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { StatusPill } from '@/components/ui/status-pill';
import { labelOf, workshopStateLabels, workshopStateTones } from '../labels';

/** The workshop's state as a coloured label (the text carries the meaning; the colours match the calendar). */
export function WorkshopStateBadge({ state, className }: { state: WorkshopState | (string & {}); className?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={workshopStateTones[state as WorkshopState] ?? 'neutral'} className={className} data-state={state}>
      {labelOf(i18n, workshopStateLabels, state)}
    </StatusPill>
  );
}

/** Marks a workshop that belongs to a series. */
export function SeriesBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-dashed border-primary/60 px-2 text-xs leading-5 font-medium text-primary',
        className,
      )}
    >
      {t`Serie`}
    </span>
  );
}
