import { useLingui } from '@lingui/react/macro';
import { StatusPill } from '@/components/ui/status-pill';
import type { MailStatus } from '@/lib/contract';
import { mailStateLabels, mailStateTones } from '../labels';

/** A mail's state as a coloured label (the text carries the meaning). */
export function MailStateBadge({ state, className }: { state: MailStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={mailStateTones[state]} className={className} data-state={state}>
      {i18n._(mailStateLabels[state])}
    </StatusPill>
  );
}
