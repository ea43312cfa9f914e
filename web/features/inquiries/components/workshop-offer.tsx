import { Trans, useLingui } from '@lingui/react/macro';
import type { OfferedWorkshopOption } from '@/lib/contract';
import { amountInputId, slotNumberLabel } from '../labels';
import { formatLanguages, formatMinutes, formatPrice } from '../format';
import { AmountStepper } from './amount-stepper';
import { useSlotChunk } from './slot-loader';

interface WorkshopOfferProps {
  workshopId: number;
  /** Null when the workshop is no longer offered (an older inquiry in read or update mode). */
  workshop: OfferedWorkshopOption | null;
  title: string;
  /** Indices (in the form's `slots`) of this workshop's slots, in order. */
  slotIndices: readonly number[];
  slotKeys: readonly string[];
  onAmountChange: (amount: number) => void;
  readOnly: boolean;
  atLimit: boolean;
  today: string;
}

/** One offered workshop: what it is, how many times (− / number / +), and a date row per time. */
export function WorkshopOffer({
  workshopId,
  workshop,
  title,
  slotIndices,
  slotKeys,
  onAmountChange,
  readOnly,
  atLimit,
  today,
}: WorkshopOfferProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const titleId = `inquiry-workshop-${workshopId}-title`;
  const amount = slotIndices.length;
  // Its own chunk (./slot-loader.ts): loaded with the form's first touch, or before a form with slots shows.
  const { module: slotChunk } = useSlotChunk(amount > 0, amount);
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-card p-4" data-testid="inquiry-workshop">
      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-2">
          <h3 id={titleId} className="text-base leading-snug font-semibold">
            {title}
          </h3>
          {workshop?.description && <p className="text-sm whitespace-pre-line text-muted-foreground">{workshop.description}</p>}
          {workshop && (
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              <div className="flex gap-1">
                <dt className="text-muted-foreground">{t`Dauer`}:</dt>
                <dd>{formatMinutes(workshop.duration_minutes, language)}</dd>
              </div>
              {workshop.languages.length > 0 && (
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t`Sprachen`}:</dt>
                  <dd>{formatLanguages(workshop.languages, language)}</dd>
                </div>
              )}
              <div className="flex gap-1">
                <dt className="text-muted-foreground">{t`Preis`}:</dt>
                <dd>{formatPrice(workshop.price_centimes)}</dd>
              </div>
              {workshop.type === 'series' && (
                <div className="flex gap-1">
                  <dt className="text-muted-foreground">{t`Art`}:</dt>
                  <dd>{t`Serie (mehrere Termine mit derselben Klasse)`}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
        {readOnly ? (
          <p className="text-sm" data-amount={amount}>
            <span className="text-muted-foreground">
              <Trans>Anzahl</Trans>:
            </span>{' '}
            <span className="font-semibold">{amount}</span>
          </p>
        ) : (
          <div data-amount={amount}>
            <AmountStepper
              id={amountInputId(workshopId)}
              amount={amount}
              onChange={onAmountChange}
              describedBy={titleId}
              atLimit={atLimit}
            />
          </div>
        )}
      </div>
      {slotChunk && slotIndices.length > 0 && (
        <div className="grid gap-3">
          {slotIndices.map((index, position) => (
            <slotChunk.SlotFieldset
              key={slotKeys[position]}
              index={index}
              name={i18n._(slotNumberLabel(position + 1))}
              workshopTitle={title}
              today={today}
              readOnly={readOnly}
            />
          ))}
        </div>
      )}
    </article>
  );
}
