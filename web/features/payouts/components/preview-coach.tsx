import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import type { PayoutPreview } from '@/lib/contract';
import { formatPrice } from '@/lib/format';
import { blockedReasonLabels } from '../labels';
import { CoachItems } from './coach-items';

/** One coach of the preview: payable, or blocked with the reasons and a link to fix the profile; items on demand. */
export function PreviewCoach({ entry }: { entry: PayoutPreview['coaches'][number] }) {
  const { i18n } = useLingui();
  const { coach, items, total_centimes, payable, blocked_reasons } = entry;
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="preview-coach">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{coach.name}</span>
          {payable ? (
            <StatusPill tone="success">
              <Trans>Zahlbar</Trans>
            </StatusPill>
          ) : (
            <StatusPill tone="danger">
              <Trans>Blockiert</Trans>
            </StatusPill>
          )}
        </span>
        <span className="tabular-nums font-medium">{formatPrice(total_centimes)}</span>
      </div>
      {!payable && (
        <p className="text-sm text-destructive">
          {blocked_reasons.map((reason) => i18n._(blockedReasonLabels[reason])).join(', ')}
          {' · '}
          <Link href={paths.manager.coach.href(coach.id)} className="underline">
            <Trans>Profil von {coach.name} öffnen</Trans>
          </Link>
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-sm text-muted-foreground">
          <Plural value={items.length} one="# Position" other="# Positionen" />
        </summary>
        <div className="mt-2">
          <CoachItems items={items} />
        </div>
      </details>
    </li>
  );
}
