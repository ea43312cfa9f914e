import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type ComponentProps, type Ref } from 'react';
import { CalendarIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { dateValueOf, formatDateText, parseDateText } from './parse';
import { useTypedText } from './typed-text';

const loadPicker = () => import('./date-picker');
/** The calendar (Radix dialog, month grid): its own chunk, loaded when a calendar button is first hovered or focused. */
const DatePicker = lazy(loadPicker);

export interface DateInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'ref'
> {
  /** ISO `YYYY-MM-DD`, '' or text that is not a date (shown as it is). */
  value: string | null | undefined;
  /** ISO when the text is a date, '' when it is empty, otherwise the text as typed (the schema then says "invalid"). */
  onChange: (value: string) => void;
  /** The earliest and latest day the calendar offers (ISO), as on a native date input. */
  min?: string;
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Classes of the box around the input and its calendar button (width). */
  className?: string;
}

/**
 * A date typed the Swiss way (`3.12.2026`, `03.12.26`, `03122026`, a pasted `2026-12-03`) and shown as
 * `dd.mm.yyyy` in every language, with a calendar in the interface language. Replaces the native date input, which
 * Chromium draws in the browser's language and order.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  inputRef,
  className,
  onBlur,
  onKeyDown,
  disabled,
  readOnly,
  placeholder,
  ...inputProps
}: DateInputProps) {
  const { t } = useLingui();
  const current = value ?? '';
  const [text, setTyped] = useTypedText(current, formatDateText);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const report = (nextText: string, next: string) => {
    setTyped(nextText, next);
    if (next !== current) onChange(next);
  };
  /** Done typing (blur, Enter): two-digit years count, and a date is written out as dd.mm.yyyy. */
  const commit = () => {
    const parsed = parseDateText(text, { final: true });
    report(parsed === null ? text : formatDateText(parsed), parsed ?? text.trim());
  };

  return (
    <div ref={box} className={cn('relative min-w-0', className)}>
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder ?? t`TT.MM.JJJJ`}
        {...inputProps}
        ref={inputRef}
        className="pr-11"
        value={text}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => report(event.currentTarget.value, dateValueOf(event.currentTarget.value))}
        onBlur={(event) => {
          commit();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'ArrowDown' && event.altKey && !readOnly) {
            event.preventDefault();
            setOpen(true);
          }
          onKeyDown?.(event);
        }}
      />
      <button
        ref={button}
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        aria-label={t`Kalender öffnen`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled || readOnly}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => setOpen(true)}
      >
        <CalendarIcon className="size-4" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DatePicker
            value={current}
            min={min}
            max={max}
            anchor={box}
            opener={button}
            onSelect={(day) => {
              report(formatDateText(day), day);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
