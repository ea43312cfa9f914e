import { useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import type { OwnCoachRequest } from '@/lib/contract';
import { requestStateLabels, requestStateTones, shownRequestState } from '../labels';

/** The request's state in the coach's words as a coloured label (the text carries the meaning). */
export function RequestStateBadge({ request, className }: { request: OwnCoachRequest; className?: string }) {
  const { i18n } = useLingui();
  const state = shownRequestState(request);
  return (
    <StatusPill tone={requestStateTones[state]} className={className} data-state={state} data-testid="request-state">
      {i18n._(requestStateLabels[state])}
    </StatusPill>
  );
}
