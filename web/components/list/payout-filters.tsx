import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MonthInput } from '@/components/date-field/month-input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatIsoDate } from '@/lib/format';

export interface PayoutFilterValues {
  month?: string;
  coach_id?: number;
  workshop_id?: number;
}

interface PayoutFiltersProps extends PayoutFilterValues {
  coaches?: readonly { id: number; name: string }[];
  workshops?: readonly { id: number; date: string; title: string; institute: string }[];
  onChange: (patch: PayoutFilterValues) => void;
}

/**
 * Payout month, coach and workshop: the filters finance's expense and fee lists share (three fields, for the caller's
 * grid). Choosing another coach clears the workshop, which usually belongs to the coach chosen before.
 */
export function PayoutFilters({ month, coach_id, workshop_id, coaches, workshops, onChange }: PayoutFiltersProps) {
  const { t, i18n } = useLingui();
  const ids = { coach: useId(), workshop: useId() };
  const number = (value: string) => (value ? Number(value) : undefined);
  return (
    <>
      <MonthInput
        label={<Trans>Auszahlungsmonat</Trans>}
        value={month}
        onChange={(value) => onChange({ month: value || undefined })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.coach}>
          <Trans>Coach</Trans>
        </Label>
        <NativeSelect
          id={ids.coach}
          value={coach_id ?? ''}
          onChange={(e) => onChange({ coach_id: number(e.target.value), workshop_id: undefined })}
        >
          <option value="">{t`Alle Coaches`}</option>
          {coaches?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.workshop}>
          <Trans>Workshop</Trans>
        </Label>
        <NativeSelect
          id={ids.workshop}
          value={workshop_id ?? ''}
          onChange={(e) => onChange({ workshop_id: number(e.target.value) })}
        >
          <option value="">{t`Alle Workshops`}</option>
          {workshop_id && !workshops?.some((w) => w.id === workshop_id) && (
            <option value={workshop_id}>{t`Workshop ${workshop_id}`}</option>
          )}
          {workshops?.map((w) => (
            <option key={w.id} value={w.id}>
              {formatIsoDate(w.date, i18n.locale)} – {w.title}, {w.institute}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
