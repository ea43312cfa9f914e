import { useState } from 'react';

/**
 * The text of a field that reports a parsed value (a date or time typed the Swiss way): it keeps what the person
 * typed, also while it is not a value yet, and shows a value that comes from outside (a reset, the calendar, the URL)
 * in its display format. A value the field reported itself does not overwrite the text (no jump while typing).
 *
 * Returns the text to show and `setTyped(text, reportedValue)`, to call before reporting a value.
 */
export function useTypedText(value: string, format: (value: string) => string) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  const [reported, setReported] = useState<string | null>(null);
  // State derived during render (as SearchField): a new value from outside replaces the text.
  if (seen !== value) {
    setSeen(value);
    setReported(null);
    if (value !== reported) setText(format(value));
  }
  const setTyped = (nextText: string, nextValue: string) => {
    setText(nextText);
    setReported(nextValue);
  };
  return [text, setTyped] as const;
}
