import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { OfferedWorkshop, UiLanguage, WorkshopType } from '@/lib/contract';

export const workshopTypeLabels: Record<WorkshopType, MessageDescriptor> = {
  single: msg`Einzelner Workshop`,
  series: msg`Serie`,
};

export const offerSaved = msg`Erfolgreich gespeichert`;
export const offerDeleted = msg`Angebot gelöscht`;
export const offerDeactivated = msg`Angebot deaktiviert`;

/** The title in the interface language, German where that translation is missing (as the public form shows it). */
export const offerTitle = (offer: OfferedWorkshop, language: string) =>
  offer.translations[language as UiLanguage]?.title ?? offer.translations.de.title;

/** "12 Workshops / 3 Anfragen": what refers to an offer. */
export function usageText(i18n: I18n, usage: OfferedWorkshop['usage']): string {
  const parts = [
    usage.workshops > 0 ? i18n._(msg`${plural(usage.workshops, { one: '# Workshop', other: '# Workshops' })}`) : null,
    usage.inquiries > 0 ? i18n._(msg`${plural(usage.inquiries, { one: '# Anfrage', other: '# Anfragen' })}`) : null,
  ];
  return parts.filter(Boolean).join(' / ');
}
