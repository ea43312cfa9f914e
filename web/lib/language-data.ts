import type { I18n } from '@lingui/core';

/**
 * The API answers in the signed-in user's language (workshop titles, subjects, grades, states). When the interface
 * language changes, `refetch` runs once, so that every response shown is fetched again at once instead of keeping
 * the old language until a reload. Returns the unsubscribe function.
 */
export function refetchOnLanguageChange(i18n: I18n, refetch: () => void): () => void {
  let shown = i18n.locale;
  return i18n.on('change', () => {
    if (i18n.locale === shown) return;
    shown = i18n.locale;
    refetch();
  });
}
