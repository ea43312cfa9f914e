import type { UiLanguage } from '../db/schema/enums';

const locales: Record<UiLanguage, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-GB' };

/** "Mo., 11.01.2027" style dates for mails; the ISO date has no time zone, so format it as UTC. */
export function formatDate(isoDate: string, language: UiLanguage): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

export const formatSlot = (date: string, start: string, end: string, language: UiLanguage) =>
  `${formatDate(date, language)}, ${start}–${end}`;

const salutations: Record<UiLanguage, Record<1 | 2 | 3, (first: string, last: string) => string>> = {
  de: { 1: (_f, l) => `Sehr geehrte Frau ${l}`, 2: (_f, l) => `Sehr geehrter Herr ${l}`, 3: (f, l) => `Guten Tag ${f} ${l}` },
  fr: { 1: (_f, l) => `Madame ${l},`, 2: (_f, l) => `Monsieur ${l},`, 3: (f, l) => `Bonjour ${f} ${l},` },
  it: { 1: (_f, l) => `Gentile signora ${l}`, 2: (_f, l) => `Egregio signor ${l}`, 3: (f, l) => `Buongiorno ${f} ${l}` },
  en: { 1: (_f, l) => `Dear Ms ${l}`, 2: (_f, l) => `Dear Mr ${l}`, 3: (f, l) => `Dear ${f} ${l}` },
};

export const salutation = (language: UiLanguage, gender: 1 | 2 | 3, firstname: string, lastname: string) =>
  salutations[language][gender](firstname, lastname);

const greetings: Record<UiLanguage, (name: string) => string> = {
  de: (name) => `Guten Tag ${name}`,
  fr: (name) => `Bonjour ${name}`,
  it: (name) => `Buongiorno ${name}`,
  en: (name) => `Hello ${name}`,
};

/** The opening line of a mail to a person by name ("Guten Tag Lea Brunner"). */
export const greeting = (language: UiLanguage, name: string) => greetings[language](name).trim();

/** Text a person typed into a one-line field, as one line: line breaks cannot start paragraphs of their own in a mail. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
