import { fireEvent } from '@testing-library/react';

/**
 * Puts a value into a field the way a browser reports it: `input`, then `change`. The SPA ships on preact/compat,
 * whose `onChange` listens to `input` on text fields and to `change` on a `<select>`; `fireEvent.change` alone
 * would reach only the latter.
 */
export function enterValue(field: Element, value: string) {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field);
}
