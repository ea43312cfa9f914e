import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { parseFrancs, formatFrancs } from '@/components/form/money-field';
import { validationMessage } from '@/components/form/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import type { FeeItem } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate } from '@/lib/format';
import { createExtraFee } from '../api/write-fees';
import { guideCentimes, parseHours } from '../fees';

export interface ExtraFeeWorkshop {
  id: number;
  date: string;
  title: string;
  institute: string;
  /** Finance chooses among the placed coaches; a coach enters for themselves. */
  coaches?: { id: number; name: string }[];
}

interface ExtraFeeFormProps {
  workshops: readonly ExtraFeeWorkshop[];
  /** Finance: the coach is chosen per workshop. */
  chooseCoach?: boolean;
  onCreated: (item: FeeItem) => void;
  onCancel?: () => void;
  /** Above the workshop choice: how the caller narrows `workshops` (finance searches on the server). */
  workshopSearch?: ReactNode;
  /** The workshop chosen (null: none), so a caller that changes `workshops` can keep it in the list. */
  onWorkshopChange?: (workshop: ExtraFeeWorkshop | null) => void;
}

/** The guide, the deadline rule and the form: workshop, (coach,) hours, amount (suggested by the guide) and reason. */
export function ExtraFeeForm({
  workshops,
  chooseCoach = false,
  onCreated,
  onCancel,
  workshopSearch,
  onWorkshopChange,
}: ExtraFeeFormProps) {
  const { t, i18n } = useLingui();
  const ids = { workshop: useId(), coach: useId(), hours: useId(), amount: useId(), reason: useId(), guide: useId() };
  const [workshopId, setWorkshopId] = useState('');
  const [coachId, setCoachId] = useState('');
  const [hours, setHours] = useState('');
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const workshop = workshops.find((w) => String(w.id) === workshopId) ?? null;

  const changeHours = (text: string) => {
    setHours(text);
    const suggested = guideCentimes(parseHours(text));
    if (!amountTouched && suggested !== null) setAmount(formatFrancs(suggested));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedHours = parseHours(hours);
    const centimes = parseFrancs(amount);
    if (!workshop) return setError(t`Bitte einen Workshop wählen.`);
    if (chooseCoach && !coachId) return setError(t`Bitte einen Coach wählen.`);
    if (parsedHours === null) return setError(t`Bitte die Stunden als Zahl eingeben (z. B. 3 oder 4).`);
    if (centimes === null || Number.isNaN(centimes)) return setError(t`Bitte den Betrag in CHF eingeben (z. B. 25.00).`);
    if (!reason.trim()) return setError(t`Bitte einen Grund angeben (z. B. Reisezeit oder Pause).`);
    setBusy(true);
    setError(null);
    try {
      const created = await createExtraFee({
        workshop_id: workshop.id,
        ...(chooseCoach ? { coach_id: Number(coachId) } : {}),
        hours: parsedHours,
        amount_centimes: centimes,
        reason: reason.trim(),
      });
      setWorkshopId('');
      onWorkshopChange?.(null);
      setCoachId('');
      setHours('');
      setAmount('');
      setAmountTouched(false);
      setReason('');
      onCreated(created);
    } catch (thrown) {
      setError(failure(thrown, workshop.date));
    } finally {
      setBusy(false);
    }
  };

  const failure = (thrown: unknown, date: string) => {
    if (isApiError(thrown) && thrown.code === 'extra_fee_deadline_passed') {
      const deadline = formatIsoDate(date, i18n.locale);
      return t`Zusatzhonorare für diesen Workshop konnten bis am ${deadline} erfasst werden.`;
    }
    const field = isApiError(thrown) ? validationMessage(thrown.fields[0]?.message) : null;
    return i18n._(field ?? errorMessage(thrown));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-describedby={ids.guide}>
      <p id={ids.guide} className="text-sm text-muted-foreground">
        <Trans>
          Richtwert für Reisezeit oder Pause: CHF 25 für 3 Stunden, CHF 50 für 4 Stunden. Zusatzhonorare werden spätestens am Tag
          des Workshops erfasst.
        </Trans>
      </p>
      {workshopSearch}
      <div className="grid gap-1.5">
        <Label htmlFor={ids.workshop}>
          <Trans>Workshop</Trans>
        </Label>
        <NativeSelect
          id={ids.workshop}
          value={workshopId}
          onChange={(event) => {
            setWorkshopId(event.target.value);
            setCoachId('');
            onWorkshopChange?.(workshops.find((w) => String(w.id) === event.target.value) ?? null);
          }}
        >
          <option value="">{t`Bitte wählen`}</option>
          {workshops.map((w) => {
            const date = formatIsoDate(w.date, i18n.locale);
            return (
              <option key={w.id} value={w.id}>
                {chooseCoach
                  ? `${date} – ${w.title}, ${w.institute}`
                  : t`${date} – ${w.title}, ${w.institute} (erfassen bis ${date})`}
              </option>
            );
          })}
        </NativeSelect>
      </div>
      {chooseCoach && (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.coach}>
            <Trans>Coach</Trans>
          </Label>
          <NativeSelect id={ids.coach} value={coachId} disabled={!workshop} onChange={(event) => setCoachId(event.target.value)}>
            <option value="">{t`Bitte wählen`}</option>
            {workshop?.coaches?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.hours}>
            <Trans>Stunden</Trans>
          </Label>
          <Input
            id={ids.hours}
            inputMode="decimal"
            autoComplete="off"
            value={hours}
            onChange={(e) => changeHours(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.amount}>
            <Trans>Betrag (CHF)</Trans>
          </Label>
          <Input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountTouched(true);
            }}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.reason}>
          <Trans>Grund</Trans>
        </Label>
        <Textarea id={ids.reason} rows={2} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </div>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            <Trans>Abbrechen</Trans>
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner size="md" />}
          <Trans>Zusatzhonorar erfassen</Trans>
        </Button>
      </div>
    </form>
  );
}
