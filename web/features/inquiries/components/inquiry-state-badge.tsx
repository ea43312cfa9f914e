import { useLingui } from '@lingui/react/macro';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import type { InquiryState } from '@/lib/contract';
import { inquiryStateLabels } from '../labels';

const tones: Record<InquiryState, StatusTone> = { requested: 'waiting', validated: 'success' };

/** The inquiry's state as a coloured label (the text carries the meaning, the colour helps scanning). */
export function InquiryStateBadge({ state, className }: { state: InquiryState; className?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={tones[state]} className={className} data-state={state}>
      {i18n._(inquiryStateLabels[state])}
    </StatusPill>
  );
}
