import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A coach's workload in a period against the target and maximum set by staff: "3 von 4 (max. 5)", "3 (max. 5)",
 * "3 von 4"; null when staff set neither (the count alone says nothing more).
 */
export function workloadText(i18n: I18n, count: number, target: number | null, max: number | null): string | null {
  if (target !== null && max !== null) return i18n._(msg`${count} von ${target} (max. ${max})`);
  if (target !== null) return i18n._(msg`${count} von ${target}`);
  if (max !== null) return i18n._(msg`${count} (max. ${max})`);
  return null;
}

/** Whether the coach has reached (or passed) a maximum: the SPA marks it. */
export const atMax = (count: number, max: number | null) => max !== null && count >= max;

/** The month `YYYY-MM` as its name in the reader's language ("März 2031"). */
export const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
