import { useLingui } from '@lingui/react/macro';
import type { CoachRequestState } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { requestStateColours, requestStateLabels } from '../labels';

/** The request's state in the coach's words as a coloured label (the text carries the meaning). */
export function RequestStateBadge({ state, className }: { state: CoachRequestState; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 text-xs leading-5 font-medium whitespace-nowrap',
        requestStateColours[state],
        className,
      )}
      data-state={state}
      data-testid="request-state"
    >
      {i18n._(requestStateLabels[state])}
    </span>
  );
}
