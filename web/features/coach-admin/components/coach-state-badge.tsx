import { useLingui } from '@lingui/react/macro';
import type { UserState } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { coachStateColours, coachStateLabels } from '../labels';

/** The coach's state as a coloured label (the text carries the meaning, the colour helps scanning). */
export function CoachStateBadge({ state, className }: { state: UserState; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 text-xs leading-5 font-medium whitespace-nowrap',
        coachStateColours[state],
        className,
      )}
      data-state={state}
    >
      {i18n._(coachStateLabels[state])}
    </span>
  );
}
