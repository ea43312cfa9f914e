import type { Locator, Page } from '@playwright/test';

/*
 * The SPA's date, time and month fields (web/components/date-field, decision 050): dates are typed and shown
 * `dd.mm.yyyy` in every language, months are a group of a month and a year select.
 */

/** A date as a person types it and the field shows it: `2026-12-03` -> `03.12.2026`. */
export const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The month field named `label` (a group: the month's select, then the year's). */
export const monthField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** Chooses `YYYY-MM` in the month field named `label`, in any language (the options' values are numbers). */
export async function chooseMonth(scope: Page | Locator, label: string, month: string) {
  const field = monthField(scope, label);
  await field.getByRole('combobox').nth(1).selectOption(month.slice(0, 4));
  await field.getByRole('combobox').first().selectOption(month.slice(5, 7));
}
