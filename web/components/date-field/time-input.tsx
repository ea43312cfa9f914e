import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, Ref } from 'react';
import { Input } from '@/components/ui/input';
import { parseTimeText, timeValueOf } from './parse';
import { useTypedText } from './typed-text';

export interface TimeInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'> {
  /** `HH:MM`, '' or text that is not a time (shown as it is). */
  value: string | null | undefined;
  /** `HH:MM` when the text is a time, '' when it is empty, otherwise the text as typed (the schema then says "invalid"). */
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

const asIs = (value: string) => value;

/**
 * A time of day, 24 hours, typed as `9:45`, `9.45`, `9h45`, `945` or `0945` and written out as `09:45` when the
 * field is left. Replaces the native time input, which Chromium draws with AM/PM in an English browser.
 */
export function TimeInput({ value, onChange, inputRef, onBlur, onKeyDown, placeholder, ...inputProps }: TimeInputProps) {
  const { t } = useLingui();
  const current = value ?? '';
  const [text, setTyped] = useTypedText(current, asIs);

  const report = (nextText: string, next: string) => {
    setTyped(nextText, next);
    if (next !== current) onChange(next);
  };
  const commit = () => {
    const parsed = parseTimeText(text);
    report(parsed ?? text, parsed ?? text.trim());
  };

  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder ?? t`hh:mm`}
      {...inputProps}
      ref={inputRef}
      value={text}
      onChange={(event) => report(event.currentTarget.value, timeValueOf(event.currentTarget.value))}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
    />
  );
}
