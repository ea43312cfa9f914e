import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
  onChange: (patch: { date_from?: string | undefined; date_to?: string | undefined }) => void;
}

/** Two date inputs side by side for a list's `date_from`/`date_to` filter; each bounds the other. */
export function DateRangeFilter({ from, to, fromLabel, toLabel, onChange }: DateRangeFilterProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-from`}>{fromLabel}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className="px-2"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange({ date_from: event.currentTarget.value || undefined })}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-to`}>{toLabel}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className="px-2"
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange({ date_to: event.currentTarget.value || undefined })}
        />
      </div>
    </div>
  );
}
