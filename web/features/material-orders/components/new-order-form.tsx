import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { validationMessage } from '@/components/form/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { StatusPill } from '@/components/ui/status-pill';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { MAX_ORDER_QUANTITY, type OrderForm } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatShortDate, formatTimeRange } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createOrder } from '../api/create-order';

type FormWorkshop = OrderForm['workshops'][number];

const validQuantity = (text: string) => /^\d{1,3}$/.test(text.trim()) && Number(text) <= MAX_ORDER_QUANTITY;

/**
 * The coach's order: first the workshop (each with its deadline, closed ones shown with the date they closed), then
 * quantities per material, the delivery note and the shipping address.
 */
export function NewOrderForm({ form, onOrdered }: { form: OrderForm; onOrdered: () => void }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const headingId = useId();
  const hintId = useId();
  const [workshopId, setWorkshopId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [remarks, setRemarks] = useState('');
  const [address, setAddress] = useState(form.default_shipping_address ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = form.workshops.find((w) => w.id === workshopId && w.open) ?? null;
  const invalid = Object.entries(quantities).filter(([, text]) => text.trim() !== '' && !validQuantity(text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const items = Object.entries(quantities)
      .filter(([, text]) => validQuantity(text) && Number(text) > 0)
      .map(([id, text]) => ({ material_id: Number(id), quantity: Number(text) }));
    if (invalid.length > 0) return setError(i18n._(validationMessage('quantity_invalid')!));
    if (items.length === 0) return setError(t`Bitte bei mindestens einem Material eine Menge eingeben.`);
    setBusy(true);
    setError(null);
    try {
      await createOrder({
        workshop_id: chosen.id,
        items,
        remarks: remarks.trim() || undefined,
        shipping_address: address.trim() || undefined,
      });
    } catch (thrown) {
      setError(failure(thrown, chosen));
      return;
    } finally {
      setBusy(false);
    }
    toast.success(t`Ihre Bestellung ist eingegangen. Das Team wird per E-Mail informiert.`);
    setQuantities({});
    setRemarks('');
    setWorkshopId(null);
    onOrdered();
  };

  const failure = (thrown: unknown, workshop: FormWorkshop) => {
    if (isApiError(thrown) && thrown.code === 'order_deadline_passed') {
      const deadline = formatIsoDate(workshop.deadline, language);
      return t`Der Bestellschluss für diesen Workshop war am ${deadline}.`;
    }
    const field = isApiError(thrown) ? validationMessage(thrown.fields[0]?.message) : null;
    return i18n._(field ?? errorMessage(thrown));
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="new-order">
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Neue Bestellung</Trans>
      </h2>
      {form.workshops.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Sie sind zurzeit für keinen anstehenden Workshop eingeteilt. Sobald Sie eingeteilt sind, können Sie hier Material
            bestellen.
          </Trans>
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <fieldset className="grid gap-3" aria-describedby={hintId}>
            <legend className="mb-1 font-medium">
              <Trans>Für welchen Workshop?</Trans>
            </legend>
            <p id={hintId} className="text-sm text-muted-foreground">
              <Trans>
                Material kann bis 5 Arbeitstage vor dem Workshop bestellt werden (Montag bis Freitag, ohne nationale Feiertage).
              </Trans>
            </p>
            <ul className="grid gap-2">
              {form.workshops.map((workshop) => (
                <WorkshopChoice
                  key={workshop.id}
                  workshop={workshop}
                  checked={workshop.id === workshopId}
                  onChoose={() => {
                    setWorkshopId(workshop.id);
                    setError(null);
                  }}
                />
              ))}
            </ul>
          </fieldset>

          {chosen && (
            <>
              <fieldset className="grid gap-3">
                <legend className="mb-1 font-medium">
                  <Trans>Material und Menge</Trans>
                </legend>
                {form.materials.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    <Trans>Zurzeit kann kein Material bestellt werden.</Trans>
                  </p>
                ) : (
                  <ul className="grid gap-3">
                    {form.materials.map((material) => {
                      const value = quantities[material.id] ?? '';
                      const wrong = value.trim() !== '' && !validQuantity(value);
                      return (
                        <li key={material.id} className="grid grid-cols-[1fr_6rem] items-center gap-3">
                          <Label htmlFor={`material-${material.id}`} className="grid gap-0.5 font-normal">
                            <span className="font-medium">
                              {material.title}
                              {material.format && <span className="text-muted-foreground"> ({material.format})</span>}
                            </span>
                            {material.description && (
                              <span className="text-sm text-muted-foreground">{material.description}</span>
                            )}
                          </Label>
                          <Input
                            id={`material-${material.id}`}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={MAX_ORDER_QUANTITY}
                            step={1}
                            value={value}
                            aria-invalid={wrong || undefined}
                            onChange={(event) => setQuantities((current) => ({ ...current, [material.id]: event.target.value }))}
                          />
                        </li>
                      );
                    })}
                  </ul>
                )}
              </fieldset>
              <div className="grid gap-2">
                <Label htmlFor="order-remarks">
                  <Trans>Lieferhinweis</Trans>
                </Label>
                <Textarea
                  id="order-remarks"
                  maxLength={2000}
                  value={remarks}
                  aria-describedby="order-remarks-hint"
                  onChange={(event) => setRemarks(event.target.value)}
                />
                <p id="order-remarks-hint" className="text-sm text-muted-foreground">
                  <Trans>Zum Beispiel, bis wann das Material ankommen soll oder wer es entgegennimmt.</Trans>
                </p>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="order-address">
                  <Trans>Lieferadresse</Trans>
                </Label>
                <Textarea
                  id="order-address"
                  className="min-h-16"
                  maxLength={500}
                  value={address}
                  autoComplete="street-address"
                  onChange={(event) => setAddress(event.target.value)}
                />
              </div>
            </>
          )}

          {error && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div>
            <Button type="submit" disabled={!chosen || busy} aria-busy={busy || undefined}>
              {busy && <Spinner size="md" />}
              <Trans>Bestellen</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function WorkshopChoice({ workshop, checked, onChoose }: { workshop: FormWorkshop; checked: boolean; onChoose: () => void }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const id = `order-workshop-${workshop.id}`;
  const deadline = formatIsoDate(workshop.deadline, language);
  const when = `${formatShortDate(workshop.date, language)}, ${formatTimeRange(workshop.start_time, workshop.end_time)}`;
  return (
    <li
      className="flex items-start gap-3 rounded-md border p-3 has-checked:border-primary has-checked:bg-accent"
      data-testid="order-workshop"
      data-open={workshop.open}
    >
      <input
        type="radio"
        id={id}
        name="order-workshop"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={checked}
        disabled={!workshop.open}
        onChange={onChoose}
      />
      <label htmlFor={id} className="grid min-w-0 gap-0.5 text-sm">
        <span className="font-medium wrap-anywhere">{workshop.title}</span>
        <span>
          {when}, {workshop.institute}, {workshop.location}
        </span>
        {workshop.open ? (
          <span className="text-muted-foreground">
            <Trans>Bestellen bis {deadline}</Trans>
          </span>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <StatusPill tone="neutral">
              <Trans>Geschlossen</Trans>
            </StatusPill>
            <span>
              <Trans>Bestellschluss war am {deadline}</Trans>
            </span>
          </span>
        )}
      </label>
    </li>
  );
}
