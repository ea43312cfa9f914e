import { DateFilterField } from '@/components/date-field/date-filter-field';

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
  onChange: (patch: { date_from?: string | undefined; date_to?: string | undefined }) => void;
}

/** Two dates side by side (typed dd.mm.yyyy or picked) for a list's `date_from`/`date_to` filter; each bounds the other. */
export function DateRangeFilter({ from, to, fromLabel, toLabel, onChange }: DateRangeFilterProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2">
      <DateFilterField label={fromLabel} value={from} max={to} onChange={(value) => onChange({ date_from: value })} />
      <DateFilterField label={toLabel} value={to} min={from} onChange={(value) => onChange({ date_to: value })} />
    </div>
  );
}
