import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import type { OfferedWorkshop } from '@/lib/contract';
import { formatLanguages, formatMinutes, formatPrice } from '@/lib/format';
import { offerTitle, usageText, workshopTypeLabels } from './offered-workshop-labels';

interface OfferedWorkshopItemProps {
  offer: OfferedWorkshop;
  onEdit: () => void;
  onDelete: () => void;
}

/** One offer of the catalogue: title and code, the facts, active or not, missing translations, what uses it. */
export function OfferedWorkshopItem({ offer, onEdit, onDelete }: OfferedWorkshopItemProps) {
  const { t, i18n } = useLingui();
  const title = offerTitle(offer, i18n.locale);
  const missing = offer.missing_translations.map((language) => language.toUpperCase()).join(', ');
  const usage = usageText(i18n, offer.usage);
  return (
    <li className="grid gap-2 rounded-xl border p-4" data-offer-code={offer.code}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">
          {title} <span className="font-normal text-muted-foreground">({offer.code})</span>
        </h3>
        <div className="flex flex-wrap gap-2">
          {offer.active ? (
            <StatusPill tone="success">
              <Trans>Aktiv</Trans>
            </StatusPill>
          ) : (
            <StatusPill tone="neutral">
              <Trans>Inaktiv</Trans>
            </StatusPill>
          )}
          {missing && (
            <StatusPill tone="waiting" data-testid="missing-translations">
              <Trans>Übersetzung fehlt: {missing}</Trans>
            </StatusPill>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {i18n._(workshopTypeLabels[offer.type])} · {formatMinutes(offer.duration_minutes, i18n.locale)} ·{' '}
        {formatPrice(offer.price_centimes)} · {formatLanguages(offer.languages, i18n.locale)}
      </p>
      {usage && (
        <p className="text-sm">
          <Trans>Verwendet von {usage}</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`${title} bearbeiten`}>
          <Trans>Bearbeiten</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={t`${title} löschen`}>
          <Trans>Löschen</Trans>
        </Button>
      </div>
    </li>
  );
}
