import { useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import type { UserState } from '@/lib/contract';
import { coachStateLabels, coachStateTones } from '../labels';

/** The coach's state as a coloured label (the text carries the meaning, the colour helps scanning). */
export function CoachStateBadge({ state, className }: { state: UserState; className?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={coachStateTones[state]} className={className} data-state={state}>
      {i18n._(coachStateLabels[state])}
    </StatusPill>
  );
}
