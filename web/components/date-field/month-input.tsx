import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { swissLocale } from '@/lib/format';
import { cn } from '@/lib/utils';
import { monthFieldYears, monthParts, monthValueOf } from './parse';

export interface MonthInputProps {
  /** The field's name: the legend of the group around the month and year selects. */
  label: ReactNode;
  /** `YYYY-MM` or ''. */
  value: string | null | undefined;
  /** `YYYY-MM` once month and year are chosen, '' while one of them is empty. */
  onChange: (value: string) => void;
  /** The earliest and latest month offered (`YYYY-MM`): their years bound the year list, months outside are disabled. */
  min?: string;
  max?: string;
  /** Without an empty choice (once a month is set). */
  required?: boolean;
  /** Ids of texts that describe the field (a hint, an error). */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * A month as two selects, the month's name in the interface language and the year, in a group named by the field's
 * label. Replaces the native month input, which Chromium draws in the browser's language ("December 2026").
 */
export function MonthInput({ label, value, onChange, min, max, required, describedBy, invalid, className }: MonthInputProps) {
  const { t, i18n } = useLingui();
  const current = value ?? '';
  // A month chosen before its year (or the other way round) is kept until the other part follows; a value from
  // outside (a reset, back/forward) replaces both (state derived during render, as SearchField).
  const [parts, setParts] = useState(() => monthParts(current));
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (current !== monthValueOf(parts.year, parts.month)) setParts(monthParts(current));
  }
  const [currentYear] = useState(() => new Date().getFullYear());
  const years = monthFieldYears(current, min, max, currentYear);
  const names = new Intl.DateTimeFormat(swissLocale(i18n.locale), { month: 'long', timeZone: 'UTC' });
  const outside = (month: string) => {
    const candidate = parts.year ? `${parts.year}-${month}` : '';
    return Boolean(candidate && ((min && candidate < min) || (max && candidate > max)));
  };

  const choose = (patch: { year?: string; month?: string }) => {
    const next = { ...parts, ...patch };
    // A month chosen first is one of this year until the year is changed.
    if (patch.month && !next.year) next.year = String(currentYear);
    const nextValue = monthValueOf(next.year, next.month);
    setParts(next);
    if (nextValue !== current) onChange(nextValue);
  };

  return (
    <fieldset className={cn('grid min-w-0 content-start gap-1.5', className)} aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <NativeSelect
          aria-label={t`Monat`}
          aria-invalid={invalid}
          value={parts.month}
          onChange={(event) => choose({ month: event.currentTarget.value })}
        >
          {(!required || !parts.month) && <option value="">{t`Monat wählen`}</option>}
          {MONTHS.map((month) => (
            <option key={month} value={month} disabled={outside(month)}>
              {names.format(new Date(Date.UTC(2000, Number(month) - 1, 1)))}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t`Jahr`}
          aria-invalid={invalid}
          value={parts.year}
          onChange={(event) => choose({ year: event.currentTarget.value })}
        >
          {(!required || !parts.year) && <option value="">{t`Jahr wählen`}</option>}
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}
