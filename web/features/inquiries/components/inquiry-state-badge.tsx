import { useLingui } from '@lingui/react/macro';
import type { InquiryState } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { inquiryStateLabels } from '../labels';

const colours: Record<InquiryState, string> = {
  requested: 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  validated:
    'border-emerald-300 bg-emerald-100 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
};

/** The inquiry's state as a coloured label (the text carries the meaning, the colour helps scanning). */
export function InquiryStateBadge({ state, className }: { state: InquiryState; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-2 text-xs leading-5 font-medium', colours[state], className)}
      data-state={state}
    >
      {i18n._(inquiryStateLabels[state])}
    </span>
  );
}
