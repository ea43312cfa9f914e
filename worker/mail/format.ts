import type { Salutation, UiLanguage } from '../contract/enums';

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

/** "Mo., 11.01.2027, 14:05" style moment for mails, in Swiss time, from unix seconds. */
export function formatDateTime(unixSeconds: number, language: UiLanguage): string {
  return new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Zurich',
  }).format(new Date(unixSeconds * 1000));
}

export const formatSlot = (date: string, start: string, end: string, language: UiLanguage) =>
  `${formatDate(date, language)}, ${start}–${end}`;

/** Whom a mail greets: the salutation (1 = Frau, 2 = Herr, 3 = neutral) when the person gave one. */
export interface Addressee {
  firstname: string | null;
  lastname: string | null;
  salutation?: Salutation | null;
}

interface Openings {
  woman: (lastname: string) => string;
  man: (lastname: string) => string;
  /** Salutation neutral or unknown: first and last name. */
  neutral: (fullName: string) => string;
  /** No name known (the team address). */
  nobody: string;
}

/** One formal style per language (docs/emails.md, "Salutation"). German as in Switzerland: no comma, the text goes on capitalised. */
const openings: Record<UiLanguage, Openings> = {
  de: {
    woman: (l) => `Sehr geehrte Frau ${l}`,
    man: (l) => `Sehr geehrter Herr ${l}`,
    neutral: (n) => `Guten Tag ${n}`,
    nobody: 'Guten Tag',
  },
  fr: { woman: () => 'Madame,', man: () => 'Monsieur,', neutral: (n) => `Bonjour ${n},`, nobody: 'Bonjour,' },
  it: {
    woman: (l) => `Gentile signora ${l},`,
    man: (l) => `Gentile signor ${l},`,
    neutral: (n) => `Buongiorno ${n},`,
    nobody: 'Buongiorno,',
  },
  en: { woman: (l) => `Dear Ms ${l},`, man: (l) => `Dear Mr ${l},`, neutral: (n) => `Dear ${n},`, nobody: 'Hello,' },
};

/** The opening line of a mail: "Sehr geehrte Frau Brunner", "Monsieur,", "Buongiorno Lea Brunner,", "Dear Ms Brunner,". */
export function greeting(language: UiLanguage, person: Addressee | null): string {
  const style = openings[language];
  const lastname = oneLine(person?.lastname ?? '');
  const fullName = oneLine(`${person?.firstname ?? ''} ${lastname}`);
  if (lastname !== '' && person?.salutation === 1) return style.woman(lastname);
  if (lastname !== '' && person?.salutation === 2) return style.man(lastname);
  return fullName === '' ? style.nobody : style.neutral(fullName);
}

/** Text a person typed into a one-line field, as one line: line breaks cannot start paragraphs of their own in a mail. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
