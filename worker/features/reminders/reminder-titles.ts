import type { UiLanguage } from '../../contract/enums';

/** A reminder's title in the school's language: level 1 is the friendly payment reminder, then numbered ones. */
const titles: Record<UiLanguage, (level: number) => string> = {
  de: (level) => (level === 1 ? 'Zahlungserinnerung' : `${level}. Mahnung`),
  fr: (level) => (level === 1 ? 'Rappel de paiement' : `${level}e rappel`),
  it: (level) => (level === 1 ? 'Promemoria di pagamento' : `${level}° sollecito`),
  en: (level) => (level === 1 ? 'Payment reminder' : `Reminder ${level}`),
};

export const reminderTitle = (level: number, language: UiLanguage) => titles[language](level);
