import { useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import type { CoachRequestState } from '@/lib/contract';
import { requestStateLabels, requestStateTones } from '../labels';

/** The request's state in the coach's words as a coloured label (the text carries the meaning). */
export function RequestStateBadge({ state, className }: { state: CoachRequestState; className?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={requestStateTones[state]} className={className} data-state={state} data-testid="request-state">
      {i18n._(requestStateLabels[state])}
    </StatusPill>
  );
}
